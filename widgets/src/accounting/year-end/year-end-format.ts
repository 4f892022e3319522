import { booksAmount } from '../vouchers/voucher-format.ts';

/** 'Profit 1,234.00' or 'Loss 56.00': a year's result as it was or would be carried. */
export const profitText = (rupees: number): string =>
  `${rupees < 0 ? 'Loss' : 'Profit'} ${booksAmount(Math.abs(rupees))}`;
