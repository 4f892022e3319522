import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';
import { changePasswordSchema, deleteAccountSchema } from './account.schema.js';

/** The caller's own account (server/src/modules/account): change the password, delete the account. */
export const accountContracts = {
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
