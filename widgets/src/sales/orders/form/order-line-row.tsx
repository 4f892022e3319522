import { formatAmount } from '@backoffice/shared/format/money.format';
import type { ProductSaleUnit } from '@backoffice/shared/sales/orders/order.contract';
import { baseQuantityMilliOf } from '@backoffice/shared/sales/orders/order-line-unit';
import { Trash2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { ReferenceSelect, type ReferenceValue } from '../../../entities/form/reference-select.tsx';
import { describedBy, FieldFrame, fieldAria } from '../../../ui/fields/field-frame.tsx';
import { useProductSaleUnits } from '../order-queries.ts';
import type { OrderFormErrors } from './order-form-check.ts';
import { lineNetPaisa, type OrderLineValues } from './order-form-values.ts';
import { OrderLineUnitSelect } from './order-line-unit-select.tsx';

export type LineField = 'quantity' | 'unitPrice' | 'discountPercent';

const FIELD_CLASSES: Record<LineField, string> = {
  quantity: 'bo-line-quantity',
  unitPrice: 'bo-line-price',
  discountPercent: 'bo-line-discount',
};

interface OrderLineRowProps {
  line: OrderLineValues;
  index: number;
  /** Ids start with this, so the form can put the focus on a line's product. */
  idPrefix: string;
  errors: OrderFormErrors;
  canRemove: boolean;
  onProduct: (key: number, product: ReferenceValue) => void;
  onUnit: (key: number, unit: ProductSaleUnit) => void;
  onField: (key: number, field: LineField, value: string) => void;
  onRemove: (key: number) => void;
  /** Enter in a line's number boxes goes on to the next line (a new one after the last). */
  onNext: (key: number) => void;
}

export const lineProductId = (idPrefix: string, key: number) => `${idPrefix}-line-${key}-product`;

const PRICE_NOTES = { party: 'The party’s price', product: 'The product’s price' } as const;

/** Where the filled price came from, and for a carton that it is the base price × 24. */
const priceNote = (line: OrderLineValues): string | undefined => {
  if (!line.priceSource) return undefined;
  const note = PRICE_NOTES[line.priceSource];
  return line.conversionFactor === 1 ? note : `${note} × ${line.conversionFactor}`;
};

/** "= 48 Piece" under the quantity of a line in another unit, once the quantity is one. */
const baseQuantityNote = (line: OrderLineValues, units: readonly ProductSaleUnit[] | undefined) => {
  const base = units?.find((unit) => unit.IsBase);
  if (!base || line.conversionFactor === 1 || String(base.UnitId) === line.unitId) return undefined;
  const milli = baseQuantityMilliOf(Number(line.quantity), line.conversionFactor);
  return milli === null || line.quantity.trim() === '' ? undefined : `= ${milli / 1000} ${base.Name}`;
};

/** One order line: product, unit, quantity, unit price, discount, its amount, and a remove button. */
export const OrderLineRow = ({
  line,
  index,
  idPrefix,
  errors,
  canRemove,
  onProduct,
  onUnit,
  onField,
  onRemove,
  onNext,
}: OrderLineRowProps) => {
  const base = `${idPrefix}-line-${line.key}`;
  const error = (name: string) => errors[`Lines.${index}.${name}`];
  const net = lineNetPaisa(line);
  const units = useProductSaleUnits(line.product.id).data;
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onNext(line.key);
  };
  const numberBox = (field: LineField, name: string, label: string, help?: string) => {
    const id = `${base}-${field}`;
    const message = error(name);
    return (
      <FieldFrame id={id} label={label} help={help} error={message} className={FIELD_CLASSES[field]}>
        <input
          id={id}
          className="bo-input"
          inputMode="decimal"
          autoComplete="off"
          value={line[field]}
          {...fieldAria(id, message, help)}
          onChange={(event) => onField(line.key, field, event.currentTarget.value)}
          onKeyDown={onEnter}
        />
      </FieldFrame>
    );
  };
  const productId = lineProductId(idPrefix, line.key);
  const productError = error('ProductId');
  const discountHelp =
    line.fixedDiscount !== null && line.discountPercent.trim() === ''
      ? `Rs ${formatAmount(Math.round(line.fixedDiscount * 100))} off, as stored`
      : undefined;

  return (
    <fieldset className="bo-order-line">
      <legend className="bo-sr-only">Line {index + 1}</legend>
      <FieldFrame
        id={productId}
        label="Product"
        required
        error={productError}
        className="bo-line-product-field"
      >
        <ReferenceSelect
          id={productId}
          label={`Product of line ${index + 1}`}
          apiPath="product"
          value={line.product}
          onChange={(product) => onProduct(line.key, product)}
          describedBy={describedBy(productId, undefined, productError)}
          invalid={Boolean(productError)}
          required
        />
      </FieldFrame>
      <OrderLineUnitSelect
        id={`${base}-unit`}
        index={index}
        line={line}
        units={units}
        error={error('UnitId')}
        onUnit={(unit) => onUnit(line.key, unit)}
      />
      {numberBox('quantity', 'Quantity', 'Quantity', baseQuantityNote(line, units))}
      {numberBox('unitPrice', 'UnitPrice', 'Unit price (Rs)', priceNote(line))}
      {numberBox('discountPercent', 'DiscountPercent', 'Discount %', discountHelp)}
      <div className="bo-line-amount">
        <span className="bo-field-label">Amount</span>
        <output aria-label={`Amount of line ${index + 1}`}>
          {net === null ? '–' : `Rs ${formatAmount(net)}`}
        </output>
      </div>
      <button
        type="button"
        className="bo-icon-btn bo-line-remove"
        aria-label={`Remove line ${index + 1}`}
        disabled={!canRemove}
        onClick={() => onRemove(line.key)}
      >
        <Trash2 size={18} aria-hidden="true" />
      </button>
    </fieldset>
  );
};
