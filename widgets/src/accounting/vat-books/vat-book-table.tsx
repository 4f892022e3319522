import type { PurchaseBookRow, SalesBookRow } from '@backoffice/shared/accounting/vat-books.contract';
import { AppLink } from '../../core/navigation.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount, voucherPath } from '../vouchers/voucher-format.ts';

type BookRow = SalesBookRow | PurchaseBookRow;

/** A money column: its head and how a row (or the totals) gives its amount. */
export interface AmountColumn<R> {
  label: string;
  of: (row: Partial<R>) => number | undefined;
}

interface VatBookTableProps<R extends BookRow> {
  label: string;
  numberLabel: string;
  partyLabel: string;
  /** What the book says when the month has no rows. */
  empty: string;
  book: { Rows: readonly R[]; Totals: Partial<R> };
  amounts: readonly AmountColumn<R>[];
  /** Columns the book has beside the common ones (the supplier's bill number). */
  extra?: { label: string; of: (row: R) => string };
}

/** Cancelled, a cancellation, or against which invoice a note was made. */
const NoteOf = ({ row }: { row: BookRow }) => {
  const day = useCalendarDay();
  const original =
    row.OriginalNo === null ? null : row.OriginalVoucherId !== null ? (
      <AppLink href={voucherPath(row.OriginalVoucherId)}>{row.OriginalNo}</AppLink>
    ) : (
      row.OriginalNo
    );
  if (row.State === 'cancelled') return <>Cancelled{row.CancelledOn ? ` on ${day(row.CancelledOn)}` : ''}</>;
  if (row.State === 'reversal') return <>Cancels {original}</>;
  return original ? <>Against {original}</> : null;
};

/**
 * One VAT register as the IRD lays it out: date, number (opening the voucher), party and PAN, then
 * the amounts, with the month's totals at the foot (or the empty note when the month has none).
 * Wide: it scrolls sideways on a phone.
 */
export const VatBookTable = <R extends BookRow>({
  label,
  numberLabel,
  partyLabel,
  empty,
  book,
  amounts,
  extra,
}: VatBookTableProps<R>) => {
  const day = useCalendarDay();
  const { Rows: rows, Totals: totals } = book;
  if (rows.length === 0) return <p className="bo-empty">{empty}</p>;
  return (
    <div className="bo-table-wrap bo-vat-book-wrap">
      <table className="bo-table bo-vat-book-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{numberLabel}</th>
            {extra ? <th scope="col">{extra.label}</th> : null}
            <th scope="col">{partyLabel}</th>
            <th scope="col">PAN</th>
            {amounts.map((column) => (
              <th key={column.label} scope="col" className="bo-cell-number">
                {column.label}
              </th>
            ))}
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.VoucherId} data-state={row.State}>
              <td className="bo-cell-nowrap">{day(row.Date)}</td>
              <td className="bo-cell-nowrap">
                <AppLink href={voucherPath(row.VoucherId)} className="bo-order-no">
                  {row.VoucherNo}
                </AppLink>
              </td>
              {extra ? <td className="bo-cell-nowrap">{extra.of(row)}</td> : null}
              <td>{row.PartyName}</td>
              <td className="bo-cell-nowrap">{row.Pan}</td>
              {amounts.map((column) => (
                <td key={column.label} className="bo-cell-number">
                  {booksAmount(column.of(row) ?? 0)}
                </td>
              ))}
              <td>
                <NoteOf row={row} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={extra ? 5 : 4}>
              Total
            </th>
            {amounts.map((column) => (
              <td key={column.label} className="bo-cell-number">
                {booksAmount(column.of(totals) ?? 0)}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
};
