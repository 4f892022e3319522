import { formatAmount } from '@backoffice/shared/format/money.format';
import {
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from '@backoffice/shared/sales/orders/order-pipeline';

/** The API sends money as rupees with two decimals; the shared formatter counts paisa. */
export const rupeesToPaisa = (rupees: number): number => Math.round(rupees * 100);

/** 'Rs 1,23,456.78', the spelling the shared order messages use. */
export const formatRupees = (rupees: number): string => `Rs ${formatAmount(rupeesToPaisa(rupees))}`;

export const statusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];

const ruleOf = (action: OrderAction) => ORDER_TRANSITIONS.find((rule) => rule.action === action);

/** The button text the pipeline gives an action ('Ready to dispatch', 'Cancel order'). */
export const actionLabel = (action: OrderAction): string => ruleOf(action)?.label ?? action;

export const actionNeedsRemarks = (action: OrderAction): boolean => ruleOf(action)?.remarksRequired ?? false;

export interface OrderAge {
  /** For the card: '45 m', '3 h', '2 d'. */
  short: string;
  /** For screen readers and tooltips: '45 minutes', '3 hours', '2 days'. */
  long: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * How long an order has waited in its status, counted down to whole units. Under a minute (and a
 * time in the future, which is clock skew between server and browser) is 'now'; invalid is ''.
 */
export function formatAge(since: string, now: Date): OrderAge {
  const then = Date.parse(since);
  if (Number.isNaN(then)) return { short: '', long: '' };
  const elapsed = now.getTime() - then;
  if (elapsed < MINUTE_MS) return { short: 'now', long: 'less than a minute' };
  if (elapsed < HOUR_MS) {
    const minutes = Math.floor(elapsed / MINUTE_MS);
    return { short: `${minutes} min`, long: plural(minutes, 'minute') };
  }
  if (elapsed < DAY_MS) {
    const hours = Math.floor(elapsed / HOUR_MS);
    return { short: `${hours} hr`, long: plural(hours, 'hour') };
  }
  const days = Math.floor(elapsed / DAY_MS);
  return { short: `${days} ${days === 1 ? 'day' : 'days'}`, long: plural(days, 'day') };
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'HH:MM:SS' on the browser's clock, for "Updated 14:03:22". */
export const formatClock = (at: number | Date): string => clockFormat.format(at);
