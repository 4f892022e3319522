import {
  type CashBankBook,
  type GeneralLedger,
  ledgerReportContracts,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { formatCount } from '@backoffice/shared/format/money.format';
import { AppLink } from '../../core/navigation.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { balanceText, booksAmount, voucherPath, voucherTypeLabel } from '../vouchers/voucher-format.ts';
import { ReportActions } from './ledger-report-parts.tsx';
import { type GeneralLedgerQuery, useGeneralLedger } from './ledger-report-queries.ts';

/** A cash or bank book names its sides as a cash book does; any other ledger Debit and Credit. */
export const sideLabels = (book: CashBankBook | null | undefined) =>
  book ? { debit: 'Receipts', credit: 'Payments' } : { debit: 'Debit', credit: 'Credit' };

/** The address of a ledger's general ledger, narrowed as the caller says. */
export const generalLedgerPath = (
  ledgerId: number,
  narrowed: { From?: string; To?: string; BranchId?: number; CostCenterId?: number } = {},
): string => {
  const params = new URLSearchParams({ LedgerId: String(ledgerId) });
  for (const [name, value] of Object.entries(narrowed)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return `/accounting/reports/ledger?${params.toString()}`;
};

const BalanceRow = ({ label, text, columns }: { label: string; text: string; columns: number }) => (
  <tr className="bo-ledger-balance-row">
    <th scope="row" colSpan={columns - 1}>
      {label}
    </th>
    <td className="bo-cell-number bo-cell-nowrap">{text}</td>
  </tr>
);

const Head = ({ ledger }: { ledger: GeneralLedger }) => {
  const day = useCalendarDay();
  return (
    <dl className="bo-ledger-facts">
      <div>
        <dt>Ledger</dt>
        <dd>
          {ledger.LedgerName} <span className="bo-muted">({ledger.GroupName})</span>
        </dd>
      </div>
      <div>
        <dt>Period</dt>
        <dd>
          {day(ledger.FromDate)} – {day(ledger.ToDate)}
        </dd>
      </div>
      <div>
        <dt>Opening</dt>
        <dd>{balanceText(ledger.Opening.Balance, ledger.Opening.BalanceSide)}</dd>
      </div>
      <div>
        <dt>Closing</dt>
        <dd>{balanceText(ledger.Closing.Balance, ledger.Closing.BalanceSide)}</dd>
      </div>
    </dl>
  );
};

/** Which page: the first (neither), the lines after a cursor, or before one ('end': the last page). */
export interface LedgerPageAt {
  After?: string | undefined;
  Before?: string | undefined;
}

const PageButtons = ({ ledger, onPage }: { ledger: GeneralLedger; onPage: (at: LedgerPageAt) => void }) =>
  ledger.PrevCursor === null && ledger.NextCursor === null ? null : (
    <nav className="bo-pagination bo-ledger-pages" aria-label="Ledger pages">
      <button
        type="button"
        className="bo-btn"
        disabled={ledger.PrevCursor === null}
        onClick={() => onPage({})}
      >
        First
      </button>
      <button
        type="button"
        className="bo-btn"
        disabled={ledger.PrevCursor === null}
        onClick={() => onPage({ Before: ledger.PrevCursor ?? undefined })}
      >
        Previous
      </button>
      <button
        type="button"
        className="bo-btn"
        disabled={ledger.NextCursor === null}
        onClick={() => onPage({ After: ledger.NextCursor ?? undefined })}
      >
        Next
      </button>
      <button
        type="button"
        className="bo-btn"
        disabled={ledger.NextCursor === null}
        onClick={() => onPage({ Before: 'end' })}
      >
        Last
      </button>
    </nav>
  );

interface GeneralLedgerTableProps {
  /** The ledger, range and scope; undefined until a ledger is chosen. */
  query: GeneralLedgerQuery | undefined;
  onPage: (at: LedgerPageAt) => void;
  /** What the screen calls the lines: 'ledger' or 'book'. */
  emptyText: string;
}

/**
 * A ledger's lines over a range, as Tally prints a ledger: the balance brought in (or forward, on
 * a later page), each line with its other side and the running balance after it, and on the last
 * page the period's totals and the closing balance; 100 lines a page (First, Previous, Next, Last),
 * with Export and Print. The
 * general ledger and the cash and bank books are this one table.
 */
export const GeneralLedgerTable = ({ query, onPage, emptyText }: GeneralLedgerTableProps) => {
  const day = useCalendarDay();
  const ledger = useGeneralLedger(query);
  const data = ledger.data;
  const labels = sideLabels(data?.Book);
  const columns = 9;
  const firstPage = data?.PrevCursor === null;
  const lastPage = data?.NextCursor === null;
  const { After: _after, Before: _before, pageSize: _pageSize, ...exportQuery } = query ?? {};

  if (query === undefined) return <p className="bo-empty">{emptyText}</p>;
  return (
    <>
      <ReportActions
        path={ledgerReportContracts.generalLedgerExport.path}
        query={exportQuery}
        fileName={data?.Book ? `${data.Book}-book` : 'general-ledger'}
      />
      <p className="bo-sr-only" role="status">
        {ledger.isPending
          ? 'Loading the ledger'
          : data
            ? `${formatCount(data.Items.length)} lines on this page`
            : ''}
      </p>
      {ledger.isPending ? <Loader label="Loading the ledger" /> : null}
      {ledger.isError ? <QueryProblem query={ledger} /> : null}
      {data ? <Head ledger={data} /> : null}
      {data ? (
        <div className="bo-table-wrap" aria-busy={ledger.isPlaceholderData}>
          <table className="bo-table bo-general-ledger-table" aria-label={`Lines of ${data.LedgerName}`}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Voucher no</th>
                <th scope="col">Type</th>
                <th scope="col">Particulars</th>
                <th scope="col">Narration</th>
                <th scope="col">Cheque no</th>
                <NumberColumn>{labels.debit}</NumberColumn>
                <NumberColumn>{labels.credit}</NumberColumn>
                <NumberColumn>Balance</NumberColumn>
              </tr>
            </thead>
            <tbody>
              <BalanceRow
                label={firstPage ? 'Opening balance' : 'Brought forward'}
                text={balanceText(data.PageOpening.Balance, data.PageOpening.BalanceSide)}
                columns={columns}
              />
              {data.Items.map((line, index) => (
                // A voucher may hold the ledger twice; a line's place on its page is its key.
                // biome-ignore lint/suspicious/noArrayIndexKey: the page's lines are read whole, never reordered
                <tr key={index}>
                  <td className="bo-cell-nowrap">{day(line.VoucherDate)}</td>
                  <td className="bo-cell-nowrap">
                    <AppLink href={voucherPath(line.VoucherId)} className="bo-order-no">
                      {line.VoucherNo}
                    </AppLink>
                  </td>
                  <td>{voucherTypeLabel(line.VoucherType)}</td>
                  <td>{line.Particulars}</td>
                  <td>{line.Narration ?? ''}</td>
                  <td>{line.ChequeNo ?? ''}</td>
                  <td className="bo-cell-number">{line.Debit ? booksAmount(line.Debit) : ''}</td>
                  <td className="bo-cell-number">{line.Credit ? booksAmount(line.Credit) : ''}</td>
                  <td className="bo-cell-number bo-cell-nowrap">
                    {balanceText(line.RunningBalance, line.RunningSide)}
                  </td>
                </tr>
              ))}
            </tbody>
            {lastPage ? (
              <tfoot>
                <tr>
                  <th scope="row" colSpan={6}>
                    Totals of the period
                  </th>
                  <td className="bo-cell-number">{booksAmount(data.TotalDebit)}</td>
                  <td className="bo-cell-number">{booksAmount(data.TotalCredit)}</td>
                  <td />
                </tr>
                <BalanceRow
                  label="Closing balance"
                  text={balanceText(data.Closing.Balance, data.Closing.BalanceSide)}
                  columns={columns}
                />
              </tfoot>
            ) : null}
          </table>
        </div>
      ) : null}
      {data && data.Items.length === 0 && firstPage ? (
        <p className="bo-empty">No lines in this period.</p>
      ) : null}
      {data ? <PageButtons ledger={data} onPage={onPage} /> : null}
    </>
  );
};
