import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { fieldSchema } from '@backoffice/shared/entities/entity-schemas';
import { optionalId, requiredId, requiredSecret, requiredText } from '@backoffice/shared/form-fields';
import { CHANGE_PASSWORD_MESSAGES } from '@backoffice/shared/session/account.messages';
import { z } from 'zod';

export const userIdQuery = z.object({ id: requiredId('id must be the number of a user') });

/**
 * A save's body: Id plus the declared fields, kept as sent. The declaration's record schema
 * validates them afterwards, against the stored record on update, so a field left out keeps its value.
 */
export const userSaveBody = z.object({
  Id: optionalId('Id must be the number of a user'),
  UserName: z.unknown().optional(),
  FirstName: z.unknown().optional(),
  LastName: z.unknown().optional(),
  Email: z.unknown().optional(),
  UserType: z.unknown().optional(),
  Password: z.unknown().optional(),
});
export type UserSaveBody = z.output<typeof userSaveBody>;

/** The same rules as the user form's password, under the name this form gives it. */
export const adminChangePasswordBody = z
  .object({
    Id: requiredId('Id must be the number of a user'),
    NewPassword: fieldSchema({ ...USER.fields.Password, label: 'New password' }),
    ConfirmPassword: requiredSecret('Confirm password is required', USER.fields.Password.max),
  })
  .refine((form) => form.NewPassword === form.ConfirmPassword, {
    error: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['ConfirmPassword'],
  });

export const userRoleBody = z.object({
  UserId: requiredId('UserId must be the number of a user'),
  RoleId: requiredId('RoleId must be the number of a role'),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const identityQuery = z.object({
  identityUserId: requiredText('identityUserId is required', 64).pipe(
    z.string().regex(UUID, { error: 'identityUserId must be the identity id (a uuid) of a user' }),
  ),
});
