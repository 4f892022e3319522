/**
 * The sales person calls beyond the generated entity routes (spec section 4): pickers, the team
 * under a supervisor, their parties, the kinds of sales person, the sign-in actions and the store
 * a sales person loads from. Shared by the server and the screens.
 */
import { z } from 'zod';
import { USER } from '../../entities/administration/user.entity.js';
import { fieldSchema } from '../../entities/entity-schemas.js';
import { SALES_PERSON } from '../../entities/sales/sales-person.entity.js';
import { STORE } from '../../entities/sales/store.entity.js';
import { requiredId } from '../../form-fields.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageSchema, pagingShape } from '../../paging.js';
import { CHANGE_PASSWORD_MESSAGES } from '../../session/account.messages.js';

const page = PAGE_CODES.SalesPerson;
const tag = SALES_PERSON.title;

export const salesPersonIdQuery = z.object({ id: requiredId('id must be the number of a sales person') });

/** Optional: with a new password it is set, without one a temporary password is made. */
export const salesPersonResetPasswordBody = z
  .object({
    NewPassword: fieldSchema({ ...USER.fields.Password, label: 'New password', required: false }),
    ConfirmPassword: z.unknown().optional(),
  })
  .refine((form) => form.NewPassword === undefined || form.NewPassword === form.ConfirmPassword, {
    error: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['ConfirmPassword'],
  });

/** Judged by the user save's own rules (3 to 60 characters, unique), so any value is taken here. */
export const salesPersonChangeUserNameBody = z.object({
  UserName: z.unknown().optional(),
});

/** One approved, active sales person of a picker. */
export const activeSalesPersonSchema = z.object({
  Id: z.number().int(),
  FullName: z.string(),
  EmployeeCode: z.string(),
  Type: z.string(),
  SupervisorId: z.number().int().nullable(),
});
export type ActiveSalesPersonAnswer = z.infer<typeof activeSalesPersonSchema>;

/**
 * A sales person as a list's filter offers them: every one of the company, since a person who is
 * pending or no longer active may still have visits, orders or collections to find.
 */
export const salesPersonFilterOptionSchema = z.object({
  Id: z.number().int(),
  FullName: z.string(),
  EmployeeCode: z.string(),
  /** Approved and active: one who works today. */
  IsActive: z.boolean(),
  /** What the option shows: the full name, marked "(inactive)" or "(pending)" when not active. */
  Name: z.string(),
});
export type SalesPersonFilterOption = z.infer<typeof salesPersonFilterOptionSchema>;

/** One member of the team under a sales person. */
export const teamMemberSchema = z.object({
  Id: z.number().int(),
  FullName: z.string(),
  EmployeeCode: z.string(),
  Type: z.string(),
  SupervisorId: z.number().int().nullable(),
  /** 1: reports to the supervisor asked about; 2: to one of those; and so on. */
  Level: z.number().int(),
  IsActive: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A member of the company who may sign in, for "link a sign-in" pickers. */
export const activeMemberSchema = z.object({
  Id: z.number().int(),
  UserName: z.string(),
  FullName: z.string(),
  UserType: z.string(),
});
export type ActiveMemberAnswer = z.infer<typeof activeMemberSchema>;

/** An entity record as the generated routes answer it: its fields by name (Id, the fields, their *Display texts). */
const entityRecordSchema = z.record(z.string(), z.unknown());

export const salesPersonDeviceResetSchema = z.object({ Id: z.number().int(), DeviceId: z.null() });
export type SalesPersonDeviceReset = z.infer<typeof salesPersonDeviceResetSchema>;

/** POST /salesperson/resetpassword: without a password the server makes one, answered once. */
export const salesPersonPasswordResetSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  UserName: z.string(),
  /** Only when the server made the password: shown once, never stored in clear. */
  TemporaryPassword: z.string().optional(),
});
export type SalesPersonPasswordReset = z.infer<typeof salesPersonPasswordResetSchema>;

export const salesPersonUserNameSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int(),
  UserName: z.string(),
});
export type SalesPersonUserName = z.infer<typeof salesPersonUserNameSchema>;

/**
 * GET /salesperson/signin: what the sign-in panel shows. UserName is what the person types to
 * sign in, kept apart from how the record names them (UserIdDisplay is their full name).
 */
export const salesPersonSignInSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int().nullable(),
  UserName: z.string().nullable(),
  DeviceId: z.string().nullable(),
});
export type SalesPersonSignIn = z.infer<typeof salesPersonSignInSchema>;

const activeMembers = (types: readonly string[]) =>
  ({
    method: 'get',
    path: types.includes('admin') ? '/salesperson/activeadminusers' : '/salesperson/activeusers',
    summary: `Active members of the company of type ${types.join(' or ')}: [{Id, UserName, FullName, UserType}].`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    response: z.array(activeMemberSchema),
  }) as const;

export const salesPersonContracts = {
  activeList: defineContract({
    method: 'get',
    path: '/salesperson/activelist',
    summary:
      'Approved, active sales persons by name, for pickers: [{Id, FullName, EmployeeCode, Type, SupervisorId}].',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // Whoever fills a party or an order picks its sales person.
    alsoPermittedBy: [
      { page: PAGE_CODES.Party, action: 'create' },
      { page: PAGE_CODES.Party, action: 'edit' },
    ],
    response: z.array(activeSalesPersonSchema),
  }),
  filterList: defineContract({
    method: 'get',
    path: '/salesperson/filterlist',
    summary:
      'Every sales person of the company for a list filter, the approved and active ones first, each by name: [{Id, FullName, EmployeeCode, IsActive, Name}] (Name marks one inactive or pending).',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    // Whoever reads the visits filters them by sales person.
    alsoPermittedBy: [{ page: PAGE_CODES.Visit, action: 'view' }],
    response: z.array(salesPersonFilterOptionSchema),
  }),
  children: defineContract({
    method: 'get',
    path: '/salesperson/children',
    summary:
      'The team under a sales person (id), directly or through others, by level: [{Id, FullName, EmployeeCode, Type, SupervisorId, Level, IsActive}].',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: salesPersonIdQuery,
    response: z.array(teamMemberSchema),
  }),
  parties: defineContract({
    method: 'get',
    path: '/salesperson/parties',
    summary: "A sales person's parties (id), by name: a page of party records.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: salesPersonIdQuery.extend(pagingShape),
    response: pageSchema(entityRecordSchema),
  }),
  types: defineContract({
    method: 'get',
    path: '/salesperson/types',
    summary: 'The kinds of sales person: [{Value, Label}].',
    access: 'user',
    tag,
    response: z.array(z.object({ Value: z.string(), Label: z.string() })),
  }),
  activeUsers: defineContract(activeMembers(['salesPerson'])),
  activeAdminUsers: defineContract(activeMembers(['admin', 'staff'])),
  signIn: defineContract({
    method: 'get',
    path: '/salesperson/signin',
    summary:
      "The sales person's sign-in (id): the linked user's UserName, what they type to sign in, and the bound DeviceId; nulls without a linked user.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: salesPersonIdQuery,
    response: salesPersonSignInSchema,
  }),
  resetDevice: defineContract({
    method: 'post',
    path: '/salesperson/resetdevice',
    summary:
      'Clears the device the field app is bound to (DeviceId), so the next phone that signs in is accepted. 404 without a linked user.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: salesPersonIdQuery,
    response: salesPersonDeviceResetSchema,
  }),
  resetPassword: defineContract({
    method: 'post',
    path: '/salesperson/resetpassword',
    summary:
      "Sets the linked user's password (NewPassword, ConfirmPassword), or without them makes a temporary one answered once in Data.TemporaryPassword. Ends the user's sessions; 403 for a person who also works for another company.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: salesPersonIdQuery,
    body: salesPersonResetPasswordBody,
    response: salesPersonPasswordResetSchema,
  }),
  changeUserName: defineContract({
    method: 'post',
    path: '/salesperson/changeusername',
    summary:
      'Renames the linked user (UserName: 3 to 60 characters, unique across all companies; 409 when used). 403 for a person who also works for another company.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: salesPersonIdQuery,
    body: salesPersonChangeUserNameBody,
    response: salesPersonUserNameSchema,
  }),
  assignStore: defineContract({
    method: 'post',
    path: '/store/assignstore',
    summary:
      'Assigns a sales person (id) to the store they load from (storeId): answers the sales person record.',
    access: 'user',
    tag: STORE.title,
    permission: { page: PAGE_CODES.SalesPerson, action: 'edit' },
    query: z.object({
      id: requiredId('id must be the number of a sales person'),
      storeId: requiredId('storeId must be the number of a store'),
    }),
    response: entityRecordSchema,
  }),
};
