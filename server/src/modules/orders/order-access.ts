import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { hasPermission } from '../../auth/permissions.js';
import type { UserContext } from '../../http/request-context.js';

/** One page carries every order permission: view reads, create and edit save, edit runs actions. */
export const ORDER_PAGE = PAGE_CODES.Order;
export { ORDERS_TAG } from '@backoffice/shared/sales/orders/order.contract';

/** Actions are all gated by edit on Orders: asked once per request, not once per order. */
export const mayRunOrderActions = (ctx: UserContext): Promise<boolean> =>
  hasPermission(ctx, ORDER_PAGE, 'edit');
