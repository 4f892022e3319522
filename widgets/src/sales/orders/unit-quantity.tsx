import { type UnitQuantity, unitQuantityParts } from '@backoffice/shared/sales/orders/order-line-unit';

/**
 * A line's quantity in its unit, and in base units when sold in another: "2 Carton (48 Piece)".
 * The base part may go under the first on a narrow sheet, never a word of either apart.
 */
export const UnitQuantityText = ({ line }: { line: UnitQuantity }) => {
  const { sold, base } = unitQuantityParts(line);
  return (
    <>
      <span className="bo-unit-sold">{sold}</span>
      {base === null ? null : (
        <>
          {' '}
          <span className="bo-unit-base">({base})</span>
        </>
      )}
    </>
  );
};
