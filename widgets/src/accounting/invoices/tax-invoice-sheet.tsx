import type { TaxInvoice } from '@backoffice/shared/accounting/tax-invoice.contract';
import { formatAmount } from '@backoffice/shared/format/money.format';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { quantityText } from '../../sales/common/document-format.ts';
import { rupeesToPaisa } from '../../sales/orders/order-format.ts';
import { shownDay } from '../../ui/shown-dates.ts';

/** The paper sizes the invoice is laid out for (tax-invoice.css names a page for each). */
export const INVOICE_PAPERS = ['A4', 'A5'] as const;
export type InvoicePaper = (typeof INVOICE_PAPERS)[number];

/** Money on the invoice: '1,23,456.78', rupees with paisa, the Indian grouping. */
const money = (rupees: number): string => formatAmount(rupeesToPaisa(rupees));

const PartyBlock = ({ title, party }: { title: string; party: TaxInvoice['Seller'] }) => (
  <div className="bo-tax-invoice-party">
    <h3>{title}</h3>
    <p className="bo-tax-invoice-party-name">{party.Name}</p>
    {party.Address ? <p>{party.Address}</p> : null}
    {party.Phone ? <p>Phone: {formatPhoneNumber(party.Phone)}</p> : null}
    <p>PAN: {party.Pan || '—'}</p>
  </div>
);

const Facts = ({ invoice }: { invoice: TaxInvoice }) => (
  <dl className="bo-tax-invoice-facts">
    <div>
      <dt>Invoice no.</dt>
      <dd>{invoice.InvoiceNo}</dd>
    </div>
    <div>
      <dt>Date (BS)</dt>
      <dd>{shownDay(invoice.InvoiceDate, 'BS')}</dd>
    </div>
    <div>
      <dt>Date (AD)</dt>
      <dd>{shownDay(invoice.InvoiceDate, 'AD')}</dd>
    </div>
    <div>
      <dt>Fiscal year</dt>
      <dd>{invoice.FiscalYear}</dd>
    </div>
    {invoice.OrderNo ? (
      <div>
        <dt>Order no.</dt>
        <dd>{invoice.OrderNo}</dd>
      </div>
    ) : null}
  </dl>
);

const Lines = ({ invoice }: { invoice: TaxInvoice }) => {
  const anyExempt = invoice.Lines.some((line) => !line.Taxable);
  return (
    <>
      <table className="bo-tax-invoice-lines">
        <thead>
          <tr>
            <th scope="col">S.N.</th>
            <th scope="col">Description</th>
            <th scope="col" className="bo-num">
              Qty
            </th>
            <th scope="col">Unit</th>
            <th scope="col" className="bo-num">
              Rate
            </th>
            <th scope="col" className="bo-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.Lines.map((line) => (
            <tr key={line.No}>
              <td>{line.No}</td>
              <td>
                {line.Description}
                {line.Taxable ? null : <span title="VAT exempt"> *</span>}
              </td>
              <td className="bo-num">{quantityText(line.Quantity)}</td>
              <td>{line.Unit}</td>
              <td className="bo-num">{money(line.Rate)}</td>
              <td className="bo-num">{money(line.Amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {anyExempt ? <p className="bo-tax-invoice-note">* VAT exempt</p> : null}
    </>
  );
};

const Totals = ({ invoice }: { invoice: TaxInvoice }) => {
  const rows: [string, number][] = [['Sub total', invoice.SubTotal]];
  if (invoice.Discount !== 0) rows.push(['Discount', -invoice.Discount]);
  rows.push(['Taxable amount', invoice.TaxableAmount]);
  if (invoice.ExemptAmount !== 0) rows.push(['Exempt amount', invoice.ExemptAmount]);
  rows.push([`VAT ${invoice.VatRate}%`, invoice.VatAmount]);
  if (invoice.RoundOff !== 0) rows.push(['Round off', invoice.RoundOff]);
  return (
    <dl className="bo-tax-invoice-totals">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      <div className="bo-tax-invoice-total">
        <dt>Total</dt>
        <dd>Rs {money(invoice.Total)}</dd>
      </div>
    </dl>
  );
};

/**
 * The invoice on paper: title and copy mark, seller and buyer with their PAN, number and dates in
 * both calendars, the lines, the totals, the amount in words and the signatures.
 */
export const TaxInvoiceSheet = ({ invoice, paper }: { invoice: TaxInvoice; paper: InvoicePaper }) => (
  <article
    className="bo-tax-invoice"
    data-paper={paper}
    data-status={invoice.VoucherStatus}
    aria-label={`Tax invoice ${invoice.InvoiceNo}`}
  >
    <header className="bo-tax-invoice-head">
      <h2>Tax Invoice</h2>
      {invoice.CopyLabel ? <p className="bo-tax-invoice-copy">{invoice.CopyLabel}</p> : null}
      {invoice.VoucherStatus === 'cancelled' ? (
        <p className="bo-tax-invoice-stamp" role="note">
          CANCELLED
        </p>
      ) : null}
    </header>
    <div className="bo-tax-invoice-parties">
      <PartyBlock title="Seller" party={invoice.Seller} />
      <Facts invoice={invoice} />
    </div>
    <PartyBlock title="Buyer" party={invoice.Buyer} />
    <Lines invoice={invoice} />
    <Totals invoice={invoice} />
    <p className="bo-tax-invoice-words">
      <span>In words: </span>
      {invoice.AmountInWords}
    </p>
    <footer className="bo-tax-invoice-signatures">
      <p>Received by</p>
      <p>Authorised signature</p>
    </footer>
  </article>
);
