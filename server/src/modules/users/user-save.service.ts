import type { UserRecord, UserSaveBody } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import type { UserType } from '@backoffice/shared/user-types';
import { and, eq, ne, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import { hashPassword } from '../../auth/password-hash.js';
import type { Database } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../entities/database-errors.js';
import { ApiError, badRequest } from '../../http/api-error.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { sentFields } from '../../http/sent-fields.js';
import { assertOwnsIdentity } from './user-guards.js';
import { findUser, userPicture } from './user-record.js';

interface UserValues {
  UserName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  UserType: UserType;
  Password?: string | undefined;
}

const USER_NAME_USED = `${USER.fields.UserName.label} is already used`;
const userNameUsed = () =>
  new ApiError(409, USER_NAME_USED, [{ Field: 'UserName', Message: USER_NAME_USED }]);

const validate = (mode: 'create' | 'update', input: Record<string, unknown>): UserValues => {
  const parsed = recordSchema(USER, mode).safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
  }
  return parsed.data as unknown as UserValues;
};

/** User names are unique across every company: one person, one sign-in. */
const assertUserNameFree = async (db: Database, userName: string, exceptId?: number): Promise<void> => {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = ${userName.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw userNameUsed();
};

/** A new identity and its membership of the caller's company, audited together. */
export const createUser = async (ctx: UserContext, body: UserSaveBody): Promise<UserRecord> => {
  const values = validate('create', sentFields(body));
  const { db } = ctx.deps;
  await assertUserNameFree(db, values.UserName);
  const passwordHash = await hashPassword(values.Password ?? '');
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: values.UserName,
          firstName: values.FirstName,
          lastName: values.LastName,
          email: values.Email,
          passwordHash,
          passwordChangedAt: ctx.now,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: users.id });
      if (!created) throw new ApiError(500, 'The user could not be created.');
      await tx.insert(companyUsers).values({
        companyId: ctx.companyId,
        userId: created.id,
        userType: values.UserType,
        createdAt: ctx.now,
      });
      const after = await findUser(tx as Database, ctx.companyId, created.id);
      await writeUserAudit(tx as Database, ctx, {
        action: 'create',
        entity: USER.name,
        entityId: created.id,
        after: userPicture(after.record),
      });
      return created.id;
    });
    return (await findUser(db, ctx.companyId, id)).record;
  } catch (error) {
    // Two saves of one new name at once: the unique index decides, and says it the same way.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw userNameUsed();
    throw error;
  }
};

const IDENTITY_FIELDS = ['UserName', 'FirstName', 'LastName', 'Email'] as const;

/**
 * Names, email and type; a field left out keeps its value and a password is ignored (it has its
 * own routes). Changing the identity of someone shared with another company needs a super admin.
 */
export const updateUser = async (ctx: UserContext, id: number, body: UserSaveBody): Promise<UserRecord> => {
  const { db } = ctx.deps;
  const current = await findUser(db, ctx.companyId, id);
  const sent = sentFields(body);
  const merged: Record<string, unknown> = {
    UserName: sent.UserName ?? current.record.UserName,
    FirstName: sent.FirstName ?? current.record.FirstName,
    LastName: sent.LastName ?? current.record.LastName,
    Email: sent.Email ?? current.record.Email,
    UserType: sent.UserType ?? current.record.UserType,
  };
  const values = validate('update', merged);
  const identityChanged = IDENTITY_FIELDS.some((name) => values[name] !== current.record[name]);
  if (identityChanged) await assertOwnsIdentity(ctx, current);
  if (values.UserName.toLowerCase() !== current.record.UserName.toLowerCase()) {
    await assertUserNameFree(db, values.UserName, id);
  }
  try {
    await db.transaction(async (tx) => {
      if (identityChanged) {
        await tx
          .update(users)
          .set({
            username: values.UserName,
            firstName: values.FirstName,
            lastName: values.LastName,
            email: values.Email,
            updatedAt: ctx.now,
          })
          .where(eq(users.id, id));
      }
      await tx
        .update(companyUsers)
        .set({ userType: values.UserType })
        .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.userId, id)));
      const after = await findUser(tx as Database, ctx.companyId, id);
      await writeUserAudit(tx as Database, ctx, {
        action: 'update',
        entity: USER.name,
        entityId: id,
        before: userPicture(current.record),
        after: userPicture(after.record),
      });
    });
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw userNameUsed();
    throw error;
  }
  return (await findUser(db, ctx.companyId, id)).record;
};
