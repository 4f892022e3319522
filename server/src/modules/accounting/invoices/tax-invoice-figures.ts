/**
 * The money of a tax invoice, in paisa, from what the voucher bills: the order's own lines and
 * totals when it bills an order, else the voucher's lines (a sales voucher typed by hand). Either
 * way the total is what the party was debited, so the invoice and the books never disagree.
 */

/** One line as the invoice prints it, amounts in paisa. */
export interface InvoiceLineFigures {
  description: string;
  quantity: number;
  unit: string;
  rate: number;
  /** Quantity × rate less the line's discount, before the order discount and VAT. */
  amount: number;
  taxable: boolean;
}

export interface InvoiceFigures {
  lines: InvoiceLineFigures[];
  subTotal: number;
  discount: number;
  taxable: number;
  exempt: number;
  vatRate: number;
  vat: number;
  roundOff: number;
  total: number;
}

/** An order line's stored figures (paisa), as the order saved them. */
export interface OrderLineFigures {
  productName: string;
  quantity: number;
  unitName: string;
  unitPrice: number;
  grossAmount: number;
  discountAmount: number;
  taxableAmount: number;
  vatApplicable: boolean;
}

export interface OrderFigures {
  vatRatePercent: number;
  orderDiscountTotal: number;
  vatAmount: number;
  totalAmount: number;
  lines: readonly OrderLineFigures[];
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * An order's invoice. The order's totals are the sums of its lines (order-totals.ts), so the lines
 * less the order discount give the taxable and exempt amounts; the party's debit less the order's
 * total is the rounding the voucher took to Rounding Off.
 */
export const orderInvoiceFigures = (order: OrderFigures, partyAmount: number): InvoiceFigures => {
  const lines = order.lines.map((line) => ({
    description: line.productName,
    quantity: line.quantity,
    unit: line.unitName,
    rate: line.unitPrice,
    amount: line.grossAmount - line.discountAmount,
    taxable: line.vatApplicable,
  }));
  const taxableOf = (vat: boolean) =>
    sum(order.lines.filter((line) => line.vatApplicable === vat).map((line) => line.taxableAmount));
  return {
    lines,
    subTotal: sum(lines.map((line) => line.amount)),
    discount: order.orderDiscountTotal,
    taxable: taxableOf(true),
    exempt: taxableOf(false),
    vatRate: order.vatRatePercent,
    vat: order.vatAmount,
    roundOff: partyAmount - order.totalAmount,
    total: partyAmount,
  };
};

/** What a line of a hand-typed sales voucher is to its invoice. */
export type VoucherLineRole = 'item' | 'vat' | 'discount' | 'rounding' | 'party' | 'other';

export interface RoledVoucherLine {
  role: VoucherLineRole;
  side: 'Dr' | 'Cr';
  amount: number;
  description: string;
}

const signed = (line: RoledVoucherLine, positive: 'Dr' | 'Cr') =>
  line.side === positive ? line.amount : -line.amount;

/**
 * A sales voucher typed by hand: each credit on an income ledger is a line of one at its amount,
 * VAT is what went to VAT Output, and the lines are all taxable when the voucher charged VAT (a
 * voucher does not say which of them carried it) and all exempt when it did not.
 */
export const voucherInvoiceFigures = (
  lines: readonly RoledVoucherLine[],
  vatRate: number,
): InvoiceFigures => {
  const of = (role: VoucherLineRole) => lines.filter((line) => line.role === role);
  const vat = sum(of('vat').map((line) => signed(line, 'Cr')));
  const taxable = vat !== 0;
  const items = of('item')
    .filter((line) => line.side === 'Cr')
    .map((line) => ({
      description: line.description,
      quantity: 1,
      unit: '',
      rate: line.amount,
      amount: line.amount,
      taxable,
    }));
  const subTotal = sum(items.map((line) => line.amount));
  const discount = sum(of('discount').map((line) => signed(line, 'Dr')));
  const net = subTotal - discount;
  return {
    lines: items,
    subTotal,
    discount,
    taxable: taxable ? net : 0,
    exempt: taxable ? 0 : net,
    vatRate,
    vat,
    roundOff: sum(of('rounding').map((line) => signed(line, 'Cr'))),
    total: sum(of('party').map((line) => signed(line, 'Dr'))),
  };
};
