import { z } from 'zod';
import { USER } from '../entities/administration/user.entity.js';
import { auditTrailSchema } from '../entities/entity-answers.schema.js';
import { type DeclaredRecord, entityContracts } from '../entities/entity-contracts.js';
import { fieldSchema } from '../entities/entity-schemas.js';
import { entityActionRule } from '../entities/entity-state-machine.js';
import { optionalId, requiredId, requiredSecret } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { CHANGE_PASSWORD_MESSAGES } from '../session/account.messages.js';

const page = PAGE_CODES.User;
const tag = USER.title;

export const USER_PASSWORD_MESSAGES = {
  self: 'Use Change Password in your profile to change your own password.',
  changed: 'Password changed. The user must sign in again with it.',
  reset: 'Password reset. Give the user this temporary password; it is not shown again.',
} as const;

/** Status is the membership's, not the identity's: disabling here leaves the person's other companies alone. */
export const userStatusSchema = z.enum(['active', 'disabled']);
export type UserStatus = z.infer<typeof userStatusSchema>;

/** The user record: the declared fields, the identity's uuid and the roles held (USER.answers), the stamps. */
export const userRecordSchema = entityContracts(USER).detail.response;
export type UserRecord = DeclaredRecord<typeof USER>;

const userIdAnswerSchema = z.object({ Id: z.number().int() });

/** POST /user/adminresetpassword: the temporary password, shown once (the server keeps only its hash). */
export const passwordResetSchema = z.object({
  Id: z.number().int(),
  UserName: z.string(),
  TemporaryPassword: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

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

const detailContract = <const P extends string>(path: P, summary: string) =>
  defineContract({
    method: 'get',
    path,
    summary,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userIdQuery,
    response: userRecordSchema,
  });

const actionContract = <const N extends 'disable' | 'enable'>(name: N) => {
  const rule = entityActionRule(USER, name);
  return defineContract({
    method: 'post',
    path: `/user/${name}`,
    summary: `${rule.label}: moves a user of the company from ${rule.from.join(' or ')} to ${rule.to}.`,
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: userIdQuery,
    response: userRecordSchema,
  });
};

/**
 * The users' own calls beside the entity contract (entityContracts(USER): list, detail, export,
 * autocomplete): spec 7's save and edit by Id, status, roles held, passwords.
 */
export const userContracts = {
  edit: detailContract(
    '/user/edit',
    'One user of the company by Id (the spec\'s "edit by Id"; same answer as user/detail).',
  ),
  save: defineContract({
    method: 'post',
    path: '/user/save',
    summary:
      'Without Id: creates a person (UserName, FirstName, LastName, Email, UserType, Password) as a member of the company; needs create permission; a UserName already taken, in any company, is 409. With Id: updates names, email and type (needs edit permission); fields left out keep their values and Password is ignored.',
    access: 'user',
    tag,
    // Create or edit depends on the body, so the handler checks the one that applies.
    permission: { page, action: 'view' },
    body: userSaveBody,
    response: userRecordSchema,
  }),
  audit: defineContract({
    method: 'get',
    path: '/user/audit',
    summary: 'Who changed a user in this company, when, and what changed (newest first; roles included).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userIdQuery,
    response: auditTrailSchema,
  }),
  changeStatus: defineContract({
    method: 'post',
    path: '/user/changeStatus',
    summary:
      "Switches a user of the company between active and disabled (the spec's changeStatus). Not oneself.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: userIdQuery,
    response: userRecordSchema,
  }),
  disable: actionContract('disable'),
  enable: actionContract('enable'),
  delete: defineContract({
    method: 'post',
    path: '/user/delete',
    summary:
      "Removes a user from the company (membership, roles, sessions here). The person's identity stays for their other companies; removed from the last one, the user name is freed. Not oneself.",
    access: 'user',
    tag,
    permission: { page, action: 'delete' },
    query: userIdQuery,
    response: userIdAnswerSchema,
  }),
  changePassword: defineContract({
    method: 'post',
    path: '/user/changepassword',
    summary:
      "An administrator sets a user's password: Id, NewPassword (8 to 128 characters), ConfirmPassword. Ends the user's sessions. Not for one's own password.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: adminChangePasswordBody,
    response: userIdAnswerSchema,
  }),
  adminResetPassword: defineContract({
    method: 'post',
    path: '/user/adminresetpassword',
    summary:
      "Gives a user a new random password, answered once in Data.TemporaryPassword (never stored in clear). Ends the user's sessions; nothing else is forced.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: userIdQuery,
    response: passwordResetSchema,
  }),
};
