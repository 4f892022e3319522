import { formatRupees } from './order-format.ts';

export interface OrderTotalsFigures {
  /** Rupees, all of them. */
  subTotal: number;
  discount: number;
  taxable: number;
  vat: number;
  total: number;
  vatRatePercent: number;
}

/** Sub total, discount, taxable amount, VAT and total, as the detail shows them and the form previews them. */
export const OrderTotalsList = ({ figures, label }: { figures: OrderTotalsFigures; label: string }) => (
  <dl className="bo-order-totals" aria-label={label}>
    <div>
      <dt>Sub total</dt>
      <dd>{formatRupees(figures.subTotal)}</dd>
    </div>
    <div>
      <dt>Discount</dt>
      <dd>{figures.discount > 0 ? `− ${formatRupees(figures.discount)}` : formatRupees(0)}</dd>
    </div>
    <div>
      <dt>Taxable amount</dt>
      <dd>{formatRupees(figures.taxable)}</dd>
    </div>
    <div>
      <dt>VAT ({figures.vatRatePercent} %)</dt>
      <dd>{formatRupees(figures.vat)}</dd>
    </div>
    <div className="bo-order-grand-total">
      <dt>Total</dt>
      <dd>{formatRupees(figures.total)}</dd>
    </div>
  </dl>
);
