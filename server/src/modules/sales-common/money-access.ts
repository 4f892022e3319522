import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { hasPermission } from '../../auth/permissions.js';
import type { UserContext } from '../../http/request-context.js';

/** Returns: view reads, create and edit save, edit verifies and cancels. */
export const RETURN_PAGE = PAGE_CODES.OrderReturn;
/** Payments: view reads, create and edit save, edit moves cheques, delete deletes. */
export const PAYMENT_PAGE = PAGE_CODES.Payment;
/** A party's balance and statement are part of the party: whoever may view it may read them. */
export const PARTY_PAGE = PAGE_CODES.Party;

export const RETURNS_TAG = 'Order returns';
export const PAYMENTS_TAG = 'Payments received';
export const PARTY_MONEY_TAG = 'Party balance';

/** Asked once per request, not once per row of a list. */
export const mayEditReturns = (ctx: UserContext): Promise<boolean> => hasPermission(ctx, RETURN_PAGE, 'edit');

export const paymentRights = async (ctx: UserContext): Promise<{ edit: boolean; delete: boolean }> => {
  const [edit, remove] = await Promise.all([
    hasPermission(ctx, PAYMENT_PAGE, 'edit'),
    hasPermission(ctx, PAYMENT_PAGE, 'delete'),
  ]);
  return { edit, delete: remove };
};
