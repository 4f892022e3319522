/** The default ledgers the postings' tests post to: ids 1-8, parties from 20 up. */
import type { DefaultLedgers } from './sales-postings.js';

export const TEST_LEDGERS: DefaultLedgers = {
  cash: 1,
  sales: 2,
  vatOutput: 3,
  discountAllowed: 4,
  roundingOff: 5,
  chequesInHand: 6,
  bank: 7,
  bounceCharges: 8,
};
