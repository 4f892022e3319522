/**
 * Vouchers: the documents of double entry, as Tally names them and Nepali accountants know them.
 * A voucher is a draft until posted; a posted voucher is never edited or deleted, only cancelled,
 * and cancelling posts a reversal (its lines with the sides swapped) so the books keep both.
 * Amounts are integer paisa, as everywhere in sales.
 */
import { z } from 'zod';
import { fiscalYearLabel, fiscalYearOf } from '../calendar/fiscal-year.js';
import type { FieldError } from '../envelope.js';
import { optionalId, optionalText, requiredDate, requiredId, requiredOneOf } from '../form-fields.js';
import { documentedAs } from '../http/json-schema.js';
import { toScaledInteger } from '../sales/common/paisa-math.js';
import { createStateMachine, type TransitionRule } from '../state-machine/state-machine.js';

export const VOUCHER_TYPES = [
  'payment',
  'receipt',
  'contra',
  'journal',
  'sales',
  'purchase',
  'creditNote',
  'debitNote',
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const VOUCHER_TYPE_LABELS: Readonly<Record<VoucherType, string>> = {
  payment: 'Payment',
  receipt: 'Receipt',
  contra: 'Contra',
  journal: 'Journal',
  sales: 'Sales',
  purchase: 'Purchase',
  creditNote: 'Credit Note',
  debitNote: 'Debit Note',
};

/** Distinct from the sales documents' SO, RT and RC, so a number alone says which book it is in. */
export const VOUCHER_PREFIXES: Readonly<Record<VoucherType, string>> = {
  payment: 'PV',
  receipt: 'RV',
  contra: 'CV',
  journal: 'JV',
  sales: 'SV',
  purchase: 'PUR',
  creditNote: 'CN',
  debitNote: 'DN',
};

const SERIAL_DIGITS = 6;

/** 'JV-2083/84-000001': numbered per type and fiscal year, like the sales documents. */
export function formatVoucherNo(type: VoucherType, startBsYear: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1) {
    throw new RangeError(`A voucher serial is a whole number from 1, not ${serial}`);
  }
  return `${VOUCHER_PREFIXES[type]}-${fiscalYearLabel(startBsYear)}-${String(serial).padStart(SERIAL_DIGITS, '0')}`;
}

/** The number of a voucher dated `day` (AD, YYYY-MM-DD) in a company whose year starts in BS month startMonth. */
export const voucherNoOn = (type: VoucherType, day: string, serial: number, startMonth?: number): string =>
  formatVoucherNo(type, fiscalYearOf(day, startMonth).startBsYear, serial);

export const VOUCHER_STATES = ['draft', 'posted', 'cancelled'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const VOUCHER_STATE_LABELS: Readonly<Record<VoucherState, string>> = {
  draft: 'Draft',
  posted: 'Posted',
  cancelled: 'Cancelled',
};

export const VOUCHER_ACTIONS = ['post', 'cancel'] as const;
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number];

/**
 * A draft touches no balance, so it is edited or deleted freely and has no cancel; a posted voucher
 * is cancelled by a reversal (voucher-balance.ts) and stays in the books; cancelled is final.
 */
export const VOUCHER_TRANSITIONS: readonly TransitionRule<VoucherState, VoucherAction>[] = [
  { action: 'post', label: 'Post', done: 'posted', from: ['draft'], to: 'posted', remarksRequired: false },
  {
    action: 'cancel',
    label: 'Cancel',
    done: 'cancelled',
    from: ['posted'],
    to: 'cancelled',
    remarksRequired: true,
  },
];

export const voucherStateMachine = createStateMachine({
  noun: 'voucher',
  statusLabels: VOUCHER_STATE_LABELS,
  rules: VOUCHER_TRANSITIONS,
});

export const VOUCHER_SIDES = ['Dr', 'Cr'] as const;
export type VoucherSide = (typeof VOUCHER_SIDES)[number];

export const otherSide = (side: VoucherSide): VoucherSide => (side === 'Dr' ? 'Cr' : 'Dr');

export interface VoucherLine {
  ledgerId: number;
  side: VoucherSide;
  /** Integer paisa, more than 0: the side says which way it goes. */
  amount: number;
  costCenterId?: number | undefined;
  narration?: string | undefined;
  /** The bill a receivable or payable line settles or raises (an invoice number), for ageing. */
  billRef?: string | undefined;
}

/** Lines one voucher may hold: more than any real entry, few enough for one screen. */
export const MAX_VOUCHER_LINES = 500;

const AMOUNT_MESSAGE = 'amount must be more than 0 with at most 2 decimals';

/** Rupees (at most two decimals, more than 0) as paisa; anything else is not an amount. */
const rupeesToPaisa = (value: unknown): unknown => {
  const text = typeof value === 'string' ? value.trim() : value;
  const rupees = typeof text === 'string' && /^\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (typeof rupees !== 'number') return rupees === '' || rupees === null ? undefined : rupees;
  const paisa = toScaledInteger(rupees, 2);
  return paisa !== null && paisa > 0n && paisa <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(paisa)
    : Number.NaN;
};

/** One line of a save, amounts in rupees as every sales body sends them. */
export const voucherLineShape = {
  LedgerId: requiredId('ledger is required'),
  Side: requiredOneOf(VOUCHER_SIDES, 'side must be Dr or Cr'),
  Amount: z.preprocess(
    rupeesToPaisa,
    z.number({ error: (issue) => (issue.input === undefined ? 'amount is required' : AMOUNT_MESSAGE) }),
  ),
  CostCenterId: optionalId('cost center must be a cost center id'),
  Narration: optionalText(500),
  BillRef: optionalText(100),
};
const voucherLineSchema = z.object(voucherLineShape);

const voucherSaveShape = {
  Id: optionalId('Id must be the number of a voucher'),
  Version: optionalId('Version must be a whole number from 1'),
  VoucherType: requiredOneOf(VOUCHER_TYPES, `VoucherType must be one of: ${VOUCHER_TYPES.join(', ')}`),
  VoucherDate: requiredDate('Voucher date'),
  Narration: optionalText(1000),
};

const linesSchema = z.array(voucherLineSchema).min(2).max(MAX_VOUCHER_LINES);

/** A voucher save as JSON: what a client sends. */
export const voucherSaveInputSchema = z.object({ ...voucherSaveShape, Lines: linesSchema });
export type VoucherSaveInput = z.output<typeof voucherSaveInputSchema>;

/** The save's body; Lines are read by readVoucherLines so each message names its line. */
export const voucherSaveBody = z.object({
  ...voucherSaveShape,
  Lines: documentedAs(z.unknown(), linesSchema),
});
export type VoucherSaveBody = z.output<typeof voucherSaveBody>;

/** ['Lines', 2, 'Amount'] → 'Lines[2].Amount'. */
const fieldOf = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (field, part) =>
      typeof part === 'number' ? `${field}[${part}]` : field ? `${field}.${String(part)}` : String(part),
    '',
  );

/**
 * The Lines of a save (an array, or a JSON string of one from a form) as voucher lines in paisa, or
 * every problem with a field per line: `Lines[2].Amount`, "Line 3: amount must be …".
 * Whether they balance is voucher-balance.ts's question.
 */
export function readVoucherLines(
  raw: unknown,
): { ok: true; lines: VoucherLine[] } | { ok: false; errors: FieldError[] } {
  let list = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw) as unknown;
    } catch {
      return {
        ok: false,
        errors: [{ Field: 'Lines', Message: 'Lines must be a list (a JSON array in a form).' }],
      };
    }
  }
  if (!Array.isArray(list)) {
    const Message = list === undefined || list === null ? 'A voucher needs lines.' : 'Lines must be a list.';
    return { ok: false, errors: [{ Field: 'Lines', Message }] };
  }
  if (list.length > MAX_VOUCHER_LINES) {
    return {
      ok: false,
      errors: [{ Field: 'Lines', Message: `At most ${MAX_VOUCHER_LINES} lines are allowed.` }],
    };
  }
  const errors: FieldError[] = [];
  const lines: VoucherLine[] = [];
  list.forEach((item, index) => {
    const parsed = voucherLineSchema.safeParse(item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push({
          Field: fieldOf(['Lines', index, ...issue.path]),
          Message: `Line ${index + 1}: ${issue.message}`,
        });
      }
      return;
    }
    const line = parsed.data;
    lines.push({
      ledgerId: line.LedgerId,
      side: line.Side,
      amount: line.Amount,
      costCenterId: line.CostCenterId,
      narration: line.Narration,
      billRef: line.BillRef,
    });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}
