import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { hasPermission } from '../../auth/permissions.js';
import type { UserContext } from '../../http/request-context.js';

/** Returns: view reads, create and edit save, edit verifies and cancels. */
export const RETURN_PAGE = PAGE_CODES.OrderReturn;
/** Payments: view reads, create and edit save, edit moves cheques, delete deletes. */
export const COLLECTION_PAGE = PAGE_CODES.Payment;

/** Asked once per request, not once per row of a list. */
export const mayEditReturns = (ctx: UserContext): Promise<boolean> => hasPermission(ctx, RETURN_PAGE, 'edit');

export const collectionRights = async (ctx: UserContext): Promise<{ edit: boolean; delete: boolean }> => {
  const [edit, remove] = await Promise.all([
    hasPermission(ctx, COLLECTION_PAGE, 'edit'),
    hasPermission(ctx, COLLECTION_PAGE, 'delete'),
  ]);
  return { edit, delete: remove };
};
