/**
 * The renewal list's tabs (spec "Renewal tabs") and the day arithmetic behind DueDays. DueDays is
 * how many days past its expiry a member's service is on the company's today: above 0 the
 * service has expired, 0 it expires today, below 0 it is still running.
 */

export const RENEWAL_TABS = ['expired', 'dueToday', 'upcoming'] as const;
export type RenewalTab = (typeof RENEWAL_TABS)[number];

export const RENEWAL_TAB_LABELS: Readonly<Record<RenewalTab, string>> = {
  expired: 'Expired',
  dueToday: 'Due Today',
  upcoming: 'Upcoming',
};

export type RenewalTabCounts = Readonly<Record<RenewalTab, number>>;

export const renewalTabOf = (dueDays: number): RenewalTab => {
  if (dueDays > 0) return 'expired';
  if (dueDays === 0) return 'dueToday';
  return 'upcoming';
};

/** An empty tab is disabled. */
export const isRenewalTabDisabled = (counts: RenewalTabCounts, tab: RenewalTab): boolean => counts[tab] === 0;

/** The first non-empty tab in the order Expired, Due Today, Upcoming; null when all are empty. */
export const defaultRenewalTab = (counts: RenewalTabCounts): RenewalTab | null =>
  RENEWAL_TABS.find((tab) => counts[tab] > 0) ?? null;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayNumber = (isoDate: string): number => {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
};

/** Calendar days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** DueDays of a service expiring on `expiresOn`, on the company's `today`. */
export const dueDaysOf = (expiresOn: string, today: string): number => daysBetween(expiresOn, today);

export const addDays = (isoDate: string, days: number): string =>
  new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);

/**
 * The expiry after a renewal on `today`: a renewal before expiry extends from the current expiry,
 * so paying early never loses days; a late one runs from today, so a lapse is not charged for.
 */
export const renewedExpiry = (currentExpiry: string | null, today: string, periodDays: number): string => {
  const start = currentExpiry !== null && currentExpiry > today ? currentExpiry : today;
  return addDays(start, periodDays);
};
