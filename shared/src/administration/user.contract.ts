import { z } from 'zod';
import { USER } from '../entities/administration/user.entity.js';
import { auditTrailSchema, autocompleteOptionSchema } from '../entities/entity-answers.schema.js';
import { entitiesReferencing } from '../entities/entity-registry.js';
import { fieldSchema, listFilterShape } from '../entities/entity-schemas.js';
import { entityActionRule } from '../entities/entity-state-machine.js';
import { optionalId, optionalText, requiredId, requiredSecret } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { cappedPageSchema, pageQueryShape } from '../paging.js';
import { CHANGE_PASSWORD_MESSAGES } from '../session/account.messages.js';
import { USER_TYPES } from '../user-types.js';

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

/** A role as the user record lists it. */
export const roleRefSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;

/** The contract's record (Id, fields, stamps) plus what the users screen needs besides. */
export const userRecordSchema = z.object({
  Id: z.number().int(),
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  UserType: z.enum(USER_TYPES),
  Status: userStatusSchema,
  /** The identity's uuid (the token's IdUid): what userrole/byidentityuserid takes. */
  IdentityUserId: z.string(),
  /** First role first. */
  Roles: z.array(roleRefSchema),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

const userIdAnswerSchema = z.object({ Id: z.number().int() });

/** POST /user/adminresetpassword: the temporary password, shown once (the server keeps only its hash). */
export const passwordResetSchema = z.object({
  Id: z.number().int(),
  UserName: z.string(),
  TemporaryPassword: z.string(),
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const userIdQuery = z.object({ id: requiredId('id must be the number of a user') });

/** The list's query: paging and search (spec 7) plus the declaration's sort and filters. */
export const userListQuery = z.object({ ...pageQueryShape, ...listFilterShape(USER) });

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

export const userAutocompleteQuery = z.object({
  query: optionalText(100),
  UserType: z.enum(USER_TYPES, { error: `UserType must be one of ${USER_TYPES.join(', ')}` }).optional(),
  limit: optionalId('limit must be from 1 to 50').refine((value) => value === undefined || value <= 50, {
    error: 'limit must be from 1 to 50',
  }),
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

/** The users of the caller's company, on the entity contract (spec 7: Users list, save, edit by Id). */
export const userContracts = {
  list: defineContract({
    method: 'get',
    path: '/user/list',
    summary:
      'Users of the company: one page, searched (user name, names, email), filtered (UserType, Status) and sorted. Each record carries its Roles.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: userListQuery,
    response: cappedPageSchema(userRecordSchema),
  }),
  detail: detailContract('/user/detail', 'One user of the company by id.'),
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
  autocomplete: defineContract({
    method: 'get',
    path: '/user/autocomplete',
    summary:
      'Users whose user name or names contain the query, for a searchable select: [{Id, Name}] (Name = UserName); UserType keeps members of that type (the dealer select).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // Whoever may fill a form with a user select (a dealer mapping, a sales person's sign-in) searches users.
    alsoPermittedBy: entitiesReferencing(USER.name).flatMap((referencing) => [
      { page: PAGE_CODES[referencing.page], action: 'create' as const },
      { page: PAGE_CODES[referencing.page], action: 'edit' as const },
    ]),
    query: userAutocompleteQuery,
    response: z.array(autocompleteOptionSchema),
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
