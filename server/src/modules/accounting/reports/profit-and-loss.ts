import type {
  ProfitAndLoss,
  ProfitAndLossGroup,
  ProfitAndLossStage,
} from '@backoffice/shared/accounting/financial-reports.contract';
import type { UserContext } from '../../../http/request-context.js';
import { type BooksDay, booksDayOf, isBalanceSheet } from '../books/books-balance.js';
import { groupsHolding, primaryGroups, readLedgerGroups, rollUpGroups } from '../books/group-rollup.js';
import { closingOf, type LedgerPeriodSums, readLedgerPeriodSums } from '../books/ledger-period-sums.js';
import { periodFields, type ReportPeriod } from './report-period.js';

/** Tally's primary groups above the gross profit; every other income and expense group is below it. */
const TRADING_GROUPS: readonly string[] = [
  'Sales Accounts',
  'Purchase Accounts',
  'Direct Incomes',
  'Direct Expenses',
];

const rupees = (paisa: number) => paisa / 100;

/** The same day a year before (29 February becomes the 28th). */
export const yearBefore = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  const before = new Date(Date.UTC((year ?? 0) - 1, (month ?? 1) - 1, date ?? 1));
  if (before.getUTCDate() !== date) before.setUTCDate(0);
  return before.toISOString().slice(0, 10);
};

/**
 * An income or expense ledger's figures over a range: its lines in the range, and its opening
 * balance for the year when the range starts on the year's first day (what it brings into a later
 * day is the year's earlier lines, which are not the range's).
 */
const inRange = (ledgers: readonly LedgerPeriodSums[], from: BooksDay) => {
  const withOpening = from.asOn === from.yearStart;
  return ledgers
    .filter((ledger) => !isBalanceSheet(ledger.nature))
    .map((ledger) => ({ ...ledger, opening: withOpening ? ledger.opening : 0 }));
};

/** An income figure stands as credits less debits, an expense figure as debits less credits. */
const onItsSide = (nature: 'income' | 'expense', net: number) => rupees(nature === 'income' ? -net : net);

/**
 * GET /accounting/profitandloss: every income and expense ledger's and group's net over the range, the gross profit from the trading groups and the net
 * profit from all; with Compare, the same range a year before beside it.
 */
export const loadProfitAndLoss = async (
  ctx: UserContext,
  report: ReportPeriod,
  options: { compare: boolean; showZero: boolean },
): Promise<ProfitAndLoss> => {
  const { db } = ctx.deps;
  const previousFrom = options.compare ? yearBefore(report.period.from.asOn) : null;
  const previousTo = options.compare ? yearBefore(report.period.to) : null;
  const [ledgerRows, groupRows, previousRows] = await Promise.all([
    readLedgerPeriodSums(db, ctx.companyId, report.period, report.scope),
    readLedgerGroups(db, ctx.companyId),
    previousFrom !== null && previousTo !== null
      ? booksDayOf(db, ctx.companyId, previousFrom, ctx.now, ctx.log).then(async (from) =>
          inRange(
            await readLedgerPeriodSums(db, ctx.companyId, { from, to: previousTo }, report.scope),
            from,
          ),
        )
      : Promise.resolve(null),
  ]);
  const incomeAndExpense = inRange(ledgerRows, report.period.from);
  const previousNet = previousRows
    ? new Map(previousRows.map((ledger) => [ledger.ledgerId, closingOf(ledger)]))
    : null;
  const primaryOf = primaryGroups(groupRows);
  const stageOfGroup = (groupId: number): ProfitAndLossStage => {
    const primary = primaryOf.get(groupId);
    return primary?.isSystem && TRADING_GROUPS.includes(primary.name) ? 'trading' : 'indirect';
  };
  const nature = (ledger: LedgerPeriodSums) => (ledger.nature === 'income' ? 'income' : 'expense');

  const periodSums = rollUpGroups(groupRows, incomeAndExpense);
  const previousSums = previousRows ? rollUpGroups(groupRows, previousRows) : null;

  const result = { gross: 0, net: 0, previousGross: 0, previousNet: 0 };
  const ledgers: ProfitAndLoss['Ledgers'] = [];
  for (const ledger of incomeAndExpense) {
    const net = closingOf(ledger);
    const before = previousNet?.get(ledger.ledgerId) ?? 0;
    const trading = stageOfGroup(ledger.groupId) === 'trading';
    result.net -= net;
    result.previousNet -= before;
    if (trading) {
      result.gross -= net;
      result.previousGross -= before;
    }
    const idle = ledger.opening === 0 && ledger.debit === 0 && ledger.credit === 0 && before === 0;
    if (!options.showZero && idle) continue;
    ledgers.push({
      Id: ledger.ledgerId,
      Name: ledger.name,
      GroupId: ledger.groupId,
      Amount: onItsSide(nature(ledger), net),
      Previous: previousNet ? onItsSide(nature(ledger), before) : null,
    });
  }
  const shown = groupsHolding(
    groupRows,
    ledgers.map((ledger) => ledger.GroupId),
  );
  const groups: ProfitAndLossGroup[] = [];
  for (const group of groupRows) {
    if (isBalanceSheet(group.nature) || (!options.showZero && !shown.has(group.id))) continue;
    const groupNature = group.nature === 'income' ? 'income' : 'expense';
    const sums = periodSums.get(group.id);
    const before = previousSums?.get(group.id);
    groups.push({
      Id: group.id,
      Name: group.name,
      ParentId: group.parentId,
      Nature: groupNature,
      Stage: stageOfGroup(group.id),
      Amount: onItsSide(groupNature, sums ? closingOf(sums) : 0),
      Previous: previousSums ? onItsSide(groupNature, before ? closingOf(before) : 0) : null,
    });
  }
  const compared = previousSums !== null;
  return {
    ...periodFields(report),
    PreviousFrom: previousFrom,
    PreviousTo: previousTo,
    Groups: groups,
    Ledgers: ledgers,
    GrossProfit: { Amount: rupees(result.gross), Previous: compared ? rupees(result.previousGross) : null },
    NetProfit: { Amount: rupees(result.net), Previous: compared ? rupees(result.previousNet) : null },
  };
};
