/**
 * The order form's values (strings, as the controls hold them), where they start from, and the
 * totals preview. Their checks and the body they become are in order-form-check.ts.
 */
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import {
  computeOrderTotals,
  type Discount,
  type OrderTotalsResult,
} from '@backoffice/shared/sales/orders/order-totals';
import type { ReferenceValue } from '../../../entities/form/reference-select.tsx';

export interface OrderLineValues {
  /** Stable across edits, for React keys and focus; never sent. */
  key: number;
  product: ReferenceValue;
  /**
   * The unit the line is in: a unit id, or '' for the product's own unit until its units are known
   * (a new line). Sent as UnitId when set.
   */
  unitId: string;
  /** The chosen unit's name and base units in one, for the price note ('' and 1 for the own unit). */
  unitName: string;
  conversionFactor: number;
  /** In the line's unit. */
  quantity: string;
  /** Rupees per the line's unit; filled from the party's current price × the factor, editable. */
  unitPrice: string;
  discountPercent: string;
  /** From the product, for the preview only (the server decides from its own record). */
  vatApplicable: boolean;
  /** Where the filled price came from, shown beside it; null once typed over. */
  priceSource: 'party' | 'product' | null;
  /**
   * A discount stored as an amount (rupees; the field app may send one): kept on edit while no
   * percentage is typed, since the form asks for percentages only.
   */
  fixedDiscount: number | null;
}

export type DiscountKind = 'percent' | 'amount';

export interface OrderFormValues {
  party: ReferenceValue;
  salesPerson: ReferenceValue;
  orderDate: string;
  remarks: string;
  /** On the whole order, spread over its lines by the server: a percentage or rupees. */
  orderDiscountKind: DiscountKind;
  orderDiscount: string;
  lines: OrderLineValues[];
}

let lastLineKey = 0;
const nextLineKey = () => {
  lastLineKey += 1;
  return lastLineKey;
};

export const emptyLine = (): OrderLineValues => ({
  key: nextLineKey(),
  product: { id: '', name: '' },
  unitId: '',
  unitName: '',
  conversionFactor: 1,
  quantity: '1',
  unitPrice: '',
  discountPercent: '',
  vatApplicable: true,
  priceSource: null,
  fixedDiscount: null,
});

export const emptyOrder = (today: string): OrderFormValues => ({
  party: { id: '', name: '' },
  salesPerson: { id: '', name: '' },
  orderDate: today,
  remarks: '',
  orderDiscountKind: 'percent',
  orderDiscount: '',
  lines: [emptyLine()],
});

/** A number as the controls show it: no float noise ('0.1', not '0.10000000000000001'). */
const numberText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(Number(value.toFixed(3)));

const sumRupees = (amounts: number[]) =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;

/** The order discount as it was given: a percentage when it was one, else the amount the lines share. */
const storedOrderDiscount = (
  order: OrderDetail,
): Pick<OrderFormValues, 'orderDiscountKind' | 'orderDiscount'> => {
  if (order.OrderDiscountPercent !== undefined && order.OrderDiscountPercent !== null) {
    return { orderDiscountKind: 'percent', orderDiscount: numberText(order.OrderDiscountPercent) };
  }
  const amount = order.OrderDiscountAmount ?? sumRupees(order.Lines.map((line) => line.OrderDiscountShare));
  return amount > 0
    ? { orderDiscountKind: 'amount', orderDiscount: amount.toFixed(2) }
    : { orderDiscountKind: 'percent', orderDiscount: '' };
};

/** The stored order, ready to edit (a line's VAT rule is read back from its VAT when not sent). */
export const valuesFromOrder = (order: OrderDetail): OrderFormValues => {
  return {
    party: { id: String(order.PartyId), name: order.PartyName },
    salesPerson:
      order.SalesPersonId === null
        ? { id: '', name: '' }
        : { id: String(order.SalesPersonId), name: order.SalesPersonName ?? `#${order.SalesPersonId}` },
    orderDate: order.OrderDate.slice(0, 10),
    remarks: order.Remarks ?? '',
    ...storedOrderDiscount(order),
    lines: order.Lines.map((line) => ({
      key: nextLineKey(),
      product: { id: String(line.ProductId), name: line.ProductName },
      // Kept as saved, even the product's own unit: an edit re-sends the unit the line is in.
      unitId: String(line.UnitId),
      unitName: line.UnitName,
      conversionFactor: line.ConversionFactor,
      quantity: numberText(line.Quantity),
      unitPrice: line.UnitPrice.toFixed(2),
      discountPercent: numberText(line.DiscountPercent),
      vatApplicable: line.VatApplicable ?? (line.VatAmount > 0 || line.TaxableAmount === 0),
      priceSource: line.PriceSource,
      fixedDiscount: line.DiscountPercent === null && line.DiscountAmount > 0 ? line.DiscountAmount : null,
    })),
  };
};

/** Rupees typed with at most two decimals, as exact paisa; null when it is not such an amount. */
export function paisaOf(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A typed discount as computeOrderTotals reads it; an unreadable amount counts as none. */
function discountOf(kind: DiscountKind, text: string): Discount | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (kind === 'percent') return { kind: 'percent', percent: Number(trimmed) };
  const paisa = paisaOf(trimmed);
  return paisa === null ? null : { kind: 'amount', paisa };
}

const lineDiscount = (line: OrderLineValues): Discount | null =>
  line.discountPercent.trim() === '' && line.fixedDiscount !== null
    ? { kind: 'amount', paisa: Math.round(line.fixedDiscount * 100) }
    : discountOf('percent', line.discountPercent);

/** A line's amount after its own discount (before the order discount and VAT), or null while incomplete. */
export function lineNetPaisa(line: OrderLineValues): number | null {
  const unitPrice = paisaOf(line.unitPrice);
  const quantity = Number(line.quantity);
  if (unitPrice === null || line.quantity.trim() === '' || !(quantity > 0)) return null;
  const result = computeOrderTotals({
    lines: [{ quantity, unitPrice, discount: lineDiscount(line), vatApplicable: false }],
  });
  return result.ok ? result.totals.taxable : null;
}

/**
 * The totals the server will compute, from the lines complete enough to count (a product, a
 * quantity and a price). Figures are paisa, as computeOrderTotals gives them. The VAT rate is the
 * company's current one (GET /order/vatrate), never a default: a save prices at it, so a preview at
 * any other rate would disagree with the saved order.
 */
export function previewTotals(values: OrderFormValues, vatRatePercent: number): OrderTotalsResult {
  const lines = values.lines.flatMap((line) => {
    const unitPrice = paisaOf(line.unitPrice);
    const quantity = Number(line.quantity);
    if (line.product.id === '' || unitPrice === null || line.quantity.trim() === '' || !(quantity > 0)) {
      return [];
    }
    return [{ quantity, unitPrice, discount: lineDiscount(line), vatApplicable: line.vatApplicable }];
  });
  return computeOrderTotals({
    lines,
    orderDiscount: discountOf(values.orderDiscountKind, values.orderDiscount),
    vatRatePercent,
  });
}

/** Whether the person changed anything since the form opened (line keys aside). */
export const orderValuesChanged = (initial: OrderFormValues, current: OrderFormValues): boolean => {
  const comparable = (values: OrderFormValues) =>
    JSON.stringify({ ...values, lines: values.lines.map(({ key: _key, ...line }) => line) });
  return comparable(initial) !== comparable(current);
};
