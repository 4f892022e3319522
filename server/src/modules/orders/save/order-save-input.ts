import type { FieldError } from '@backoffice/shared/envelope';
import { toScaledInteger } from '@backoffice/shared/sales/common/paisa-math';
import type { OrderSaveBody, ProductSaleUnit } from '@backoffice/shared/sales/orders/order.contract';
import { unitPriceFor } from '@backoffice/shared/sales/orders/order-line-unit';
import {
  computeOrderTotals,
  type Discount,
  type InputProblem,
  type OrderTotals,
} from '@backoffice/shared/sales/orders/order-totals';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../company-today.js';
import { orderDateProblem } from '../order-date-range.js';
import { type ChosenUnit, checkLineUnit } from '../pricing/order-line-unit-check.js';
import {
  type LinePrice,
  linePriceOf,
  loadSaleProducts,
  partyPricesOn,
  type SaleProduct,
} from '../pricing/order-pricing.js';
import { loadSaleUnits } from '../pricing/order-sale-units.js';
import { readVatRatePercent } from '../pricing/order-vat-rate.js';
import { lineField, type OrderLineInput, parseOrderLines } from './order-line-input.js';
import { chooseSalesPerson, findParty } from './order-references.js';

/** A line ready to store: what was sold in which unit, at what price and where the price came from. */
export interface PricedLine {
  product: SaleProduct;
  /** The sold unit and the quantity in the product's own unit. */
  chosen: ChosenUnit;
  /** In the sold unit. */
  quantity: number;
  /** Paisa per sold unit. */
  unitPrice: number;
  /** The looked-up price per sold unit (the base price × the factor), and where it came from. */
  list: LinePrice;
  discount: Discount | null;
  /** As given, when the discount was given as a percentage. */
  discountPercent: number | null;
}

/** A valid order with its totals; amounts in paisa. */
export interface PricedOrder {
  orderDate: string;
  partyId: number;
  salesPersonId: number | null;
  remarks: string | null;
  vatRatePercent: number;
  orderDiscountPercent: number | null;
  lines: PricedLine[];
  totals: OrderTotals;
}

const refuse = (errors: FieldError[]): never => {
  throw badRequest(errors[0]?.Message ?? 'The order is not valid.', errors);
};

const AMOUNT_RULE = 'must be an amount of 0 or more with at most 2 decimals';
/** Rupees with at most two decimals as exact paisa, or null. */
const paisaOf = (rupees: number): number | null => {
  const paisa = toScaledInteger(rupees, 2);
  return paisa === null || paisa < 0n ? null : Number(paisa);
};

const discountOf = (percent: number | undefined, amount: number | undefined): Discount | null | 'bad' => {
  if (percent !== undefined) return { kind: 'percent', percent };
  if (amount === undefined) return null;
  const paisa = paisaOf(amount);
  return paisa === null ? 'bad' : { kind: 'amount', paisa };
};

/**
 * Each line's product, unit and amounts checked; `chosen` gets the unit of every line whose product
 * and unit are good, by index.
 */
const productProblems = (
  lines: readonly OrderLineInput[],
  products: ReadonlyMap<number, SaleProduct>,
  saleUnits: ReadonlyMap<number, readonly ProductSaleUnit[]>,
  chosen: Map<number, ChosenUnit>,
) =>
  lines.flatMap((line, index): FieldError[] => {
    const product = products.get(line.ProductId);
    const name = `Line ${index + 1}`;
    const at = (field: string, message: string) => [
      { Field: lineField(index, field), Message: `${name}: ${message}` },
    ];
    if (!product) return at('ProductId', `product ${line.ProductId} was not found.`);
    if (!product.isActive) return at('ProductId', `${product.name} is not active.`);
    if (product.transactionType === 'purchase')
      return at('ProductId', `${product.name} is bought, not sold.`);
    const unit = checkLineUnit(line, index, product, saleUnits.get(product.id) ?? []);
    if (!unit.ok) return unit.errors;
    chosen.set(index, unit.chosen);
    const problems: FieldError[] = [];
    if (line.UnitPrice !== undefined && paisaOf(line.UnitPrice) === null)
      problems.push(...at('UnitPrice', `unit price ${AMOUNT_RULE}.`));
    if (line.DiscountPercent !== undefined && line.DiscountAmount !== undefined)
      problems.push(...at('DiscountAmount', 'give the discount as a percentage or an amount, not both.'));
    else if (discountOf(line.DiscountPercent, line.DiscountAmount) === 'bad')
      problems.push(...at('DiscountAmount', `discount ${AMOUNT_RULE}.`));
    return problems;
  });

/** The totals' problem paths ('lines.0.quantity') as the API's field names ('Lines[0].Quantity'). */
const fieldOfProblem = (problem: InputProblem, body: OrderSaveBody, lines: readonly OrderLineInput[]) => {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(problem.path);
  if (match) {
    const index = Number(match[1]);
    const name = match[2] ?? '';
    const line = lines[index];
    const field =
      name === 'discount'
        ? line?.DiscountPercent !== undefined
          ? 'DiscountPercent'
          : 'DiscountAmount'
        : name.charAt(0).toUpperCase() + name.slice(1);
    return lineField(index, field);
  }
  if (problem.path === 'orderDiscount')
    return body.OrderDiscountPercent !== undefined ? 'OrderDiscountPercent' : 'OrderDiscountAmount';
  return problem.path === 'lines' ? 'Lines' : problem.path;
};

/**
 * Checks a save and prices it: the party and sales person, each line's product, unit and quantity,
 * each price per the line's unit (entered, else the party's current one on the order date, else the
 * product's, times the unit's conversion factor), and the totals. Every problem found at a stage is
 * answered together, 400, each naming its field.
 * `storedSalesPersonId`: the sales person the order has now (kept even if no longer approved).
 */
export const priceOrder = async (
  ctx: UserContext,
  body: OrderSaveBody,
  storedSalesPersonId: number | null,
): Promise<PricedOrder> => {
  const { db } = ctx.deps;
  const parsed = parseOrderLines(body.Lines);
  const errors: FieldError[] = parsed.ok ? [] : [...parsed.errors];
  if (body.OrderDiscountPercent !== undefined && body.OrderDiscountAmount !== undefined) {
    errors.push({
      Field: 'OrderDiscountAmount',
      Message: 'Give the order discount as a percentage or an amount, not both.',
    });
  }
  const orderDiscount = discountOf(body.OrderDiscountPercent, body.OrderDiscountAmount);
  if (orderDiscount === 'bad')
    errors.push({ Field: 'OrderDiscountAmount', Message: `Order discount ${AMOUNT_RULE}.` });
  const party = await findParty(db, ctx.companyId, body.PartyId);
  if (!party) errors.push({ Field: 'PartyId', Message: `Party ${body.PartyId} was not found.` });
  else if (!party.isActive) errors.push({ Field: 'PartyId', Message: `${party.name} is not active.` });
  if (!parsed.ok || !party || errors.length > 0 || orderDiscount === 'bad') return refuse(errors);

  const lines = parsed.lines;
  const productIds = [...new Set(lines.map((line) => line.ProductId))];
  const today = await companyToday(db, ctx.companyId, ctx.now);
  const orderDate = body.OrderDate ?? today;
  const dateProblem = orderDateProblem('OrderDate', 'Order date', orderDate, today);
  if (dateProblem) return refuse([dateProblem]);
  const products = await loadSaleProducts(db, ctx.companyId, productIds);
  const salesPerson = await chooseSalesPerson(
    db,
    ctx.companyId,
    body.SalesPersonId,
    party,
    storedSalesPersonId,
  );
  const saleUnits = await loadSaleUnits(db, ctx.companyId, products);
  const chosenUnits = new Map<number, ChosenUnit>();
  const problems = productProblems(lines, products, saleUnits, chosenUnits);
  if (!salesPerson.ok) problems.unshift(salesPerson.error);
  if (problems.length > 0 || !salesPerson.ok) return refuse(problems);
  const partyPrices = await partyPricesOn(db, ctx.companyId, party.id, productIds, orderDate);
  const vatRatePercent = await readVatRatePercent(db, ctx.companyId, ctx.log);

  const priced = lines.map((line, index): PricedLine => {
    const product = products.get(line.ProductId);
    const chosen = chosenUnits.get(index);
    if (!product || !chosen) throw new Error(`Line ${index + 1} was checked above`);
    const base = linePriceOf(product, partyPrices);
    // Null only for a factor the declaration never lets in (0, written past it) or a price past
    // 2^53 paisa: refused rather than stored wrong.
    const unitList =
      unitPriceFor(base.price, chosen.unit.ConversionFactor) ??
      refuse([
        {
          Field: lineField(index, 'UnitId'),
          Message: `Line ${index + 1}: ${product.name} has no price in ${chosen.unit.Name}; check its conversion factor.`,
        },
      ]);
    const list = { ...base, price: unitList };
    const entered = line.UnitPrice === undefined ? null : paisaOf(line.UnitPrice);
    const discount = discountOf(line.DiscountPercent, line.DiscountAmount);
    return {
      product,
      chosen,
      quantity: line.Quantity,
      unitPrice: entered ?? list.price,
      list,
      // A discount amount that is not one was refused with the product problems above.
      discount: discount === 'bad' ? null : discount,
      discountPercent: line.DiscountPercent ?? null,
    };
  });
  const result = computeOrderTotals({
    lines: priced.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discount: line.discount,
      vatApplicable: line.product.vatApplicable,
    })),
    orderDiscount,
    vatRatePercent,
  });
  if (!result.ok) {
    return refuse(
      result.problems.map((problem) => ({
        Field: fieldOfProblem(problem, body, lines),
        Message: problem.message,
      })),
    );
  }
  return {
    orderDate,
    partyId: party.id,
    salesPersonId: salesPerson.id,
    remarks: body.Remarks ?? null,
    vatRatePercent,
    orderDiscountPercent: body.OrderDiscountPercent ?? null,
    lines: priced.map((line, index) => ({
      ...line,
      // Stored exactly as the totals read it: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
      quantity: (result.totals.lines[index]?.quantityMilli ?? 0) / 1000,
    })),
    totals: result.totals,
  };
};
