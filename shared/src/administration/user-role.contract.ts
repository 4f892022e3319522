import { z } from 'zod';
import { USER } from '../entities/administration/user.entity.js';
import { requiredId, requiredText } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { userRecordSchema } from './user.contract.js';

const page = PAGE_CODES.User;
const tag = USER.title;

export const USER_ROLE_MESSAGES = {
  added: 'Role added to the user.',
  removed: 'Role removed from the user.',
  alreadyHeld: 'The user already has this role.',
  notHeld: 'The user does not have this role.',
  ownRoles: 'Only an administrator can change their own roles.',
  adminRole: 'Only an administrator can give or take an administrator role.',
  ownAdminRole: 'You cannot remove an administrator role from yourself.',
} as const;

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

/** A role a user holds in the company, as userrole/byidentityuserid lists it. */
export const heldRoleSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  IsAdminRole: z.boolean(),
  IsActive: z.boolean(),
});
export type HeldRole = z.infer<typeof heldRoleSchema>;

/** Giving and taking a user's roles (spec 7: userrole add, delete and byidentityuserid). */
export const userRoleContracts = {
  add: defineContract({
    method: 'post',
    path: '/userrole/add',
    summary: 'Gives a user of the company one of its roles: UserId, RoleId. Answers the user with its Roles.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: userRoleBody,
    response: userRecordSchema,
  }),
  delete: defineContract({
    method: 'post',
    path: '/userrole/delete',
    summary: 'Takes a role from a user of the company: UserId, RoleId. Answers the user with its Roles.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: userRoleBody,
    response: userRecordSchema,
  }),
  byIdentityUserId: defineContract({
    method: 'get',
    path: '/userrole/byidentityuserid',
    summary:
      "The roles in this company of the user with this identity id (the token's IdUid): [{Id, Name, IsAdminRole, IsActive}], first role first.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: identityQuery,
    response: z.array(heldRoleSchema),
  }),
};
