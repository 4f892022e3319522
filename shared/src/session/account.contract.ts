import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';
import { USER_TYPES } from '../user-types.js';
import { changePasswordSchema, deleteAccountSchema } from './account.schema.js';

/** GET /user/account/profile: who the caller is, as their own forms and screens need it. */
export const accountProfileSchema = z.object({
  UserId: z.number().int(),
  /** Their type in this company: a delivery person's chalan is their own. */
  UserType: z.enum(USER_TYPES),
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/**
 * The caller's own account (server/src/modules/account): who they are, change the password, delete
 * the account.
 */
export const accountContracts = {
  profile: defineContract({
    method: 'get',
    path: '/user/account/profile',
    summary:
      "The caller's own id, type in the company, user name, names and email (the change-password form starts with the email; a delivery person's chalan is their own).",
    access: 'user',
    response: accountProfileSchema,
  }),
  changePassword: defineContract({
    method: 'post',
    path: '/user/account/changepassword',
    summary: "Changes the caller's own password and ends all their sessions.",
    access: 'user',
    body: changePasswordSchema,
    response: z.null(),
  }),
  delete: defineContract({
    method: 'post',
    path: '/user/account/delete',
    summary:
      'Self-service account deletion: checks the credentials, anonymises the account, ends its sessions.',
    access: 'public',
    body: deleteAccountSchema,
    response: z.null(),
  }),
};
