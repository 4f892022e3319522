/**
 * Words, numbers and addresses the return, collection and statement screens share. The
 * labels come from the shared state machines, so the buttons say what the server's rules say.
 */
import { formatAmount } from '@backoffice/shared/format/money.format';
import {
  CHEQUE_STATUS_LABELS,
  CHEQUE_TRANSITIONS,
  type ChequeAction,
  type ChequeStatus,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import {
  RETURN_STATUS_LABELS,
  RETURN_TRANSITIONS,
  type ReturnAction,
  type ReturnStatus,
} from '@backoffice/shared/sales/returns/order-return';

/** A quantity as people write it: 1.5, not 1.500 or 1.4999999. */
export const quantityText = (quantity: number): string => String(Number(quantity.toFixed(3)));

export const RETURNS_PATH = '/salesapp/returns';
export const COLLECTIONS_PATH = '/salesapp/collections';
export const STATEMENT_PATH = '/salesapp/statement';

export const returnPath = (id: number): string => `${RETURNS_PATH}/${id}`;
export const newReturnPath = (orderId: number): string => `${RETURNS_PATH}/new?orderId=${orderId}`;
export const collectionPath = (id: number): string => `${COLLECTIONS_PATH}/${id}`;
export const newCollectionPath = (partyId?: number): string =>
  partyId === undefined ? `${COLLECTIONS_PATH}/new` : `${COLLECTIONS_PATH}/new?partyId=${partyId}`;
export const statementPath = (partyId?: number): string =>
  partyId === undefined ? STATEMENT_PATH : `${STATEMENT_PATH}?partyId=${partyId}`;

export const returnStatusLabel = (status: ReturnStatus): string => RETURN_STATUS_LABELS[status];
export const chequeStatusLabel = (status: ChequeStatus): string => CHEQUE_STATUS_LABELS[status];
export const methodLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[method];

export const returnActionLabel = (action: ReturnAction): string =>
  RETURN_TRANSITIONS.find((rule) => rule.action === action)?.label ?? action;
export const chequeActionLabel = (action: ChequeAction): string =>
  CHEQUE_TRANSITIONS.find((rule) => rule.action === action)?.label ?? action;

/**
 * A running balance the way a ledger writes it: 'Rs 1,200.00 Dr' is owed to us, 'Rs 300.00 Cr' is
 * the party's advance; nothing owed either way is plain 'Rs 0.00'.
 */
export const formatBalance = (rupees: number): string => {
  const paisa = Math.round(rupees * 100);
  if (paisa === 0) return `Rs ${formatAmount(0)}`;
  return `Rs ${formatAmount(Math.abs(paisa))} ${paisa > 0 ? 'Dr' : 'Cr'}`;
};
