/**
 * The renewal panel's choices that are not drawing (spec "Account Renew modal", "Renewal tabs",
 * section 9), on top of the shared tab rules in shared/src/mobile-banking/renewal-tabs.ts. The
 * panel is the Account Renew modal's content and the <bo-renewals> element's.
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES } from '@backoffice/shared/constants';
import type { RenewalTabCountsDto } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import {
  defaultRenewalTab,
  RENEWAL_TAB_LABELS,
  type RenewalTab,
  type RenewalTabCounts,
} from '@backoffice/shared/mobile-banking/renewal-tabs';

/** The wire's counts (Expired, DueToday, Upcoming) by the shared tab names. */
export const tabCountsOf = (dto: RenewalTabCountsDto): RenewalTabCounts => ({
  expired: dto.Expired,
  dueToday: dto.DueToday,
  upcoming: dto.Upcoming,
});

export const totalOf = (counts: RenewalTabCounts): number =>
  counts.expired + counts.dueToday + counts.upcoming;

/** 'Expired (2)', as the spec writes the tabs. */
export const renewalTabText = (tab: RenewalTab, counts: RenewalTabCounts): string =>
  `${RENEWAL_TAB_LABELS[tab]} (${counts[tab]})`;

/**
 * The tab to show for these counts: the one shown stays while it has rows (the person chose it);
 * one a search emptied gives way to the first non-empty tab. With nothing anywhere it stays, and
 * the list says nothing matches.
 */
export const tabToShow = (counts: RenewalTabCounts, current: RenewalTab): RenewalTab =>
  counts[current] > 0 ? current : (defaultRenewalTab(counts) ?? current);

/** Spec section 9: paging shows when the rows exceed the page size. */
export const needsPaging = (rowTotal: number, pageSize: number): boolean => rowTotal > pageSize;

/** Whether the dashboard opens the modal: the module is on and the list has something to renew. */
export const shouldOpenRenewals = (
  activeModules: readonly string[],
  counts: RenewalTabCounts | null,
): boolean => activeModules.includes('MobileBanking') && counts !== null && totalOf(counts) > 0;

/** DueDays in words beside the number: above 0 overdue, 0 today, below 0 still running. */
export const dueDaysWords = (dueDays: number): string => {
  if (dueDays === 0) return 'due today';
  const days = Math.abs(dueDays);
  const unit = days === 1 ? 'day' : 'days';
  return dueDays > 0 ? `${days} ${unit} overdue` : `in ${days} ${unit}`;
};

/** A page size a host asked for (page-size attribute): a whole number in range, else the default. */
export const pageSizeOf = (asked: number | undefined): number =>
  asked !== undefined && Number.isInteger(asked) && asked > 0 && asked <= MAX_PAGE_SIZE
    ? asked
    : DEFAULT_PAGE_SIZE;

/** The page-size choices: the usual ones, and the one asked for in its place among them. */
export const pageSizeChoices = (current: number): number[] =>
  [...new Set<number>([...PAGE_SIZES, current])].sort((a, b) => a - b);
