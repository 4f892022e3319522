import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { changeUserName, resetDevice, resetPassword, signInOf } from './sales-person-sign-in.service.js';

/**
 * The spec's sign-in actions of a sales person (section 4): each works on the member linked in
 * the record's UserId, needs Sales Persons edit, and is 404 when there is no linked user.
 */
export const salesPersonSignInRoutes: readonly MountableRoute[] = [
  implementRoute(salesPersonContracts.signIn, {
    handler: async (ctx, { query }) => ({ data: await signInOf(ctx, query.id) }),
  }),
  implementRoute(salesPersonContracts.resetDevice, {
    handler: async (ctx, { query }) => resetDevice(ctx, query.id),
  }),
  implementRoute(salesPersonContracts.resetPassword, {
    handler: async (ctx, { query, body }) =>
      resetPassword(ctx, query.id, typeof body.NewPassword === 'string' ? body.NewPassword : undefined),
  }),
  implementRoute(salesPersonContracts.changeUserName, {
    handler: async (ctx, { query, body }) => changeUserName(ctx, query.id, body.UserName),
  }),
];
