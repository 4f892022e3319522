import {
  grossLabel,
  INDIRECT_PARTS,
  netLabel,
  type ProfitAndLossPart,
  partRoots,
  TRADING_PARTS,
} from '@backoffice/shared/accounting/financial-report-layout';
import {
  financialReportContracts,
  type ProfitAndLoss,
} from '@backoffice/shared/accounting/financial-reports.contract';
import { type ReportRow, reportTreeRows } from '@backoffice/shared/accounting/report-tree';
import { Fragment } from 'react';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { rangeQuery, useReportFilters } from './report-address.ts';
import { amountText, generalLedgerPath, ReportEmpty, TreeNameCell } from './report-parts.tsx';
import { useProfitAndLoss } from './report-queries.ts';
import { ReportTop } from './report-top.tsx';
import { useRangeReportTree } from './use-range-report-tree.ts';

type Group = ProfitAndLoss['Groups'][number];
type Ledger = ProfitAndLoss['Ledgers'][number];

/** A profit, or a loss shown in brackets. */
const resultText = (amount: number | null) =>
  amount === null ? '' : amount < 0 ? `(${booksAmount(-amount)})` : booksAmount(amount);

/**
 * The profit and loss account over a range, in Tally's order: sales and direct incomes, purchases
 * and direct expenses, the gross profit; indirect incomes and expenses, the net profit. Each group
 * opens to its ledgers (arrow keys as in the chart), a ledger to its general ledger; "Compare" sets
 * the same range a year before beside each figure.
 */
export const ProfitAndLossPage = () => {
  const day = useCalendarDay();
  const { filters, filterBy } = useReportFilters();
  const compare = filters.Compare === 'true';
  const query = { ...rangeQuery(filters), Compare: compare ? ('true' as const) : undefined };
  const account = useProfitAndLoss(query);
  const data = account.data;
  const { range, tree, showLedgers } = useRangeReportTree(filters, data);
  const compared = data?.PreviousFrom !== null && data?.PreviousFrom !== undefined;
  const partRows = (part: ProfitAndLossPart): ReportRow<Group, Ledger>[] =>
    data
      ? reportTreeRows(data.Groups, data.Ledgers, {
          open: tree.openKeys(data.Groups),
          showLedgers,
          roots: partRoots(data, part),
        })
      : [];
  const trading = TRADING_PARTS.map((part) => ({ part, rows: partRows(part) }));
  const indirect = INDIRECT_PARTS.map((part) => ({ part, rows: partRows(part) }));
  const allRows = [...trading, ...indirect].flatMap((each) => each.rows);
  const { onKeyDown, rowProps } = tree.bind(allRows);
  const columns = compared ? 3 : 2;

  const partBody = ({ part, rows }: { part: ProfitAndLossPart; rows: ReportRow<Group, Ledger>[] }) => (
    <Fragment key={part.title}>
      <tr className="bo-report-part">
        <th scope="rowgroup" colSpan={columns}>
          {part.title}
        </th>
      </tr>
      {rows.length === 0 ? (
        <tr>
          <td colSpan={columns} className="bo-report-none">
            None in this period
          </td>
        </tr>
      ) : null}
      {rows.map((row) => {
        const item = row.kind === 'group' ? row.group : row.ledger;
        return (
          <tr
            key={row.key}
            {...rowProps(row)}
            className={row.kind === 'group' ? 'bo-report-group' : 'bo-report-ledger'}
          >
            <TreeNameCell
              row={row}
              onToggle={() => tree.toggle(row.key, row.level)}
              ledgerHref={(ledger) => generalLedgerPath(ledger.Id, range)}
            />
            <td className="bo-cell-number">{amountText(item.Amount)}</td>
            {compared ? <td className="bo-cell-number">{amountText(item.Previous)}</td> : null}
          </tr>
        );
      })}
    </Fragment>
  );
  const resultRow = (label: string, result: ProfitAndLoss['GrossProfit']) => (
    <tr className="bo-report-result">
      <th scope="row">{label}</th>
      <td className="bo-cell-number">{resultText(result.Amount)}</td>
      {compared ? <td className="bo-cell-number">{resultText(result.Previous)}</td> : null}
    </tr>
  );

  return (
    <div className="bo-page bo-report-page">
      <ReportTop
        title="Profit & Loss A/c"
        exportPath={financialReportContracts.profitAndLossExport.path}
        exportQuery={query}
        fileName="profit-and-loss"
        filters={filters}
        onFilter={filterBy}
        options={['ledgers', 'compare']}
        report={account}
        loadingLabel="Loading the profit and loss account"
      />
      {data && data.Groups.length === 0 ? (
        <ReportEmpty>No income or expense in this period.</ReportEmpty>
      ) : null}
      {data && data.Groups.length > 0 ? (
        <div className="bo-table-wrap" aria-busy={account.isPlaceholderData}>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a tree with columns is WAI-ARIA's treegrid; the table keeps the columns aligned */}
          <table className="bo-table bo-report-table" role="treegrid" aria-label="Profit and loss account">
            <thead>
              <tr>
                <th scope="col">Particulars</th>
                <NumberColumn>Amount</NumberColumn>
                {compared && data.PreviousFrom && data.PreviousTo ? (
                  <NumberColumn>
                    {day(data.PreviousFrom)} to {day(data.PreviousTo)}
                  </NumberColumn>
                ) : null}
              </tr>
            </thead>
            <tbody onKeyDown={onKeyDown}>
              {trading.map(partBody)}
              {resultRow(grossLabel(data.GrossProfit.Amount), data.GrossProfit)}
              {indirect.map(partBody)}
              {resultRow(netLabel(data.NetProfit.Amount), data.NetProfit)}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};
