import type { VatReturn } from '@backoffice/shared/accounting/vat-books.contract';
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

/**
 * The month's VAT return as the IRD's form lays it out: sales (taxable, exempt, export) and
 * purchases (taxable, exempt, imports) net of their notes, with the VAT on each, then the net: VAT
 * to pay, or a credit carried to the next month (it is not refunded).
 */
export const VatReturnSummary = ({ figures }: { figures: VatReturn }) => {
  const { Sales, Purchases } = figures;
  const notes = (side: { Taxable: number; Exempt: number }) => side.Taxable + side.Exempt;
  return (
    <div className="bo-table-wrap bo-vat-book-wrap">
      <table className="bo-table bo-vat-return-table" aria-label="VAT return">
        <thead>
          <tr>
            <th scope="col">Particulars</th>
            <th scope="col" className="bo-cell-number">
              Value
            </th>
            <th scope="col" className="bo-cell-number">
              VAT
            </th>
          </tr>
        </thead>
        <Section
          title="Sales"
          lines={[
            { label: 'Taxable sales', value: Sales.Net.Taxable, vat: Sales.Net.Vat },
            { label: 'Exempt sales', value: Sales.Net.Exempt, vat: null },
            { label: 'Export sales', value: Sales.Net.Export, vat: null },
            {
              label: 'Credit notes (sales returns) within these',
              value: notes(Sales.CreditNotes),
              vat: Sales.CreditNotes.Vat,
              within: true,
            },
          ]}
        />
        <Section
          title="Purchases"
          lines={[
            { label: 'Taxable purchases', value: Purchases.Net.Taxable, vat: Purchases.Net.Vat },
            { label: 'Exempt purchases', value: Purchases.Net.Exempt, vat: null },
            { label: 'Imports', value: Purchases.Net.Import, vat: null },
            {
              label: 'Debit notes (purchase returns) within these',
              value: notes(Purchases.DebitNotes),
              vat: Purchases.DebitNotes.Vat,
              within: true,
            },
          ]}
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
