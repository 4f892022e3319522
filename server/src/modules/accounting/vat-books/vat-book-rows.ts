import type { VatMonth, VatRowState } from '@backoffice/shared/accounting/vat-books.contract';
import { toRupees } from '../../../entities/entity-values.js';
import type { BookLine, BookVoucher } from './vat-book-vouchers.js';
import { bsDayOf } from './vat-month.js';

/** A row's figures in paisa, signed as the register shows them. */
export interface RowFigures {
  total: number;
  taxable: number;
  vat: number;
  exempt: number;
}

export const NO_FIGURES: RowFigures = { total: 0, taxable: 0, vat: 0, exempt: 0 };

/**
 * How a voucher stands in the month's register, or null when it is left out: the reversal of a
 * voucher of the same month (that voucher is listed cancelled at zero, so the pair nets out once).
 * A voucher cancelled in a later month keeps its amounts here, so a return already filed for this
 * month stays true; the later month lists the reversal, negative.
 */
export const rowStateOf = (
  voucher: BookVoucher,
  month: Pick<VatMonth, 'FromDate' | 'ToDate'>,
): { state: VatRowState; zero: boolean } | null => {
  if (voucher.original) {
    return voucher.original.date >= month.FromDate ? null : { state: 'reversal', zero: false };
  }
  if (voucher.status === 'cancelled') {
    const sameMonth = voucher.reversalDate !== null && voucher.reversalDate <= month.ToDate;
    return { state: 'cancelled', zero: sameMonth };
  }
  return { state: 'posted', zero: false };
};

/**
 * +1 for an invoice's direction (a sales or purchase voucher), -1 for a note's (a credit or debit
 * note, or the reversal of an invoice); a reversal of a note is +1 again.
 */
export const directionOf = (voucher: BookVoucher, noteType: BookVoucher['type']): 1 | -1 => {
  const note = voucher.type === noteType ? -1 : 1;
  return voucher.original ? (-note as 1 | -1) : note;
};

/** The lines with Dr and Cr swapped: a note read as the invoice it mirrors. */
export const mirrored = (lines: readonly BookLine[]): BookLine[] =>
  lines.map((line) => ({ ...line, side: line.side === 'Dr' ? 'Cr' : 'Dr' }));

export const scaled = (figures: RowFigures, by: number): RowFigures => ({
  total: figures.total * by,
  taxable: figures.taxable * by,
  vat: figures.vat * by,
  exempt: figures.exempt * by,
});

/** The voucher part of a row: number, dates, state and the figures in rupees. */
export const rowBase = (
  voucher: BookVoucher,
  state: VatRowState,
  figures: RowFigures,
  party: { name: string; pan: string },
  original: { no: string | null; id: number | null },
) => ({
  VoucherId: voucher.id,
  VoucherNo: voucher.voucherNo,
  Date: voucher.date,
  DateBs: bsDayOf(voucher.date),
  State: state,
  CancelledOn: voucher.status === 'cancelled' ? voucher.reversalDate : null,
  PartyName: party.name,
  Pan: party.pan,
  Total: toRupees(figures.total),
  Taxable: toRupees(figures.taxable),
  Vat: toRupees(figures.vat),
  Exempt: toRupees(figures.exempt),
  OriginalNo: voucher.original ? voucher.original.voucherNo : original.no,
  OriginalVoucherId: voucher.original ? voucher.original.id : original.id,
});

/** The sums of the rows' columns, in rupees added as paisa (no float drift). */
export const sumColumns = <K extends string>(
  rows: readonly Record<K, number>[],
  keys: readonly K[],
): Record<K, number> =>
  Object.fromEntries(
    keys.map((key) => [key, rows.reduce((sum, row) => sum + Math.round(row[key] * 100), 0) / 100]),
  ) as Record<K, number>;

/** The party's name and PAN from its ledger, the party's own where the ledger has none. */
export const partyOf = (line: BookLine | undefined): { name: string; pan: string } => ({
  name: line?.partyName ?? line?.ledgerName ?? '',
  pan: line?.ledgerPan?.trim() || line?.partyPan?.trim() || '',
});
