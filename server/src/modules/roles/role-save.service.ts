import type { RoleFieldsInput, RoleRecord } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import { and, eq, ne, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { roles } from '../../db/schema/index.js';
import {
  FOREIGN_KEY_VIOLATION,
  postgresErrorCode,
  UNIQUE_VIOLATION,
} from '../../entities/database-errors.js';
import { ApiError, badRequest, conflict } from '../../http/api-error.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { sentFields } from '../../http/sent-fields.js';
import { holdsAdminRole, holdsRole, requireAdministrator } from './administrator.js';
import { findRole, ownRole, rolePicture } from './role-record.js';

export const ROLE_MESSAGES = {
  adminOnly: 'Only an administrator can create, change or delete an administrator role.',
  selfLockout: 'This would take away your own administrator rights. Another administrator must do it.',
  held: (count: number) =>
    `This role is held by ${count} ${count === 1 ? 'user' : 'users'}. Take it from them before deleting it.`,
} as const;

interface RoleValues {
  Name: string;
  IsAdminRole: boolean;
  IsActive: boolean;
}

const NAME_USED = `${ROLE.fields.Name.label} is already used`;
const nameUsed = () => new ApiError(409, NAME_USED, [{ Field: 'Name', Message: NAME_USED }]);

const validate = (mode: 'create' | 'update', input: Record<string, unknown>): RoleValues => {
  const parsed = recordSchema(ROLE, mode).safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
  }
  const data = parsed.data as Record<string, unknown>;
  // Unsent booleans take the declared defaults, as the form would show them.
  return {
    Name: String(data.Name),
    IsAdminRole: typeof data.IsAdminRole === 'boolean' ? data.IsAdminRole : ROLE.fields.IsAdminRole.default,
    IsActive: typeof data.IsActive === 'boolean' ? data.IsActive : ROLE.fields.IsActive.default,
  };
};

const assertNameFree = async (db: Database, companyId: number, name: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.companyId, companyId),
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameUsed();
};

const withUniqueName = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    // Two saves of one name at once: the unique index decides, and says it the same way.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw nameUsed();
    throw error;
  }
};

const toColumns = (values: RoleValues) => ({
  name: values.Name,
  isAdminRole: values.IsAdminRole,
  isActive: values.IsActive,
});

export const createRole = async (ctx: UserContext, body: RoleFieldsInput): Promise<RoleRecord> => {
  const values = validate('create', sentFields(body));
  const { db } = ctx.deps;
  if (values.IsAdminRole) await requireAdministrator(ctx, ROLE_MESSAGES.adminOnly);
  await assertNameFree(db, ctx.companyId, values.Name);
  const id = await withUniqueName(() =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(roles)
        .values({ companyId: ctx.companyId, ...toColumns(values), createdAt: ctx.now })
        .returning({ id: roles.id });
      if (!created) throw new ApiError(500, 'The role could not be created.');
      const after = await findRole(tx as Database, ctx.companyId, created.id);
      await writeUserAudit(tx as Database, ctx, {
        action: 'create',
        entity: ROLE.name,
        entityId: created.id,
        after: rolePicture(after),
      });
      return created.id;
    }),
  );
  return findRole(db, ctx.companyId, id);
};

export const updateRole = async (
  ctx: UserContext,
  id: number,
  body: RoleFieldsInput,
): Promise<RoleRecord> => {
  const { db } = ctx.deps;
  const current = await findRole(db, ctx.companyId, id);
  const sent = sentFields(body);
  const values = validate('update', {
    Name: sent.Name ?? current.Name,
    IsAdminRole: sent.IsAdminRole ?? current.IsAdminRole,
    IsActive: sent.IsActive ?? current.IsActive,
  });
  if (current.IsAdminRole || values.IsAdminRole) await requireAdministrator(ctx, ROLE_MESSAGES.adminOnly);
  const losesAdmin = current.IsAdminRole && current.IsActive && !(values.IsAdminRole && values.IsActive);
  if (
    losesAdmin &&
    !ctx.user.isSuperAdmin &&
    (await holdsRole(ctx, id)) &&
    !(await holdsAdminRole(ctx, id))
  ) {
    throw conflict(ROLE_MESSAGES.selfLockout);
  }
  if (values.Name.toLowerCase() !== current.Name.toLowerCase())
    await assertNameFree(db, ctx.companyId, values.Name, id);
  await withUniqueName(() =>
    db.transaction(async (tx) => {
      await tx.update(roles).set(toColumns(values)).where(ownRole(ctx.companyId, id));
      const after = await findRole(tx as Database, ctx.companyId, id);
      await writeUserAudit(tx as Database, ctx, {
        action: 'update',
        entity: ROLE.name,
        entityId: id,
        before: rolePicture(current),
        after: rolePicture(after),
      });
    }),
  );
  return findRole(db, ctx.companyId, id);
};

/** A role nobody holds; its permission rows go with it (cascade). */
export const deleteRole = async (ctx: UserContext, id: number): Promise<void> => {
  const { db } = ctx.deps;
  const current = await findRole(db, ctx.companyId, id);
  if (current.IsAdminRole) await requireAdministrator(ctx, ROLE_MESSAGES.adminOnly);
  if (current.UserCount > 0) throw conflict(ROLE_MESSAGES.held(current.UserCount));
  try {
    await db.transaction(async (tx) => {
      await tx.delete(roles).where(ownRole(ctx.companyId, id));
      await writeUserAudit(tx as Database, ctx, {
        action: 'delete',
        entity: ROLE.name,
        entityId: id,
        before: rolePicture(current),
        after: null,
      });
    });
  } catch (error) {
    // Assigned between the check and the delete: the foreign key refuses, and we say why.
    if (postgresErrorCode(error) === FOREIGN_KEY_VIOLATION) throw conflict(ROLE_MESSAGES.held(1));
    throw error;
  }
};
