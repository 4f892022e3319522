/**
 * The books in memory: posts a voucher only when it balances and its source key is new, cancels a
 * posted one by posting its reversal, and answers ledger balances and the trial balance. It is
 * the behaviour the database poster must have (exactly once per source key, a balanced voucher or
 * nothing), kept pure so the property test can drive it with any sequence of events.
 */
import type { FieldError } from '../envelope.js';
import type { VoucherLine, VoucherType } from './voucher.js';
import { checkVoucherLines, reverseVoucher } from './voucher-balance.js';

export interface JournalPosting {
  sourceKey: string;
  type: VoucherType;
  lines: readonly VoucherLine[];
}

export interface JournalVoucher extends JournalPosting {
  id: number;
  state: 'posted' | 'cancelled';
  /** Set on a reversal: the voucher it cancels. */
  reversalOf?: number;
}

export type JournalResult = { ok: true; voucher: JournalVoucher } | { ok: false; errors: FieldError[] };

export interface PostingJournal {
  post(posting: JournalPosting): JournalResult;
  /** Cancels a posted voucher by posting its reversal under '<its key>:reversal'. */
  cancel(voucherId: number): JournalResult;
  vouchers(): readonly JournalVoucher[];
  /** Dr − Cr per ledger, over every voucher in the books (reversals included). */
  ledgerBalances(): Map<number, number>;
  /** The sum of every ledger's balance: 0 in balanced books. */
  trialBalance(): number;
}

const refused = (Message: string, Field = 'SourceKey'): JournalResult => ({
  ok: false,
  errors: [{ Field, Message }],
});

export function createPostingJournal(): PostingJournal {
  const books: JournalVoucher[] = [];
  const keys = new Set<string>();

  const add = (posting: JournalPosting, reversalOf?: number): JournalResult => {
    if (keys.has(posting.sourceKey)) return refused(`'${posting.sourceKey}' is already posted.`);
    const errors = checkVoucherLines(posting.lines);
    if (errors.length > 0) return { ok: false, errors };
    const voucher: JournalVoucher = {
      ...posting,
      lines: posting.lines.map((line) => ({ ...line })),
      id: books.length + 1,
      state: 'posted',
      ...(reversalOf === undefined ? {} : { reversalOf }),
    };
    keys.add(posting.sourceKey);
    books.push(voucher);
    return { ok: true, voucher };
  };

  const ledgerBalances = () => {
    const balances = new Map<number, number>();
    for (const voucher of books) {
      for (const line of voucher.lines) {
        const signed = line.side === 'Dr' ? line.amount : -line.amount;
        balances.set(line.ledgerId, (balances.get(line.ledgerId) ?? 0) + signed);
      }
    }
    return balances;
  };

  return {
    post: (posting) => add(posting),
    cancel(voucherId) {
      const original = books.find((voucher) => voucher.id === voucherId);
      if (!original) return refused(`There is no voucher ${voucherId}.`, 'Id');
      if (original.reversalOf !== undefined) {
        return refused('A reversal is not cancelled; post the entry again instead.', 'Id');
      }
      const reversed = reverseVoucher(original);
      if (!reversed.ok) return refused(reversed.message, 'Id');
      const result = add(
        { sourceKey: `${original.sourceKey}:reversal`, type: original.type, lines: reversed.reversal.lines },
        original.id,
      );
      if (result.ok) original.state = 'cancelled';
      return result;
    },
    vouchers: () => books,
    ledgerBalances,
    trialBalance: () => [...ledgerBalances().values()].reduce((sum, balance) => sum + balance, 0),
  };
}
