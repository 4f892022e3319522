/**
 * Whether a voucher's lines make a double entry, and the entry screen's offer of the line that
 * would balance it. Every problem is answered (none thrown), each with the field it is about.
 *
 * A ledger may appear twice on the same side only when something tells the lines apart: a
 * different bill (two invoices settled by one receipt) or a different cost center (one expense
 * split over branches). Two lines alike in all three say the same thing twice, and they would
 * print as one line twice on the ledger statement and in the bill-wise ageing, so they are
 * refused: the user adds them into one line.
 */
import type { FieldError } from '../envelope.js';
import { formatAmount } from '../format/money.format.js';
import { otherSide, type VoucherLine, type VoucherSide } from './voucher.js';

export interface VoucherTotals {
  debit: number;
  credit: number;
  /** debit − credit: positive when the debits are larger. */
  difference: number;
}

export const voucherTotals = (lines: readonly VoucherLine[]): VoucherTotals => {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    if (line.side === 'Dr') debit += line.amount;
    else credit += line.amount;
  }
  return { debit, credit, difference: debit - credit };
};

/** The side and amount of the line that would balance the lines, or null when they balance. */
export function balancingLine(lines: readonly VoucherLine[]): { side: VoucherSide; amount: number } | null {
  const { difference } = voucherTotals(lines);
  if (difference === 0) return null;
  return difference > 0 ? { side: 'Cr', amount: difference } : { side: 'Dr', amount: -difference };
}

const rupees = (paisa: number) => `Rs ${formatAmount(paisa)}`;
const isPositivePaisa = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/** Every reason the lines are not a postable double entry; empty when they are one. */
export function checkVoucherLines(lines: readonly VoucherLine[]): FieldError[] {
  const problems: FieldError[] = [];
  if (lines.length < 2) {
    problems.push({
      Field: 'Lines',
      Message: 'A voucher needs at least two lines: one debit and one credit.',
    });
  }
  const seen = new Map<string, number>();
  lines.forEach((line, index) => {
    if (!isPositivePaisa(line.amount)) {
      problems.push({
        Field: `Lines[${index}].Amount`,
        Message: `Line ${index + 1}: amount must be more than 0, in whole paisa.`,
      });
    }
    const key = JSON.stringify([line.ledgerId, line.side, line.billRef ?? '', line.costCenterId ?? 0]);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    problems.push({
      Field: `Lines[${index}].LedgerId`,
      Message: `Line ${index + 1}: the ledger is already ${line.side === 'Dr' ? 'debited' : 'credited'} on line ${first + 1} with the same bill and cost center; put them on one line.`,
    });
  });
  if (problems.some((problem) => problem.Field.endsWith('.Amount'))) return problems;
  const { debit, credit } = voucherTotals(lines);
  if (!Number.isSafeInteger(debit) || !Number.isSafeInteger(credit)) {
    problems.push({ Field: 'Lines', Message: 'The voucher is too large to total exactly.' });
  } else if (lines.length >= 2 && debit !== credit) {
    const offer = balancingLine(lines);
    problems.push({
      Field: 'Lines',
      Message: `Debits (${rupees(debit)}) and credits (${rupees(credit)}) differ by ${rupees(Math.abs(debit - credit))}; a ${offer?.side === 'Dr' ? 'debit' : 'credit'} of that amount would balance them.`,
    });
  }
  return problems;
}

export interface PostedVoucherRef {
  id: number;
  state: 'draft' | 'posted' | 'cancelled';
  lines: readonly VoucherLine[];
}

export interface VoucherReversal {
  /** The voucher the reversal cancels. */
  reversalOf: number;
  lines: VoucherLine[];
}

/**
 * The lines that cancel a posted voucher: the same lines with the sides swapped, so every ledger
 * (and bill and cost center) goes back to what it was, while both vouchers stay in the books.
 */
export function reverseVoucher(
  voucher: PostedVoucherRef,
): { ok: true; reversal: VoucherReversal } | { ok: false; message: string } {
  if (voucher.state !== 'posted') {
    const why =
      voucher.state === 'draft' ? 'a draft touches no balance; delete it instead' : 'it is already cancelled';
    return { ok: false, message: `Only a posted voucher can be reversed: ${why}.` };
  }
  return {
    ok: true,
    reversal: {
      reversalOf: voucher.id,
      lines: voucher.lines.map((line) => ({ ...line, side: otherSide(line.side) })),
    },
  };
}
