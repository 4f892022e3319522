import {
  financialReportContracts,
  type TrialBalance,
  type TrialGroup,
  type TrialLedger,
} from '@backoffice/shared/accounting/financial-reports.contract';
import { reportTreeRows } from '@backoffice/shared/accounting/report-tree';
import type { VoucherSide } from '@backoffice/shared/accounting/voucher';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { rangeQuery, useReportFilters } from './report-address.ts';
import { amountText, generalLedgerPath, ReportEmpty, TreeNameCell } from './report-parts.tsx';
import { useTrialBalance } from './report-queries.ts';
import { ReportTop } from './report-top.tsx';
import { useRangeReportTree } from './use-range-report-tree.ts';

const SideCells = ({ amount, side }: { amount: number; side: VoucherSide | null }) => (
  <>
    <td className="bo-cell-number">{side === 'Dr' ? amountText(amount) : ''}</td>
    <td className="bo-cell-number">{side === 'Cr' ? amountText(amount) : ''}</td>
  </>
);

const FigureCells = ({ row }: { row: TrialGroup | TrialLedger }) => (
  <>
    <SideCells amount={row.Opening} side={row.OpeningSide} />
    <td className="bo-cell-number">{amountText(row.Debit)}</td>
    <td className="bo-cell-number">{amountText(row.Credit)}</td>
    <SideCells amount={row.Closing} side={row.ClosingSide} />
  </>
);

const differenceText = (report: TrialBalance) =>
  `${booksAmount(Math.abs(report.OpeningDifference))} ${report.OpeningDifference > 0 ? 'Dr' : 'Cr'}`;

/**
 * The trial balance over a range: the group tree with each group's and ledger's opening, debits,
 * credits and closing, Dr or Cr, and the totals; groups open and close (arrow keys as in the chart),
 * a group opens as a report of its own, a ledger opens its general ledger over the same range.
 */
export const TrialBalancePage = () => {
  const { filters, filterBy } = useReportFilters();
  const query = rangeQuery(filters);
  const trial = useTrialBalance(query);
  const data = trial.data;
  const { range, tree, showLedgers } = useRangeReportTree(filters, data);
  const groupId = filters.GroupId === '' ? undefined : Number(filters.GroupId);
  const rows = data
    ? reportTreeRows(data.Groups, data.Ledgers, {
        open: tree.openKeys(data.Groups),
        showLedgers,
        ...(groupId === undefined ? {} : { roots: [groupId] }),
      })
    : [];
  const { onKeyDown, rowProps } = tree.bind(rows);
  const narrowedTo = data?.Groups.find((group) => group.Id === groupId);

  return (
    <div className="bo-page bo-report-page">
      <ReportTop
        title="Trial Balance"
        exportPath={financialReportContracts.trialBalanceExport.path}
        exportQuery={query}
        fileName="trial-balance"
        filters={filters}
        onFilter={filterBy}
        options={['ledgers', 'zero']}
        report={trial}
        loadingLabel="Loading the trial balance"
      />
      {narrowedTo ? (
        <p className="bo-filter-note bo-no-print">
          Group {narrowedTo.Name} only.{' '}
          <button type="button" className="bo-link-btn" onClick={() => filterBy({ GroupId: '' })}>
            Show every group
          </button>
        </p>
      ) : null}
      {data && data.OpeningDifference !== 0 ? (
        <p className="bo-alert" role="alert">
          Difference in opening balances: {differenceText(data)}. The opening balances do not balance, so
          neither do the totals.
        </p>
      ) : null}
      {data && rows.length === 0 ? <ReportEmpty>Nothing in the books for this period.</ReportEmpty> : null}
      {data && rows.length > 0 ? (
        <div className="bo-table-wrap" aria-busy={trial.isPlaceholderData}>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a tree with columns is WAI-ARIA's treegrid; the table keeps the columns aligned */}
          <table className="bo-table bo-report-table" role="treegrid" aria-label="Trial balance">
            <thead>
              <tr>
                <th scope="col" rowSpan={2}>
                  Particulars
                </th>
                <th scope="colgroup" colSpan={2} className="bo-cell-number">
                  Opening
                </th>
                <th scope="colgroup" colSpan={2} className="bo-cell-number">
                  Transactions
                </th>
                <th scope="colgroup" colSpan={2} className="bo-cell-number">
                  Closing
                </th>
              </tr>
              <tr>
                {['Dr', 'Cr', 'Debit', 'Credit', 'Dr', 'Cr'].map((label, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                  <th key={index} scope="col" className="bo-cell-number">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody onKeyDown={onKeyDown}>
              {rows.map((row) => (
                <tr
                  key={row.key}
                  {...rowProps(row)}
                  className={row.kind === 'group' ? 'bo-report-group' : 'bo-report-ledger'}
                >
                  <TreeNameCell
                    row={row}
                    onToggle={() => tree.toggle(row.key, row.level)}
                    ledgerHref={(ledger) => generalLedgerPath(ledger.Id, range)}
                    onGroupOpen={(group) => filterBy({ GroupId: String(group.Id) })}
                  />
                  <FigureCells row={row.kind === 'group' ? row.group : row.ledger} />
                </tr>
              ))}
            </tbody>
            {narrowedTo ? null : (
              <tfoot>
                {data.OpeningDifference !== 0 ? (
                  <tr>
                    <th scope="row">Difference in opening balances</th>
                    <td className="bo-cell-number">
                      {data.OpeningDifference < 0 ? booksAmount(-data.OpeningDifference) : ''}
                    </td>
                    <td className="bo-cell-number">
                      {data.OpeningDifference > 0 ? booksAmount(data.OpeningDifference) : ''}
                    </td>
                    <td colSpan={4} />
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">Total</th>
                  <td className="bo-cell-number">{booksAmount(data.Totals.OpeningDebit)}</td>
                  <td className="bo-cell-number">{booksAmount(data.Totals.OpeningCredit)}</td>
                  <td className="bo-cell-number">{booksAmount(data.Totals.Debit)}</td>
                  <td className="bo-cell-number">{booksAmount(data.Totals.Credit)}</td>
                  <td className="bo-cell-number">{booksAmount(data.Totals.ClosingDebit)}</td>
                  <td className="bo-cell-number">{booksAmount(data.Totals.ClosingCredit)}</td>
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      ) : null}
    </div>
  );
};
