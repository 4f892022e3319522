import type {
  ApplicationSettingRecord,
  SettingSaveInput,
} from '@backoffice/shared/administration/application-setting.contract';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { applicationSettings } from '../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../entities/database-errors.js';
import { ApiError, badRequest } from '../../http/api-error.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { sentFields, sentOrStored } from '../../http/sent-fields.js';
import { findSetting, ownSetting, settingPicture } from './application-setting-record.js';
import { declaredKey, valueForType } from './setting-value-type.js';

interface SettingValues {
  Key: string;
  Value: string;
  IsPublic: boolean;
}

const KEY_USED = `${APPLICATION_SETTING.fields.Key.label} is already used`;
const keyUsed = () => new ApiError(409, KEY_USED, [{ Field: 'Key', Message: KEY_USED }]);

/**
 * The declaration's checks, then the key's own: a declared key gives a new setting its default
 * value and its public flag when the form leaves them out, and its value type is enforced.
 */
const validate = async (
  ctx: UserContext,
  mode: 'create' | 'update',
  input: Record<string, unknown>,
): Promise<SettingValues> => {
  const parsed = recordSchema(APPLICATION_SETTING, mode).safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
  }
  const data = parsed.data as Partial<Record<keyof SettingValues, unknown>>;
  const key = String(data.Key);
  const declared = await declaredKey(ctx.deps.db, ctx.companyId, key);
  const fromKey = mode === 'create' ? declared : null;
  const value = typeof data.Value === 'string' ? data.Value : (fromKey?.defaultValue ?? '');
  const isPublic =
    typeof data.IsPublic === 'boolean'
      ? data.IsPublic
      : (fromKey?.isPublic ?? APPLICATION_SETTING.fields.IsPublic.default);
  return {
    Key: key,
    Value: declared ? valueForType(key, declared.valueType, value) : value,
    IsPublic: isPublic,
  };
};

const assertKeyFree = async (db: Database, companyId: number, key: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: applicationSettings.id })
    .from(applicationSettings)
    .where(
      and(
        eq(applicationSettings.companyId, companyId),
        sql`lower(${applicationSettings.key}) = lower(${key})`,
        exceptId === undefined ? undefined : ne(applicationSettings.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw keyUsed();
};

const withUniqueKey = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    // Two saves of one key at once: the primary key decides, and says it the same way.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw keyUsed();
    throw error;
  }
};

const toColumns = (values: SettingValues) => ({
  key: values.Key,
  value: values.Value,
  isPublic: values.IsPublic,
});

export const createSetting = async (
  ctx: UserContext,
  body: SettingSaveInput,
): Promise<ApplicationSettingRecord> => {
  const values = await validate(ctx, 'create', sentFields(body));
  const { db } = ctx.deps;
  await assertKeyFree(db, ctx.companyId, values.Key);
  const id = await withUniqueKey(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(applicationSettings)
        .values({ ...toColumns(values), companyId: ctx.companyId, createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: applicationSettings.id });
      if (!row) throw new Error('application setting not inserted');
      const after = await findSetting(tx as Database, ctx.companyId, row.id);
      await writeUserAudit(tx as Database, ctx, {
        action: 'create',
        entity: APPLICATION_SETTING.name,
        entityId: row.id,
        after: settingPicture(after),
      });
      return row.id;
    }),
  );
  return findSetting(db, ctx.companyId, id);
};

/** Fields left out keep their values; an empty Value clears it, as the contract says. */
export const updateSetting = async (
  ctx: UserContext,
  id: number,
  body: SettingSaveInput,
): Promise<ApplicationSettingRecord> => {
  const { db } = ctx.deps;
  const current = await findSetting(db, ctx.companyId, id);
  const sent = sentFields(body);
  const merged = sentOrStored(sent, current, ['Key', 'Value', 'IsPublic']);
  const values = await validate(ctx, 'update', merged);
  await assertKeyFree(db, ctx.companyId, values.Key, id);
  await withUniqueKey(() =>
    db.transaction(async (tx) => {
      await tx
        .update(applicationSettings)
        .set({ ...toColumns(values), updatedAt: ctx.now })
        .where(ownSetting(ctx.companyId, id));
      const after = await findSetting(tx as Database, ctx.companyId, id);
      await writeUserAudit(tx as Database, ctx, {
        action: 'update',
        entity: APPLICATION_SETTING.name,
        entityId: id,
        before: settingPicture(current),
        after: settingPicture(after),
      });
    }),
  );
  return findSetting(db, ctx.companyId, id);
};

export const deleteSetting = async (ctx: UserContext, id: number): Promise<void> => {
  const current = await findSetting(ctx.deps.db, ctx.companyId, id);
  await ctx.deps.db.transaction(async (tx) => {
    await tx.delete(applicationSettings).where(ownSetting(ctx.companyId, id));
    await writeUserAudit(tx as Database, ctx, {
      action: 'delete',
      entity: APPLICATION_SETTING.name,
      entityId: id,
      before: settingPicture(current),
    });
  });
};
