import {
  type CostCenterRow,
  ledgerReportContracts,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { Fragment, useState } from 'react';
import { AppLink } from '../../core/navigation.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { generalLedgerPath } from './general-ledger-table.tsx';
import { ExpandableRows, ReportActions } from './ledger-report-parts.tsx';
import { useCostCenterSummary } from './ledger-report-queries.ts';

const CenterRows = ({ row, from, to }: { row: CostCenterRow; from: string; to: string }) => {
  return (
    <ExpandableRows
      label={`Ledgers of ${row.Name}`}
      name={row.Name}
      disabled={row.Ledgers.length === 0}
      cells={
        <>
          <td className="bo-cell-number">{booksAmount(row.Income)}</td>
          <td className="bo-cell-number">{booksAmount(row.Expense)}</td>
        </>
      }
      total={row.Net}
      details={() =>
        row.Ledgers.map((ledger) => (
          <tr key={ledger.LedgerId} className="bo-ageing-bill">
            <td className="bo-ageing-bill-name">
              {row.CostCenterId === null ? (
                ledger.Name
              ) : (
                <AppLink
                  href={generalLedgerPath(ledger.LedgerId, {
                    From: from,
                    To: to,
                    CostCenterId: row.CostCenterId,
                  })}
                >
                  {ledger.Name}
                </AppLink>
              )}
            </td>
            <td className="bo-cell-number">{ledger.Nature === 'income' ? booksAmount(ledger.Amount) : ''}</td>
            <td className="bo-cell-number">
              {ledger.Nature === 'expense' ? booksAmount(ledger.Amount) : ''}
            </td>
            <td />
          </tr>
        ))
      }
    />
  );
};

/**
 * What each cost center earned and spent over a period (the fiscal year to today unless picked):
 * income, expense and net, with the lines carrying no cost center last; a row opens its ledgers,
 * and a ledger its general ledger for that cost center.
 */
export const CostCenterSummaryPage = () => {
  const day = useCalendarDay();
  const [range, setRange] = useState({ fromDate: '', toDate: '' });
  const query = { FromDate: range.fromDate || undefined, ToDate: range.toDate || undefined };
  const summary = useCostCenterSummary(query);
  const data = summary.data;

  return (
    <div className="bo-page bo-cost-center-summary-page">
      <SalesListHead title="Cost Center Summary">
        <ReportActions
          path={ledgerReportContracts.costCenterSummaryExport.path}
          query={query}
          fileName="cost-center-summary"
        />
      </SalesListHead>
      <div className="bo-toolbar bo-entity-toolbar bo-ledger-filters">
        <DateRangeFields legend="Period" range={range} onChange={setRange} />
      </div>
      {summary.isPending ? <Loader label="Loading the cost centers" /> : null}
      {summary.isError ? <QueryProblem query={summary} /> : null}
      {data ? (
        <p className="bo-filter-note">
          {day(data.FromDate)} – {day(data.ToDate)}
        </p>
      ) : null}
      {data && data.Rows.length === 0 ? (
        <p className="bo-empty">No income or expense in this period.</p>
      ) : null}
      {data && data.Rows.length > 0 ? (
        <div className="bo-table-wrap" aria-busy={summary.isPlaceholderData}>
          <table className="bo-table bo-cost-center-table" aria-label="Cost center summary">
            <thead>
              <tr>
                <th scope="col">Cost center</th>
                <NumberColumn>Income</NumberColumn>
                <NumberColumn>Expense</NumberColumn>
                <NumberColumn>Net</NumberColumn>
              </tr>
            </thead>
            <tbody>
              {data.Rows.map((row) => (
                <Fragment key={row.CostCenterId ?? 'none'}>
                  <CenterRows row={row} from={data.FromDate} to={data.ToDate} />
                </Fragment>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="bo-cell-number">{booksAmount(data.Income)}</td>
                <td className="bo-cell-number">{booksAmount(data.Expense)}</td>
                <td className="bo-cell-number">
                  <strong>{booksAmount(data.Net)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </div>
  );
};
