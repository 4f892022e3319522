/**
 * The order form's checks, the OrderSaveInput the values become, and the server's field messages
 * mapped back onto the controls. Error keys are the wire paths with dots: 'PartyId',
 * 'Lines.1.Quantity'. The party, sales person, remarks and each line's product, unit and fixed
 * discount are read by the save's own body schema (in the screen's words where the schema's name the
 * wire field); the rest is the screen's: the texts typed must be numbers of the right form (the body
 * schema takes any number; the server checks ranges and decimals after it, line by line, in its own
 * words), an order date given, and at least one line.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import { isCalendarDate } from '@backoffice/shared/form-fields';
import type { OrderSaveInput } from '@backoffice/shared/sales/orders/order.contract';
import { orderLineShape, orderSaveBody } from '@backoffice/shared/sales/orders/order-inputs.schema';
import { z } from 'zod';
import type { OrderFormValues } from './order-form-values.ts';

export type OrderFormErrors = Record<string, string>;

const decimalPattern = (digits: number, decimals: number) =>
  new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${decimals}})?$`);
const optional = (pattern: RegExp) => new RegExp(`^(${pattern.source.slice(1, -1)})?$`);

const QUANTITY_FORMAT = 'Quantity must be a number with at most 3 decimals';
const QUANTITY_POSITIVE = 'Quantity must be more than 0';
const PRICE_MESSAGE = 'Unit price must be an amount of 0 or more with at most 2 decimals';
const percentMessage = (what: string) => `${what} must be a percentage from 0 to 100 with at most 2 decimals`;

const ORDER_DISCOUNT_MESSAGE = 'Order discount must be an amount of 0 or more with at most 2 decimals';

const optionalAmount = (message: string) =>
  z
    .string()
    .trim()
    .regex(optional(decimalPattern(9, 2)), { error: message })
    .transform((text) => (text === '' ? undefined : Number(text)));
const optionalPercent = (what: string) =>
  z
    .string()
    .trim()
    .regex(optional(decimalPattern(3, 2)), { error: percentMessage(what) })
    .transform((text) => (text === '' ? undefined : Number(text)))
    .refine((value) => value === undefined || value <= 100, { error: percentMessage(what) });

const bodyField = orderSaveBody.shape;

/** The screen's words for the contract's fields whose message names the wire field or reads lower case. */
const SCREEN_WORDING: Readonly<Record<string, string>> = {
  SalesPersonId: 'Choose a sales person from the list',
  ProductId: 'Product is required',
  UnitId: 'Choose a unit from the list',
};

/** The wire shape with string values: zod's paths are then the server's field names. */
const orderSchema = z.object({
  PartyId: bodyField.PartyId,
  // Left out when none is chosen: the server takes no null for it.
  SalesPersonId: bodyField.SalesPersonId,
  OrderDate: z
    .string()
    .min(1, { error: 'Order date is required' })
    .refine(isCalendarDate, { error: 'Order date must be a date' }),
  Remarks: bodyField.Remarks,
  OrderDiscountPercent: optionalPercent('Order discount'),
  OrderDiscountAmount: optionalAmount(ORDER_DISCOUNT_MESSAGE),
  Lines: z
    .array(
      z.object({
        ProductId: orderLineShape.ProductId,
        // Left out for the product's own unit on a new line: the server takes it then.
        UnitId: orderLineShape.UnitId,
        Quantity: z
          .string()
          .trim()
          .min(1, { error: 'Quantity is required' })
          .regex(decimalPattern(9, 3), { error: QUANTITY_FORMAT })
          .transform(Number)
          .refine((quantity) => quantity > 0, { error: QUANTITY_POSITIVE }),
        UnitPrice: optionalAmount(PRICE_MESSAGE),
        DiscountPercent: optionalPercent('Discount'),
        DiscountAmount: orderLineShape.DiscountAmount,
      }),
    )
    .min(1, { error: 'Add at least one line' }),
});

/**
 * A line the person never filled (no product, nothing typed but the starting quantity): left out
 * of the save rather than refused, so the spare line at the end never blocks it.
 */
export const isBlankLine = (line: OrderFormValues['lines'][number]): boolean =>
  line.product.id === '' &&
  ['', '1'].includes(line.quantity.trim()) &&
  line.unitPrice.trim() === '' &&
  line.discountPercent.trim() === '';

const rawInput = (values: OrderFormValues) => ({
  PartyId: values.party.id,
  SalesPersonId: values.salesPerson.id,
  OrderDate: values.orderDate,
  Remarks: values.remarks,
  OrderDiscountPercent: values.orderDiscountKind === 'percent' ? values.orderDiscount : '',
  OrderDiscountAmount: values.orderDiscountKind === 'amount' ? values.orderDiscount : '',
  Lines: values.lines.map((line) => ({
    ProductId: line.product.id,
    UnitId: line.unitId,
    Quantity: line.quantity,
    UnitPrice: line.unitPrice,
    DiscountPercent: line.discountPercent,
    DiscountAmount: line.discountPercent.trim() === '' ? (line.fixedDiscount ?? undefined) : undefined,
  })),
});

/** JSON would drop undefined anyway; leaving the keys out keeps the body readable in tests and logs. */
const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

export type CheckedOrder = { ok: true; input: OrderSaveInput } | { ok: false; errors: OrderFormErrors };

/** Where a saved order stands: its id and version go with the save, so a stale screen gets a 409. */
export interface StoredOrder {
  Id: number;
  Version: number;
}

/** Checks the form; on success the body of POST /order/save (only the first message per control). */
export function checkOrderForm(values: OrderFormValues, stored?: StoredOrder): CheckedOrder {
  // The lines sent, each with its row on the screen (a message goes back to that row).
  // With every line blank, the first is checked, so its controls say what it lacks.
  const filled = values.lines.flatMap((line, row) => (isBlankLine(line) ? [] : [row]));
  const rows = filled.length > 0 || values.lines.length === 0 ? filled : [0];
  const sent = rows.flatMap((row) => values.lines[row] ?? []);
  const result = orderSchema.safeParse(rawInput({ ...values, lines: sent }));
  if (!result.success) {
    const errors: OrderFormErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path.at(-1));
      const path =
        issue.path[0] === 'Lines' && typeof issue.path[1] === 'number'
          ? ['Lines', rows[issue.path[1]] ?? issue.path[1], ...issue.path.slice(2)]
          : issue.path;
      errors[orderDiscountKey(path.join('.'))] ??= SCREEN_WORDING[field] ?? issue.message;
    }
    return { ok: false, errors };
  }
  const { PartyId, OrderDate, Lines, ...optionals } = result.data;
  const input: OrderSaveInput = {
    ...(stored ? { Id: stored.Id, Version: stored.Version } : {}),
    PartyId,
    OrderDate,
    ...definedOnly(optionals),
    Lines: Lines.map(({ ProductId, Quantity, ...optionals }) => ({
      ProductId,
      Quantity,
      ...definedOnly(optionals),
    })),
  };
  return { ok: true, input };
}

const LINE_FIELDS = [
  'ProductId',
  'UnitId',
  'Quantity',
  'UnitPrice',
  'DiscountPercent',
  'DiscountAmount',
] as const;
const ORDER_FIELDS = [
  'PartyId',
  'SalesPersonId',
  'OrderDate',
  'Remarks',
  'OrderDiscountPercent',
  'OrderDiscountAmount',
  'Lines',
];
const canonical = (name: string, known: readonly string[]) =>
  known.find((candidate) => candidate.toLowerCase() === name.toLowerCase());

/**
 * The control key of a server field name, or null when no control shows it: 'Lines[1].Quantity',
 * 'lines.1.quantity' and 'Lines.1.Quantity' are all 'Lines.1.Quantity'.
 */
export function controlKeyOf(field: string): string | null {
  const parts = field
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  const [head, index, name, ...extra] = parts;
  if (head === undefined || extra.length > 0) return null;
  const order = canonical(head, ORDER_FIELDS);
  if (!order) return null;
  if (index === undefined) return order;
  if (order !== 'Lines' || !/^\d+$/.test(index)) return null;
  if (name === undefined) return `Lines.${Number(index)}`;
  const line = canonical(name, LINE_FIELDS);
  if (!line) return null;
  // The form edits line discounts as percentages: an amount's message belongs to that control.
  return `Lines.${Number(index)}.${line === 'DiscountAmount' ? 'DiscountPercent' : line}`;
}

/** One control edits the order discount, whichever way it is given. */
const orderDiscountKey = (key: string) =>
  key === 'OrderDiscountPercent' || key === 'OrderDiscountAmount' ? ORDER_DISCOUNT_KEY : key;
export const ORDER_DISCOUNT_KEY = 'OrderDiscount';

/** The server's field messages: on their controls, and the ones no control shows, as text. */
export function mapServerErrors(errors: readonly FieldError[]): { fields: OrderFormErrors; other: string[] } {
  const fields: OrderFormErrors = {};
  const other: string[] = [];
  for (const error of errors) {
    const key = controlKeyOf(error.Field);
    if (key && !/^Lines\.\d+$/.test(key)) fields[orderDiscountKey(key)] ??= error.Message;
    else other.push(error.Message);
  }
  return { fields, other };
}

/** The messages after line `removed` went: later lines' messages move up one place with them. */
export function withoutLineErrors(errors: OrderFormErrors, removed: number): OrderFormErrors {
  const next: OrderFormErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^Lines\.(\d+)(\..+)?$/.exec(key);
    if (!match) {
      next[key] = message;
      continue;
    }
    const index = Number(match[1]);
    if (index === removed) continue;
    next[`Lines.${index > removed ? index - 1 : index}${match[2] ?? ''}`] = message;
  }
  return next;
}
