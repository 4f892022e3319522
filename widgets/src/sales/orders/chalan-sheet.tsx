import { formatCount } from '@backoffice/shared/format/money.format';
import type { ChalanProductTotal, ChalanSheet } from '@backoffice/shared/sales/orders/order.contract';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../../core/preferences.store.ts';
import { useCompanyDetail } from '../../shell/shell-data.ts';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { shownDay } from '../../ui/shown-dates.ts';
import { formatRupees } from './order-format.ts';
import { UnitQuantityText } from './unit-quantity.tsx';

const quantityText = (quantity: number) => String(Number(quantity.toFixed(3)));

/** How a product is packed when it is not all in its own unit: "4 Carton + 6 Piece". */
const packedAs = (product: ChalanProductTotal): string | null =>
  product.Units.length === 1 && product.Units[0]?.UnitName === product.UnitName
    ? null
    : product.Units.map((unit) => `${quantityText(unit.Quantity)} ${unit.UnitName}`).join(' + ');

/** The sheet as it prints: heading, what to load, then each order with its lines and a signature line. */
export const ChalanSheetView = ({ sheet }: { sheet: ChalanSheet }) => {
  const calendarMode = useStore($calendarMode);
  const company = useCompanyDetail();
  return (
    <article className="bo-chalan" aria-labelledby="bo-chalan-title">
      <header className="bo-chalan-head">
        {company.data ? <p className="bo-chalan-company">{company.data.CompanyName}</p> : null}
        <h2 id="bo-chalan-title">Delivery chalan</h2>
        <dl className="bo-chalan-facts">
          <div>
            <dt>Delivery person</dt>
            <dd>{sheet.DeliveryUserName}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{shownDay(sheet.Date, calendarMode)}</dd>
          </div>
          <div>
            <dt>Orders</dt>
            <dd>{formatCount(sheet.OrderCount)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatRupees(sheet.TotalAmount)}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="bo-chalan-load">
        <h3 id="bo-chalan-load">To load</h3>
        <table className="bo-table bo-chalan-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Code</th>
              <NumberColumn>Quantity</NumberColumn>
            </tr>
          </thead>
          <tbody>
            {sheet.Products.map((product) => (
              <tr key={`${product.ProductId}-${product.UnitSymbol}`}>
                <td>{product.ProductName}</td>
                <td>{product.ProductCode}</td>
                <td className="bo-cell-number">
                  {quantityText(product.Quantity)} {product.UnitName}
                  {packedAs(product) ? (
                    <span className="bo-muted bo-line-code">{packedAs(product)}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {sheet.Orders.map((order, index) => (
        <section key={order.Id} className="bo-chalan-order" aria-labelledby={`bo-chalan-order-${order.Id}`}>
          <h3 id={`bo-chalan-order-${order.Id}`}>
            {index + 1}. {order.OrderNo} · {order.PartyName}
          </h3>
          {order.PartyAddress || order.PartyPhone || order.RouteName ? (
            <p className="bo-muted bo-chalan-party">
              {[order.PartyAddress, order.PartyPhone && formatPhoneNumber(order.PartyPhone), order.RouteName]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          <table className="bo-table bo-chalan-table">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <NumberColumn>Quantity</NumberColumn>
                <NumberColumn>Amount</NumberColumn>
              </tr>
            </thead>
            <tbody>
              {order.Lines.map((line, lineIndex) => (
                // Lines have no id on the sheet, and one product may be on two lines.
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
                <tr key={lineIndex}>
                  <td>
                    {line.ProductName} <span className="bo-muted">{line.ProductCode}</span>
                  </td>
                  <td className="bo-cell-number bo-unit-cell">
                    <UnitQuantityText line={line} />
                  </td>
                  <td className="bo-cell-number">{formatRupees(line.LineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Total <span className="bo-muted">(VAT {formatRupees(order.VatAmount)} included)</span>
                </th>
                <td className="bo-cell-number">{formatRupees(order.TotalAmount)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="bo-chalan-sign">Received by (name, signature, date)</p>
        </section>
      ))}
    </article>
  );
};
