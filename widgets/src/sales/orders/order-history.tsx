import type { OrderTransition } from '@backoffice/shared/sales/orders/order.contract';
import { DocumentHistory } from '../common/document-history.tsx';
import { statusLabel } from './order-format.ts';

const WORDS: Record<OrderTransition['Action'], string> = {
  create: 'Created',
  confirm: 'Confirmed',
  verify: 'Verified',
  readytodispatch: 'Made ready to dispatch',
  dispatch: 'Dispatched',
  deliver: 'Delivered',
  complete: 'Completed',
  cancel: 'Cancelled',
  settle: 'Settled by payments',
};

/** Every move of the order, oldest first: what happened, from → to, who, when, and why. */
export const OrderHistory = ({ history }: { history: OrderTransition[] }) => (
  <DocumentHistory history={history} words={WORDS} statusLabel={statusLabel} />
);
