/** How the voucher screens name vouchers, their states and their balances, and where each lives. */

import {
  VOUCHER_STATE_LABELS,
  VOUCHER_TYPE_LABELS,
  type VoucherSide,
  type VoucherState,
  type VoucherType,
} from '@backoffice/shared/accounting/voucher';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import { formatAmount } from '@backoffice/shared/format/money.format';
import { collectionPath, returnPath } from '../../sales/common/document-format.ts';
import { orderPath } from '../../sales/orders/order-card.tsx';

export const DAY_BOOK_PATH = '/accounting/daybook';
export const NEW_VOUCHER_PATH = '/accounting/vouchers/new';
export const voucherPath = (id: number): string => `/accounting/vouchers/${id}`;
export const voucherEditPath = (id: number): string => `${voucherPath(id)}/edit`;
export const voucherInvoicePath = (id: number): string => `${voucherPath(id)}/invoice`;

/** The cheque register narrowed to the voucher's cheque. */
export const voucherChequesPath = (id: number): string => `/accounting/cheques?VoucherId=${id}`;

export const voucherTypeLabel = (type: VoucherType): string => VOUCHER_TYPE_LABELS[type];
export const voucherStateLabel = (state: VoucherState): string => VOUCHER_STATE_LABELS[state];

/** A voucher's number, or 'Draft' while it has none. */
export const voucherNoText = (voucherNo: string | null): string => voucherNo ?? 'Draft';

/** Rupees as the books show them, without a currency sign: 12345 → '12,345.00'. */
export const booksAmount = (rupees: number): string => formatAmount(Math.round(rupees * 100));

/** Tally's balance: '12,345.00 Dr', or 'Nil' when it stands on no side. */
export const balanceText = (balance: number, side: VoucherSide | null): string =>
  side === null || balance === 0 ? 'Nil' : `${booksAmount(Math.abs(balance))} ${side}`;

/** The portal page of the sales document a voucher was posted for. */
export const sourcePath = (kind: VoucherSourceKind, id: number): string =>
  ({
    order: orderPath,
    return: returnPath,
    payment: collectionPath,
    advance: (record: number) => `/workforce/advancerequests/${record}`,
    advanceRepayment: (record: number) => `/workforce/advancerepayments/${record}`,
    expense: (record: number) => `/workforce/expenses/${record}`,
  })[kind](id);

export const SOURCE_KIND_LABELS: Readonly<Record<VoucherSourceKind, string>> = {
  order: 'Order',
  return: 'Return',
  payment: 'Collection',
  advance: 'Advance',
  advanceRepayment: 'Advance repayment',
  expense: 'Expense claim',
};

/** Cheque number and date belong to vouchers that move money through a bank. */
export const takesCheque = (type: VoucherType): boolean =>
  type === 'payment' || type === 'receipt' || type === 'contra';
