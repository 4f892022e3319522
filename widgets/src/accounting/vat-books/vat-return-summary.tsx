import type { VatReturn } from '@backoffice/shared/accounting/vat-books.contract';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { booksAmount } from '../vouchers/voucher-format.ts';

interface Line {
  label: string;
  value: number | null;
  vat: number | null;
  /** A line that explains the one above (the notes within the net), shown indented. */
  within?: boolean;
}

const cell = (amount: number | null) => (amount === null ? '' : booksAmount(amount));

const Section = ({ title, lines }: { title: string; lines: readonly Line[] }) => (
  <tbody>
    <tr className="bo-vat-return-section">
      <th scope="rowgroup" colSpan={3}>
        {title}
      </th>
    </tr>
    {lines.map((line) => (
      <tr key={line.label} data-within={line.within ? '' : undefined}>
        <th scope="row">{line.label}</th>
        <td className="bo-cell-number">{cell(line.value)}</td>
        <td className="bo-cell-number">{cell(line.vat)}</td>
      </tr>
    ))}
  </tbody>
);

interface SideFigures {
  Taxable: number;
  Exempt: number;
  Vat: number;
  /** Export sales, or imports. */
  Other: number;
  notes: { Taxable: number; Exempt: number; Vat: number };
}

/** One side of the return: taxable (with its VAT), exempt, export or imports, and its notes within. */
const sideLines = (
  [taxable, exempt, other]: readonly [string, string, string],
  notesLabel: string,
  side: SideFigures,
): Line[] => [
  { label: taxable, value: side.Taxable, vat: side.Vat },
  { label: exempt, value: side.Exempt, vat: null },
  { label: other, value: side.Other, vat: null },
  {
    label: `${notesLabel} within these`,
    value: side.notes.Taxable + side.notes.Exempt,
    vat: side.notes.Vat,
    within: true,
  },
];

/**
 * The month's VAT return as the IRD's form lays it out: sales (taxable, exempt, export) and
 * purchases (taxable, exempt, imports) net of their notes, with the VAT on each, then the net: VAT
 * to pay, or a credit carried to the next month (it is not refunded).
 */
export const VatReturnSummary = ({ figures }: { figures: VatReturn }) => {
  const { Sales, Purchases } = figures;
  return (
    <div className="bo-table-wrap bo-vat-book-wrap">
      <table className="bo-table bo-vat-return-table" aria-label="VAT return">
        <thead>
          <tr>
            <th scope="col">Particulars</th>
            <NumberColumn>Value</NumberColumn>
            <NumberColumn>VAT</NumberColumn>
          </tr>
        </thead>
        <Section
          title="Sales"
          lines={sideLines(
            ['Taxable sales', 'Exempt sales', 'Export sales'],
            'Credit notes (sales returns)',
            {
              ...Sales.Net,
              Other: Sales.Net.Export,
              notes: Sales.CreditNotes,
            },
          )}
        />
        <Section
          title="Purchases"
          lines={sideLines(
            ['Taxable purchases', 'Exempt purchases', 'Imports'],
            'Debit notes (purchase returns)',
            {
              ...Purchases.Net,
              Other: Purchases.Net.Import,
              notes: Purchases.DebitNotes,
            },
          )}
        />
        <Section
          title="Net"
          lines={[
            { label: 'Output VAT (on sales)', value: null, vat: Sales.Net.Vat },
            { label: 'Input VAT (on purchases)', value: null, vat: Purchases.Net.Vat },
            figures.NetVat >= 0
              ? { label: 'VAT payable for the month', value: null, vat: figures.VatPayable }
              : {
                  label: 'Credit carried to the next month',
                  value: null,
                  vat: figures.CreditCarriedForward,
                },
          ]}
        />
      </table>
    </div>
  );
};
