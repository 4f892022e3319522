import { type OrderFormValues, previewTotals } from './order-form-values.ts';
import { OrderTotalsList } from './order-totals-list.tsx';

/**
 * The totals the server will compute for the lines filled in so far (computeOrderTotals, the same
 * code the server runs), or why they cannot be totalled yet.
 */
export const OrderFormTotals = ({
  values,
  vatRatePercent,
}: {
  values: OrderFormValues;
  vatRatePercent?: number | undefined;
}) => {
  const preview = previewTotals(values, vatRatePercent);
  if (!preview.ok) {
    return (
      <p className="bo-muted bo-totals-pending" role="status">
        {preview.problems.some((problem) => problem.path === 'lines')
          ? 'Totals show once a line has a product, a quantity and a price.'
          : 'Totals show once the numbers above are valid.'}
      </p>
    );
  }
  const { totals } = preview;
  return (
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
  );
};
