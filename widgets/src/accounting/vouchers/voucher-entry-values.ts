/**
 * Voucher entry's values: the header and the grid of lines as typed (amounts as rupee text), their
 * totals and balancing offer in paisa, the check before a save, and the server's messages put back
 * on the line and field they name ('Lines[2].Amount').
 */
import type { LedgerOption } from '@backoffice/shared/accounting/books.contract';
import type { VoucherSide, VoucherType } from '@backoffice/shared/accounting/voucher';
import type { VoucherDetail, VoucherSaveRouteBody } from '@backoffice/shared/accounting/voucher.contract';
import type { FieldError } from '@backoffice/shared/envelope';
import { NO_REFERENCE, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { paisaOfText } from '../../sales/collections/collection-form-values.ts';
import {
  canonicalName,
  type FormCheckFailure,
  type FormErrors,
  fieldPathParts,
  type MappedErrors,
} from '../../sales/common/forms/form-field-errors.ts';
import { takesCheque } from './voucher-format.ts';

/** A ledger chosen on a line: what the picker answered (group and balance), or a stored draft's name only. */
export type LedgerChoice = Pick<LedgerOption, 'Id' | 'Name'> &
  Partial<Pick<LedgerOption, 'GroupName' | 'Balance' | 'BalanceSide'>>;

export interface VoucherLineValues {
  /** The line's own key: lines come and go, their messages and focus stay with them. */
  key: number;
  side: VoucherSide;
  ledger: LedgerChoice | null;
  /** Rupees as typed, at most two decimals. */
  amount: string;
  costCenter: ReferenceValue;
  billRef: string;
  narration: string;
}

export interface VoucherEntryValues {
  type: VoucherType;
  /** YYYY-MM-DD (AD), or '' while the box names no day. */
  date: string;
  reference: string;
  chequeNo: string;
  chequeDate: string;
  narration: string;
  lines: VoucherLineValues[];
}

/** The line fields in the order Enter walks them; the wire names their messages use. */
export const LINE_FIELDS = ['Side', 'LedgerId', 'Amount', 'CostCenterId', 'BillRef', 'Narration'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** The message key of a line's field: 'Line:3:Amount'. */
export const lineErrorKey = (key: number, field: LineField): string => `Line:${key}:${field}`;

const HEADER_FIELDS = [
  'VoucherType',
  'VoucherDate',
  'Reference',
  'ChequeNo',
  'ChequeDate',
  'Narration',
  'File',
];

export const newLine = (key: number, side: VoucherSide = 'Dr', amount = ''): VoucherLineValues => ({
  key,
  side,
  ledger: null,
  amount,
  costCenter: NO_REFERENCE,
  billRef: '',
  narration: '',
});

export const emptyVoucherValues = (type: VoucherType, date: string): VoucherEntryValues => ({
  type,
  date,
  reference: '',
  chequeNo: '',
  chequeDate: '',
  narration: '',
  lines: [newLine(1)],
});

/** Nothing typed on the line: it is left out of the save. */
export const isEmptyLine = (line: VoucherLineValues): boolean =>
  line.ledger === null &&
  line.amount.trim() === '' &&
  line.costCenter.id === '' &&
  line.billRef.trim() === '' &&
  line.narration.trim() === '';

/** The debits and credits typed so far, in paisa (an amount that is not one counts nothing). */
export const lineTotals = (lines: readonly VoucherLineValues[]) => {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    const paisa = paisaOfText(line.amount) ?? 0;
    if (line.side === 'Dr') debit += paisa;
    else credit += paisa;
  }
  return { debit, credit, difference: Math.abs(debit - credit) };
};

/** Paisa as the amount box shows them: 123456 → '1234.56'. */
export const amountText = (paisa: number): string => (paisa / 100).toFixed(2);

/** The side and amount that would balance the lines, as Tally offers on the next line; null when they balance. */
export const balancingOffer = (
  lines: readonly VoucherLineValues[],
): { side: VoucherSide; amount: string } | null => {
  const { debit, credit } = lineTotals(lines);
  if (debit === credit) return null;
  return debit > credit
    ? { side: 'Cr', amount: amountText(debit - credit) }
    : { side: 'Dr', amount: amountText(credit - debit) };
};

export const valuesFromVoucher = (voucher: VoucherDetail): VoucherEntryValues => ({
  type: voucher.VoucherType,
  date: voucher.VoucherDate,
  reference: voucher.Reference ?? '',
  chequeNo: voucher.ChequeNo ?? '',
  chequeDate: voucher.ChequeDate ?? '',
  narration: voucher.Narration ?? '',
  lines: voucher.Lines.map((line, index) => ({
    key: index + 1,
    side: line.Side,
    ledger: { Id: line.LedgerId, Name: line.LedgerName },
    amount: line.Amount.toFixed(2),
    costCenter:
      line.CostCenterId === null
        ? NO_REFERENCE
        : { id: String(line.CostCenterId), name: line.CostCenterName ?? '' },
    billRef: line.BillRef ?? '',
    narration: line.Narration ?? '',
  })),
});

export type CheckedVoucher = { ok: true; body: VoucherSaveRouteBody; lineKeys: number[] } | FormCheckFailure;

const given = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

/**
 * What the screen asks before a save: a date, a ledger and an amount (more than 0, two decimals at
 * most) on every line typed, two lines at least, and for posting, debits equal to credits. The
 * server checks all of it again.
 */
export function checkVoucherEntry(values: VoucherEntryValues, post: boolean): CheckedVoucher {
  const errors: FormErrors = {};
  const problems: string[] = [];
  if (values.date === '') errors.VoucherDate = 'Voucher date is required';
  const lines = values.lines.filter((line) => !isEmptyLine(line));
  for (const line of lines) {
    if (line.ledger === null) errors[lineErrorKey(line.key, 'LedgerId')] = 'Choose a ledger';
    const paisa = paisaOfText(line.amount);
    if (!paisa)
      errors[lineErrorKey(line.key, 'Amount')] = 'Amount must be more than 0 with at most 2 decimals';
  }
  if (lines.length < 2) problems.push('A voucher needs at least two lines: a debit and a credit.');
  const { debit, credit } = lineTotals(lines);
  if (post && problems.length === 0 && debit !== credit) {
    problems.push(
      `Debits and credits differ by ${amountText(Math.abs(debit - credit))}: a voucher posts only when they are equal.`,
    );
  }
  if (Object.keys(errors).length > 0 || problems.length > 0) return { ok: false, errors, problems };
  const cheque = takesCheque(values.type);
  return {
    ok: true,
    lineKeys: lines.map((line) => line.key),
    body: {
      VoucherType: values.type,
      VoucherDate: values.date,
      Narration: given(values.narration),
      Reference: given(values.reference),
      ChequeNo: cheque ? given(values.chequeNo) : undefined,
      ChequeDate: cheque && values.chequeDate !== '' ? values.chequeDate : undefined,
      Post: post,
      Lines: lines.map((line) => ({
        LedgerId: line.ledger?.Id ?? 0,
        Side: line.side,
        Amount: (paisaOfText(line.amount) ?? 0) / 100,
        CostCenterId: line.costCenter.id === '' ? undefined : Number(line.costCenter.id),
        Narration: given(line.narration),
        BillRef: given(line.billRef),
      })),
    },
  };
}

/**
 * Each message on its control: 'Lines[2].Amount' on the amount of the third line sent (blank lines
 * are not sent, so `lineKeys` says which line that was); 'Lines[2]' on its ledger; the header's
 * fields on theirs; the rest above the form.
 */
export function mapVoucherServerErrors(
  errors: readonly FieldError[],
  lineKeys: readonly number[],
): MappedErrors {
  const fields: FormErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const [head = '', index, field] = fieldPathParts(error.Field);
    let key: string | undefined;
    if (head.toLowerCase() === 'lines' && index !== undefined && /^\d+$/.test(index)) {
      const lineKey = lineKeys[Number(index)];
      const name = field === undefined ? 'LedgerId' : canonicalName(field, LINE_FIELDS);
      key = lineKey !== undefined && name ? lineErrorKey(lineKey, name as LineField) : undefined;
    } else if (index === undefined) {
      key = canonicalName(head, HEADER_FIELDS);
    }
    // One message a control; a second about the same one is still said, above the form.
    if (key && fields[key] === undefined) fields[key] = error.Message;
    else other.push(error.Message);
  }
  return { fields, other };
}
