import type { OrderLine } from '@backoffice/shared/sales/orders/order.contract';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { formatRupees } from './order-format.ts';
import { ProductCell } from './product-cell.tsx';
import { UnitQuantityText } from './unit-quantity.tsx';

/**
 * The stored lines: product, quantity in its unit (and in base units when sold in another: 2 Carton
 * (48 Piece)), price per that unit (and where it came from), discount, VAT, line total.
 */
export const OrderLinesTable = ({ lines }: { lines: OrderLine[] }) => (
  // It scrolls sideways on a narrow screen, and has nothing focusable: the box itself takes the
  // focus, so the keyboard can scroll it.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
  <section className="bo-table-wrap" aria-label="Order lines" tabIndex={0}>
    <table className="bo-table bo-order-lines">
      <caption className="bo-sr-only">Order lines</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <NumberColumn>Quantity</NumberColumn>
          <NumberColumn>Unit price</NumberColumn>
          <NumberColumn>Discount</NumberColumn>
          <NumberColumn>VAT</NumberColumn>
          <NumberColumn>Total</NumberColumn>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const discount = line.DiscountAmount + line.OrderDiscountShare;
          return (
            <tr key={line.Id}>
              <ProductCell line={line} />
              <td className="bo-cell-number bo-unit-cell">
                <UnitQuantityText line={line} />
              </td>
              <td className="bo-cell-number">
                {formatRupees(line.UnitPrice)}
                {line.UnitId === line.BaseUnitId ? null : (
                  <span className="bo-muted bo-line-code">per {line.UnitName}</span>
                )}
                {line.PriceSource === 'party' ? (
                  <span className="bo-muted bo-line-code">party price</span>
                ) : null}
              </td>
              <td className="bo-cell-number">
                {discount > 0 ? formatRupees(discount) : '–'}
                {line.DiscountPercent ? (
                  <span className="bo-muted bo-line-code">{line.DiscountPercent} %</span>
                ) : null}
              </td>
              <td className="bo-cell-number">
                {/* A VAT line may carry 0 of the invoice's VAT (a paisa-sized line): it is still not exempt. */}
                {line.VatAmount > 0 || line.VatApplicable === true ? formatRupees(line.VatAmount) : 'Exempt'}
              </td>
              <td className="bo-cell-number">{formatRupees(line.LineTotal)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  </section>
);
