import { QueryProblem } from '../../../ui/load-problem.tsx';
import { useOrderVatRate } from '../order-queries.ts';
import { OrderTotalsList } from '../order-totals-list.tsx';
import { type OrderFormValues, previewTotals } from './order-form-values.ts';

interface OrderFormTotalsProps {
  values: OrderFormValues;
  /** The rate an order being edited was saved at: said when a save will reprice it at another. */
  storedVatRatePercent?: number | undefined;
}

/**
 * The totals the server will compute for the lines filled in so far (computeOrderTotals, the same
 * code the server runs, at the company's VAT rate from GET /order/vatrate), or why they cannot be
 * totalled yet. No rate, no figures: a preview at a guessed rate could disagree with the save.
 */
export const OrderFormTotals = ({ values, storedVatRatePercent }: OrderFormTotalsProps) => {
  const rate = useOrderVatRate();
  if (rate.isPending) {
    return (
      <p className="bo-muted bo-totals-pending" role="status">
        Loading the VAT rate…
      </p>
    );
  }
  if (rate.isError) {
    return <QueryProblem query={rate} />;
  }
  const vatRatePercent = rate.data;
  const preview = previewTotals(values, vatRatePercent);
  const repriced =
    storedVatRatePercent !== undefined && storedVatRatePercent !== vatRatePercent ? (
      <p className="bo-field-help" role="note">
        Saved at {storedVatRatePercent} % VAT; saving the changes prices it at the company’s current{' '}
        {vatRatePercent} %.
      </p>
    ) : null;
  if (!preview.ok) {
    return (
      <>
        {repriced}
        <p className="bo-muted bo-totals-pending" role="status">
          {preview.problems.some((problem) => problem.path === 'lines')
            ? 'Totals show once a line has a product, a quantity and a price.'
            : 'Totals show once the numbers above are valid.'}
        </p>
      </>
    );
  }
  const { totals } = preview;
  return (
    <>
      {repriced}
      <OrderTotalsList
        label="Order totals preview"
        figures={{
          subTotal: totals.gross / 100,
          discount: (totals.lineDiscount + totals.orderDiscount) / 100,
          taxable: totals.taxable / 100,
          vat: totals.vat / 100,
          total: totals.total / 100,
          vatRatePercent: totals.vatRatePercent,
        }}
      />
    </>
  );
};
