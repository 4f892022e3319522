import {
  bankReconciliationContracts,
  type UnclearedItem,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { ExportControl } from '../../ui/export-control.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { PrintButton } from '../../ui/print-button.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount, voucherNoText } from '../vouchers/voucher-format.ts';
import { useReconciliationStatement } from './bank-reconciliation-queries.ts';

const ItemRows = ({ items, day }: { items: readonly UnclearedItem[]; day: (value: string) => string }) => (
  <>
    {items.map((item) => (
      <tr key={`${item.VoucherId}:${item.LineNo}`} className="bo-recon-item">
        <td className="bo-cell-nowrap">{day(item.Date)}</td>
        <td className="bo-cell-nowrap">{voucherNoText(item.VoucherNo)}</td>
        <td>
          {item.Particulars}
          {item.ClearanceDate ? ` (cleared ${day(item.ClearanceDate)})` : ''}
        </td>
        <td>{item.ChequeNo ?? ''}</td>
        <td className="bo-cell-number">{booksAmount(item.Amount)}</td>
        <td />
      </tr>
    ))}
  </>
);

const TotalRow = ({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) => (
  <tr className={strong ? 'bo-recon-total' : undefined}>
    <th scope="row" colSpan={5}>
      {label}
    </th>
    <td className="bo-cell-number">{booksAmount(amount)}</td>
  </tr>
);

/**
 * The bank reconciliation statement as on a day (today until another is picked): balance as per
 * books, less deposits not yet credited, add cheques not yet presented, balance as per bank, and
 * beside it the last imported statement balance with the difference; printable and exportable.
 */
export const ReconciliationStatementPanel = ({ id, accountId }: { id: string; accountId: number }) => {
  const day = useCalendarDay();
  const [asOn, setAsOn] = useState(() => companyToday());
  const query = { BankAccountId: accountId, AsOn: asOn };
  const statement = useReconciliationStatement(query, asOn !== '');
  const data = statement.data;

  return (
    <section className="bo-recon-statement" aria-labelledby={`${id}-statement-title`}>
      <h2 id={`${id}-statement-title`} className="bo-section-title">
        Bank reconciliation statement
      </h2>
      <div className="bo-toolbar bo-entity-toolbar bo-no-print">
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-as-on`}>As on</label>
          <DateInput id={`${id}-as-on`} value={asOn} onChange={setAsOn} />
        </div>
        <div className="bo-button-row">
          <ExportControl
            path={bankReconciliationContracts.statementExport.path}
            query={query}
            fileName="bank-reconciliation"
          />
          <PrintButton />
        </div>
      </div>
      {asOn === '' ? <p className="bo-empty">Pick the day the statement is as on.</p> : null}
      {statement.isPending && asOn !== '' ? <Loader label="Loading the reconciliation statement" /> : null}
      {statement.isError ? <QueryProblem query={statement} /> : null}
      {data ? (
        <>
          <p className="bo-filter-note">
            <strong>{data.BankName}</strong> · {data.AccountName} ({data.AccountNumber}) · as on{' '}
            {day(data.AsOn)}
          </p>
          <div className="bo-table-wrap" aria-busy={statement.isPlaceholderData}>
            <table className="bo-table bo-recon-statement-table" aria-label="Bank reconciliation statement">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Voucher</th>
                  <th scope="col">Particulars</th>
                  <th scope="col">Cheque no</th>
                  <NumberColumn>Amount</NumberColumn>
                  <NumberColumn>Balance</NumberColumn>
                </tr>
              </thead>
              <tbody>
                <TotalRow label="Balance as per books" amount={data.BooksBalance} strong />
                <TotalRow
                  label="Less: deposits not yet credited by the bank"
                  amount={data.UnclearedDepositsTotal}
                />
                <ItemRows items={data.UnclearedDeposits} day={day} />
                <TotalRow
                  label="Add: cheques issued not yet presented"
                  amount={data.UnclearedPaymentsTotal}
                />
                <ItemRows items={data.UnclearedPayments} day={day} />
                <TotalRow label="Balance as per bank" amount={data.BankBalance} strong />
                {data.StatementBalance === null ? null : (
                  <>
                    <TotalRow
                      label={`Balance on the bank statement (${day(data.StatementBalanceDate ?? data.AsOn)})`}
                      amount={data.StatementBalance}
                    />
                    <TotalRow label="Difference" amount={data.Difference ?? 0} strong />
                  </>
                )}
              </tbody>
            </table>
          </div>
          {data.Difference !== null && data.Difference !== 0 ? (
            <p className="bo-alert" role="alert">
              The bank’s statement differs from the books by {booksAmount(Math.abs(data.Difference))}: entries
              the bank made (charges, interest) may still need vouchers, or lines may need matching.
            </p>
          ) : null}
          {data.StatementBalance === null ? (
            <p className="bo-filter-note">
              No statement balance imported on or before this day to compare with.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
};
