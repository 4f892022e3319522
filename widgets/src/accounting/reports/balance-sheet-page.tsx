import {
  BALANCE_SHEET_TITLES,
  differenceOn,
  sideRoots,
} from '@backoffice/shared/accounting/financial-report-layout';
import {
  BALANCE_SHEET_SIDES,
  type BalanceSheet,
  type BalanceSheetSide,
  financialReportContracts,
} from '@backoffice/shared/accounting/financial-reports.contract';
import { reportTreeRows } from '@backoffice/shared/accounting/report-tree';
import { Fragment } from 'react';
import { useNavigate } from '../../core/navigation.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { useReportFilters } from './report-address.ts';
import { amountText, generalLedgerPath, TreeNameCell } from './report-parts.tsx';
import { useBalanceSheet } from './report-queries.ts';
import { ReportTop } from './report-top.tsx';
import { useReportTree } from './use-report-tree.ts';

type Tree = ReturnType<typeof useReportTree>;

/** One side of the sheet: its groups and ledgers, the Profit & Loss A/c's parts, its total. */
const SheetSide = ({
  sheet,
  side,
  tree,
  showLedgers,
  openLedger,
}: {
  sheet: BalanceSheet;
  side: BalanceSheetSide;
  tree: Tree;
  showLedgers: boolean;
  openLedger: (ledgerId: number) => string;
}) => {
  const rows = reportTreeRows(sheet.Groups, sheet.Ledgers, {
    open: tree.openKeys(sheet.Groups),
    showLedgers,
    roots: sideRoots(sheet, side),
  });
  const { onKeyDown, rowProps } = tree.bind(rows);
  const difference = differenceOn(sheet, side);
  const { ProfitAndLoss } = sheet;
  const profitParts = (level: number) => (
    <>
      <tr className="bo-report-detail">
        <td style={{ paddingInlineStart: `${level * 1.25 + 0.5}rem` }}>Opening balance</td>
        <td className="bo-cell-number">{amountText(ProfitAndLoss.Opening)}</td>
      </tr>
      <tr className="bo-report-detail">
        <td style={{ paddingInlineStart: `${level * 1.25 + 0.5}rem` }}>Current period</td>
        <td className="bo-cell-number">{amountText(ProfitAndLoss.CurrentPeriod)}</td>
      </tr>
    </>
  );
  const title = BALANCE_SHEET_TITLES[side];
  return (
    <div className="bo-table-wrap bo-balance-sheet-side">
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a tree with columns is WAI-ARIA's treegrid; the table keeps the columns aligned */}
      <table className="bo-table bo-report-table" role="treegrid" aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <NumberColumn>Amount</NumberColumn>
          </tr>
        </thead>
        <tbody onKeyDown={onKeyDown}>
          {rows.map((row) => {
            const item = row.kind === 'group' ? row.group : row.ledger;
            const isProfit = row.kind === 'ledger' && row.ledger.IsProfitAndLoss;
            return (
              <Fragment key={row.key}>
                <tr
                  {...rowProps(row)}
                  className={row.kind === 'group' ? 'bo-report-group' : 'bo-report-ledger'}
                >
                  <TreeNameCell
                    row={row}
                    onToggle={() => tree.toggle(row.key, row.level)}
                    ledgerHref={(ledger) => openLedger(ledger.Id)}
                  />
                  <td className="bo-cell-number">{amountText(item.Amount)}</td>
                </tr>
                {isProfit ? profitParts(row.level) : null}
              </Fragment>
            );
          })}
          {side === 'liabilities' && ProfitAndLoss.LedgerId === null ? (
            <>
              <tr className="bo-report-group">
                <th scope="row">Profit &amp; Loss A/c</th>
                <td className="bo-cell-number">{amountText(ProfitAndLoss.Amount)}</td>
              </tr>
              {profitParts(1)}
            </>
          ) : null}
          {difference !== 0 ? (
            <tr className="bo-report-group">
              <th scope="row">Difference in opening balances</th>
              <td className="bo-cell-number">{booksAmount(difference)}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="bo-cell-number">
              {booksAmount(side === 'liabilities' ? sheet.LiabilitiesTotal : sheet.AssetsTotal)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
};

/**
 * The balance sheet as on a day: liabilities and capital beside assets (one under the other on a
 * phone), groups opening to their ledgers, the year's profit on the Profit & Loss A/c under
 * capital, both totals equal; a ledger opens its general ledger for the year to the day.
 */
export const BalanceSheetPage = () => {
  const navigate = useNavigate();
  const { filters, filterBy } = useReportFilters();
  const showLedgers = filters.ShowLedgers !== 'false';
  const query = {
    To: filters.To === '' ? undefined : filters.To,
    BranchId: filters.BranchId === '' ? undefined : Number(filters.BranchId),
    ShowZero: filters.ShowZero === 'true' ? ('true' as const) : undefined,
  };
  const sheet = useBalanceSheet(query);
  const data = sheet.data;
  const range = { From: data?.From ?? '', To: data?.To ?? filters.To, BranchId: filters.BranchId };
  const tree = useReportTree((ledgerId) => navigate(generalLedgerPath(ledgerId, range)));

  return (
    <div className="bo-page bo-report-page">
      <ReportTop
        title="Balance Sheet"
        exportPath={financialReportContracts.balanceSheetExport.path}
        exportQuery={query}
        fileName="balance-sheet"
        filters={filters}
        onFilter={filterBy}
        options={['ledgers', 'zero']}
        report={sheet}
        loadingLabel="Loading the balance sheet"
        asOn
      />
      {data && data.OpeningDifference !== 0 ? (
        <p className="bo-alert" role="alert">
          Difference in opening balances: {booksAmount(Math.abs(data.OpeningDifference))}{' '}
          {data.OpeningDifference > 0 ? 'Dr' : 'Cr'}. It stands on the short side so both totals agree.
        </p>
      ) : null}
      {data ? (
        <div className="bo-balance-sheet" aria-busy={sheet.isPlaceholderData}>
          {BALANCE_SHEET_SIDES.map((side) => (
            <SheetSide
              key={side}
              sheet={data}
              side={side}
              tree={tree}
              showLedgers={showLedgers}
              openLedger={(ledgerId) => generalLedgerPath(ledgerId, range)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
};
