import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { fieldSchema } from '@backoffice/shared/entities/entity-schemas';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { requiredId } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { CHANGE_PASSWORD_MESSAGES } from '@backoffice/shared/session/account.messages';
import { z } from 'zod';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { changeUserName, resetDevice, resetPassword } from './sales-person-sign-in.service.js';

const page = PAGE_CODES.SalesPerson;
const tag = SALES_PERSON.title;
const idQuery = z.object({ id: requiredId('id must be the number of a sales person') });

/** Optional: with a new password it is set, without one a temporary password is made. */
const resetPasswordBody = z
  .object({
    NewPassword: fieldSchema({ ...USER.fields.Password, label: 'New password', required: false }),
    ConfirmPassword: z.unknown().optional(),
  })
  .refine((form) => form.NewPassword === undefined || form.NewPassword === form.ConfirmPassword, {
    error: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['ConfirmPassword'],
  });

const changeUserNameBody = z.object({
  UserName: z.unknown().optional(),
});

/**
 * The spec's sign-in actions of a sales person (section 4): each works on the member linked in
 * the record's UserId, needs Sales Persons edit, and is 404 when there is no linked user.
 */
export const salesPersonSignInRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: '/salesperson/resetdevice',
    summary:
      'Clears the device the field app is bound to (DeviceId), so the next phone that signs in is accepted. 404 without a linked user.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: idQuery,
    handler: async (ctx, { query }) => resetDevice(ctx, query.id),
  }),
  defineRoute({
    method: 'post',
    path: '/salesperson/resetpassword',
    summary:
      "Sets the linked user's password (NewPassword, ConfirmPassword), or without them makes a temporary one answered once in Data.TemporaryPassword. Ends the user's sessions; 403 for a person who also works for another company.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: idQuery,
    body: resetPasswordBody,
    handler: async (ctx, { query, body }) =>
      resetPassword(ctx, query.id, typeof body.NewPassword === 'string' ? body.NewPassword : undefined),
  }),
  defineRoute({
    method: 'post',
    path: '/salesperson/changeusername',
    summary:
      'Renames the linked user (UserName: 3 to 60 characters, unique across all companies; 409 when used). 403 for a person who also works for another company.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    query: idQuery,
    body: changeUserNameBody,
    handler: async (ctx, { query, body }) => changeUserName(ctx, query.id, body.UserName),
  }),
];
