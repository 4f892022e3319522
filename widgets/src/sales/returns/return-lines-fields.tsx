import type { ReturnableLine } from '@backoffice/shared/sales/returns/return.contract';
import { FieldErrorText } from '../../ui/fields/field-frame.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { quantityText } from '../common/document-format.ts';
import { ProductCell } from '../orders/product-cell.tsx';
import { lineKey, remainingQuantity } from './return-form-values.ts';

interface ReturnLinesFieldsProps {
  lines: readonly ReturnableLine[];
  quantities: Readonly<Record<number, string>>;
  errors: Readonly<Record<string, string>>;
  /** Ids start with this (the form's useId). */
  idPrefix: string;
  onQuantity: (orderLineId: number, text: string) => void;
}

/** Whether a line was sold in a unit other than the product's own (2 Carton of 48 pieces). */
const soldInOtherUnit = (line: ReturnableLine) => line.SoldUnitQuantity !== line.Sold;

/**
 * The order's lines, each with what was sold, what earlier returns took or hold, and a box for
 * what comes back now (at most what is left; a line with nothing left has no box to fill). All
 * in the product's own unit, as the server counts returns: a line sold in cartons says so, and
 * the table says why its figures are pieces.
 */
export const ReturnLinesFields = ({
  lines,
  quantities,
  errors,
  idPrefix,
  onQuantity,
}: ReturnLinesFieldsProps) => (
  <>
    {lines.some(soldInOtherUnit) ? (
      <p className="bo-field-help bo-return-units-note">
        Quantities are in each product’s own unit (pieces, not cartons), whatever unit it was sold in.
      </p>
    ) : null}
    {/* Its boxes take the focus, so the keyboard reaches (and scrolls to) every column on a phone. */}
    <section className="bo-table-wrap" aria-label="Lines to return">
      <table className="bo-table bo-return-lines">
        <thead>
          <tr>
            <th scope="col">Product</th>
            <NumberColumn>Sold</NumberColumn>
            <NumberColumn>Returned before</NumberColumn>
            <NumberColumn>Left</NumberColumn>
            <th scope="col" className="bo-return-qty-head">
              Coming back
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const left = remainingQuantity(line);
            const id = `${idPrefix}-line-${line.OrderLineId}`;
            const error = errors[lineKey(line.OrderLineId)];
            return (
              <tr key={line.OrderLineId} data-empty={left === 0 ? 'true' : undefined}>
                <ProductCell line={line} />
                <td className="bo-cell-number" data-label="Sold">
                  {quantityText(line.Sold)} {line.UnitSymbol}
                  {soldInOtherUnit(line) ? (
                    <span className="bo-muted bo-line-code">
                      sold as {quantityText(line.SoldUnitQuantity)} {line.SoldUnitName}
                    </span>
                  ) : null}
                </td>
                <td className="bo-cell-number" data-label="Returned before">
                  {line.Returned > 0 ? `${quantityText(line.Returned)} ${line.UnitSymbol}` : '–'}
                </td>
                <td className="bo-cell-number" data-label="Left">
                  {quantityText(left)} {line.UnitSymbol}
                </td>
                <td className="bo-return-qty">
                  <label className="bo-sr-only" htmlFor={id}>
                    {`Quantity of ${line.ProductName} coming back`}
                  </label>
                  <div className="bo-return-qty-box">
                    <input
                      id={id}
                      className="bo-input"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      disabled={left === 0}
                      value={quantities[line.OrderLineId] ?? ''}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={[`${id}-left`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
                      onChange={(event) => onQuantity(line.OrderLineId, event.currentTarget.value)}
                    />
                    <span className="bo-muted" id={`${id}-left`}>
                      {left === 0 ? 'nothing left' : `of ${quantityText(left)} ${line.UnitSymbol}`}
                    </span>
                  </div>
                  <FieldErrorText id={id} error={error} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  </>
);
