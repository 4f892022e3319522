import {
  COMPANY_FIELDS,
  type CompanyField,
  type CompanyRecord,
  companyRecordSchema,
} from '@backoffice/shared/companies/company.contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { branches, companies, roles } from '../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../entities/database-errors.js';
import { ApiError, badRequest } from '../../http/api-error.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { sentOrStored } from '../../http/sent-fields.js';
import { createAccountingDefaults } from '../accounting/accounting-defaults.js';
import { companyToday } from '../orders/company-today.js';
import { companyPicture, findCompany } from './company-record.js';

const CODE_USED = 'Code is already used';
const codeUsed = () => new ApiError(409, CODE_USED, [{ Field: 'Code', Message: CODE_USED }]);

type CompanyValues = Record<CompanyField, string | undefined>;

const validate = (input: Record<string, unknown>): CompanyValues => {
  const parsed = companyRecordSchema.safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
  }
  return parsed.data as CompanyValues;
};

const toColumns = (values: CompanyValues) => ({
  name: values.Name ?? '',
  code: values.Code ?? '',
  legalName: values.LegalName ?? '',
  address: values.Address ?? '',
  phone: values.Phone ?? '',
  email: values.Email ?? '',
  panNumber: values.PanNumber ?? '',
});

const assertCodeFree = async (db: Database, code: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        sql`lower(${companies.code}) = ${code.toLowerCase()}`,
        exceptId ? ne(companies.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw codeUsed();
};

const withUniqueCode = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw codeUsed();
    throw error;
  }
};

/**
 * A new company starts usable: a main branch to sign in to, an Administrator role to give its
 * first user (through user/save and userrole/add with its CompanyId), and its books' groups,
 * default ledgers and current fiscal year.
 */
export const createCompany = async (
  ctx: UserContext,
  sent: Record<string, unknown>,
): Promise<CompanyRecord> => {
  const values = validate(sent);
  const { db } = ctx.deps;
  await assertCodeFree(db, values.Code ?? '');
  const id = await withUniqueCode(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(companies)
        .values({ ...toColumns(values), createdAt: ctx.now, updatedAt: ctx.now })
        .returning({ id: companies.id });
      if (!created) throw new ApiError(500, 'The company could not be created.');
      await tx
        .insert(branches)
        .values({ companyId: created.id, code: 'B1', name: 'Head Office', isMain: true });
      await tx
        .insert(roles)
        .values({ companyId: created.id, name: 'Administrator', isAdminRole: true, createdAt: ctx.now });
      await createAccountingDefaults(
        tx as Database,
        created.id,
        await companyToday(tx as Database, created.id, ctx.now),
      );
      const after = await findCompany(tx as Database, created.id);
      await writeAudit(tx as Database, ctx, {
        companyId: created.id,
        actorUserId: ctx.user.userId,
        action: 'create',
        entity: 'Company',
        entityId: created.id,
        after: companyPicture(after),
      });
      return created.id;
    }),
  );
  return findCompany(db, id);
};

/** Fields left out keep their values; an empty optional field is cleared. */
export const updateCompany = async (
  ctx: UserContext,
  id: number,
  sent: Record<string, unknown>,
): Promise<CompanyRecord> => {
  const { db } = ctx.deps;
  const current = await findCompany(db, id);
  const merged = sentOrStored(sent, current, COMPANY_FIELDS);
  const values = validate(merged);
  if ((values.Code ?? '').toLowerCase() !== current.Code.toLowerCase())
    await assertCodeFree(db, values.Code ?? '', id);
  await withUniqueCode(() =>
    db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ ...toColumns(values), updatedAt: ctx.now })
        .where(eq(companies.id, id));
      const after = await findCompany(tx as Database, id);
      await writeAudit(tx as Database, ctx, {
        companyId: id,
        actorUserId: ctx.user.userId,
        action: 'update',
        entity: 'Company',
        entityId: id,
        before: companyPicture(current),
        after: companyPicture(after),
      });
    }),
  );
  return findCompany(db, id);
};
