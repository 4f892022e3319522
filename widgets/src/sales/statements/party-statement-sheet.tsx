import type { PartyStatement } from '@backoffice/shared/sales/statements/party-statement.contract';
import { voucherPath } from '../../accounting/vouchers/voucher-format.ts';
import { AppLink } from '../../core/navigation.tsx';
import { useCompanyDetail } from '../../shell/shell-data.ts';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { formatBalance } from '../common/document-format.ts';
import { formatRupees } from '../orders/order-format.ts';
import { STATEMENT_KIND_LABELS, statementRecordPath } from './statement-lines.ts';
import { openingRow } from './statement-range.ts';

const amountOrNothing = (rupees: number) => (rupees === 0 ? '' : formatRupees(rupees));

/**
 * The statement as it prints: the company, the party and the period, then the opening balance,
 * every line of the party's ledger with its document, its voucher and the running balance, the
 * range's totals and the closing balance.
 */
export const PartyStatementSheet = ({ statement }: { statement: PartyStatement }) => {
  const company = useCompanyDetail();
  const day = useCalendarDay();
  const opening = openingRow(statement);
  const period =
    statement.FromDate && statement.ToDate
      ? `${day(statement.FromDate)} – ${day(statement.ToDate)}`
      : statement.FromDate
        ? `${day(statement.FromDate)} – today`
        : statement.ToDate
          ? `Up to ${day(statement.ToDate)}`
          : 'All dates';
  const lastPage = statement.PageNo * statement.PageSize >= statement.TotalCount;

  return (
    <article className="bo-chalan bo-statement" aria-labelledby="bo-statement-title">
      <header className="bo-chalan-head">
        {company.data ? <p className="bo-chalan-company">{company.data.CompanyName}</p> : null}
        <h2 id="bo-statement-title">Statement of account</h2>
        <dl className="bo-chalan-facts">
          <div>
            <dt>Party</dt>
            <dd>{statement.PartyName}</dd>
          </div>
          <div>
            <dt>Period</dt>
            <dd>{period}</dd>
          </div>
          <div>
            <dt>Opening balance</dt>
            <dd>{formatBalance(statement.Opening)}</dd>
          </div>
          <div>
            <dt>Closing balance</dt>
            <dd>{formatBalance(statement.Closing)}</dd>
          </div>
        </dl>
      </header>

      <div className="bo-table-wrap">
        <table className="bo-table bo-chalan-table bo-statement-table">
          <caption className="bo-sr-only">Statement lines, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Entry</th>
              <th scope="col">Reference</th>
              <th scope="col">Voucher</th>
              <NumberColumn>Debit</NumberColumn>
              <NumberColumn>Credit</NumberColumn>
              <NumberColumn>Balance</NumberColumn>
            </tr>
          </thead>
          <tbody>
            <tr className="bo-statement-opening">
              <th scope="row" colSpan={6}>
                {opening.label}
              </th>
              <td className="bo-cell-number">{formatBalance(opening.balance)}</td>
            </tr>
            {statement.Lines.map((line, index) => (
              // A voucher may hold the party on two lines (two bills settled by one receipt).
              // biome-ignore lint/suspicious/noArrayIndexKey: a page's lines never reorder
              <tr key={index} data-kind={line.Kind} data-status={line.VoucherStatus}>
                <td>{day(line.Date)}</td>
                <td>
                  <span className="bo-statement-kind">{STATEMENT_KIND_LABELS[line.Kind]}</span>
                  {line.Description ? (
                    <span className="bo-muted bo-line-code">{line.Description}</span>
                  ) : null}
                </td>
                <td>
                  <AppLink href={statementRecordPath(line.Kind, line.RecordId)}>{line.Reference}</AppLink>
                </td>
                <td>
                  <AppLink href={voucherPath(line.VoucherId)}>{line.VoucherNo}</AppLink>
                  {line.VoucherStatus === 'cancelled' ? (
                    <span className="bo-muted bo-line-code">Cancelled</span>
                  ) : null}
                </td>
                <td className="bo-cell-number" data-label="Debit">
                  {amountOrNothing(line.Debit)}
                </td>
                <td className="bo-cell-number" data-label="Credit">
                  {amountOrNothing(line.Credit)}
                </td>
                <td className="bo-cell-number" data-label="Balance">
                  {formatBalance(line.Balance)}
                </td>
              </tr>
            ))}
          </tbody>
          {lastPage ? (
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  Total for the period
                </th>
                <td className="bo-cell-number" data-label="Debit">
                  {formatRupees(statement.TotalDebit)}
                </td>
                <td className="bo-cell-number" data-label="Credit">
                  {formatRupees(statement.TotalCredit)}
                </td>
                <td className="bo-statement-blank" />
              </tr>
              <tr className="bo-statement-closing">
                <th scope="row" colSpan={6}>
                  Closing balance
                </th>
                <td className="bo-cell-number">{formatBalance(statement.Closing)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {statement.Lines.length === 0 ? (
        <p className="bo-muted">No vouchers for this party in the period.</p>
      ) : null}
    </article>
  );
};
