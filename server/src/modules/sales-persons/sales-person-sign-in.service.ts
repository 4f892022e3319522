import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import type {
  SalesPersonPasswordReset,
  SalesPersonSignIn,
} from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { and, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { companyUsers, salesPersonsTable, users } from '../../db/schema/index.js';
import { findRecord } from '../../entities/entity-repository.js';
import { entityTable } from '../../entities/entity-table.js';
import { conflict, notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { setPassword, temporaryPassword } from '../users/user-password.routes.js';
import { findUser } from '../users/user-record.js';
import { updateUser } from '../users/user-save.service.js';

export const SIGN_IN_MESSAGES = {
  noUser: (id: number) => `Sales person ${id} has no sign-in user. Choose one in the form first.`,
  notSalesPerson:
    'The linked user is no longer of type Sales person. Link a sales person user, or manage this user from Users.',
  deviceReset: 'Device reset. The field app binds the next phone that signs in.',
  noDevice: 'No device was bound; nothing to reset.',
  passwordSet: 'Password changed. The sales person must sign in again with it.',
  passwordReset: 'Password reset. Give the sales person this temporary password; it is not shown again.',
  userNameChanged: 'User name changed. The sales person signs in with the new one.',
} as const;

const person = entityTable(SALES_PERSON);

/**
 * The sales person (404 for another company's) and their linked member (404 when there is none).
 * A member whose type changed since the link (made an administrator, say) is refused: the sales
 * person screen manages field staff, and must not become a way around the user screen's checks.
 */
const linkedUser = async (ctx: UserContext, id: number) => {
  const record = await findRecord(ctx.deps.db, SALES_PERSON, ctx.companyId, id);
  const userId = typeof record.UserId === 'number' ? record.UserId : null;
  if (userId === null) throw notFound(SIGN_IN_MESSAGES.noUser(id));
  const user = await findUser(ctx.deps.db, ctx.companyId, userId);
  if (user.record.UserType !== 'salesPerson') throw conflict(SIGN_IN_MESSAGES.notSalesPerson);
  return { record, user };
};

/** The linked user's user name (what they type to sign in) and the bound device, for the sign-in panel. */
export const signInOf = async (ctx: UserContext, id: number): Promise<SalesPersonSignIn> => {
  const record = await findRecord(ctx.deps.db, SALES_PERSON, ctx.companyId, id);
  const userId = typeof record.UserId === 'number' ? record.UserId : null;
  const deviceId = typeof record.DeviceId === 'string' ? record.DeviceId : null;
  if (userId === null) return { Id: id, UserId: null, UserName: null, DeviceId: deviceId };
  const [member] = await ctx.deps.db
    .select({ userName: users.username })
    .from(users)
    .innerJoin(
      companyUsers,
      and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, ctx.companyId)),
    )
    .where(eq(users.id, userId));
  return { Id: id, UserId: userId, UserName: member?.userName ?? null, DeviceId: deviceId };
};

/** The sales person's own audit entry: their trail shows the sign-in changes made from their page. */
const auditOnSalesPerson = (
  db: Database,
  ctx: UserContext,
  id: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  writeUserAudit(db, ctx, {
    action,
    entity: SALES_PERSON.name,
    entityId: id,
    before,
    after,
  });

/** Clears the bound device, so the field app accepts the person's next phone (a lost or new one). */
export const resetDevice = async (ctx: UserContext, id: number) => {
  const { record } = await linkedUser(ctx, id);
  const deviceId = typeof record.DeviceId === 'string' ? record.DeviceId : null;
  if (deviceId === null) return { data: { Id: id, DeviceId: null }, message: SIGN_IN_MESSAGES.noDevice };
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(salesPersonsTable)
      .set({ DeviceId: null, updatedAt: ctx.now, updatedBy: ctx.user.userId })
      .where(and(eq(person.companyId, ctx.companyId), eq(person.id, id)));
    await auditOnSalesPerson(
      tx as Database,
      ctx,
      id,
      'resetDevice',
      { DeviceId: deviceId },
      { DeviceId: null },
    );
  });
  return { data: { Id: id, DeviceId: null }, message: SIGN_IN_MESSAGES.deviceReset };
};

/**
 * Sets the linked user's password, or makes a temporary one answered once, with the user screen's
 * own service: sessions end, and someone who also works for another company is refused (403).
 */
export const resetPassword = async (
  ctx: UserContext,
  id: number,
  newPassword: string | undefined,
): Promise<{ data: SalesPersonPasswordReset; message: string }> => {
  const { user } = await linkedUser(ctx, id);
  const password = newPassword ?? temporaryPassword();
  await setPassword(ctx, user.record.Id, password, newPassword ? 'changePassword' : 'resetPassword');
  await auditOnSalesPerson(ctx.deps.db, ctx, id, 'resetPassword', {}, { UserName: user.record.UserName });
  return newPassword
    ? {
        data: { Id: id, UserId: user.record.Id, UserName: user.record.UserName },
        message: SIGN_IN_MESSAGES.passwordSet,
      }
    : {
        data: { Id: id, UserId: user.record.Id, UserName: user.record.UserName, TemporaryPassword: password },
        message: SIGN_IN_MESSAGES.passwordReset,
      };
};

/** Renames the linked user through the user save: the same rules, uniqueness across companies and audit. */
export const changeUserName = async (ctx: UserContext, id: number, userName: unknown) => {
  const { user } = await linkedUser(ctx, id);
  // Nothing sent is an empty name, so the user form's own rule answers "User name is required".
  const saved = await updateUser(ctx, user.record.Id, { UserName: userName ?? '' });
  await auditOnSalesPerson(
    ctx.deps.db,
    ctx,
    id,
    'changeUserName',
    { UserName: user.record.UserName },
    { UserName: saved.UserName },
  );
  return {
    data: { Id: id, UserId: saved.Id, UserName: saved.UserName },
    message: SIGN_IN_MESSAGES.userNameChanged,
  };
};
