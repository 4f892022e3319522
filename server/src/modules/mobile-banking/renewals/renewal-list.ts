import type { RenewalMemberPage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import {
  addDays,
  dueDaysOf,
  type RenewalTab,
  renewalTabOf,
} from '@backoffice/shared/mobile-banking/renewal-tabs';
import { and, asc, count, eq, gt, isNotNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import { type PageRequest, pageOffset } from '../../../http/page-query.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { memberSearch } from '../activation/activation-request-record.js';
import { renewalSettings } from '../mobile-banking-settings.js';

export interface RenewalListInput extends PageRequest {
  query?: string | undefined;
  tab?: RenewalTab | undefined;
}

/** Each tab as a condition on the expiry date: the index on (company, status, expiry) serves them. */
const tabCondition = (tab: RenewalTab, today: string): SQL => {
  if (tab === 'expired') return lt(requests.expiresOn, today);
  if (tab === 'dueToday') return eq(requests.expiresOn, today);
  return gt(requests.expiresOn, today);
};

/**
 * GET ListRenewalMembers: activated services that have expired, expire today, or expire within
 * MB_RENEWAL_UPCOMING_DAYS; the most overdue first. Disabled services are left out: they were
 * stopped on purpose, and renewing one is done from its own screen.
 */
export const listRenewalMembers = async (
  ctx: UserContext,
  input: RenewalListInput,
): Promise<RenewalMemberPage> => {
  const { db } = ctx.deps;
  const today = await companyToday(db, ctx.companyId, ctx.now);
  const { upcomingDays } = await renewalSettings(db, ctx.companyId);
  const base = and(
    eq(requests.companyId, ctx.companyId),
    eq(requests.status, 'activated'),
    isNotNull(requests.expiresOn),
    lte(requests.expiresOn, addDays(today, upcomingDays)),
    memberSearch(input.query),
  );
  const where = and(base, input.tab ? tabCondition(input.tab, today) : undefined);
  const [counts] = await db
    .select({
      expired: sql<number>`count(*) filter (where ${tabCondition('expired', today)})`.mapWith(Number),
      dueToday: sql<number>`count(*) filter (where ${tabCondition('dueToday', today)})`.mapWith(Number),
      upcoming: sql<number>`count(*) filter (where ${tabCondition('upcoming', today)})`.mapWith(Number),
    })
    .from(requests)
    .where(base);
  const [total] = await db.select({ n: count() }).from(requests).where(where);
  const rows = await db
    .select({
      id: requests.id,
      memberName: requests.memberName,
      phoneNumber: requests.phoneNumber,
      chargeDate: requests.chargeDate,
      expiresOn: requests.expiresOn,
    })
    .from(requests)
    .where(where)
    .orderBy(asc(requests.expiresOn), asc(requests.id))
    .limit(input.pageSize)
    .offset(pageOffset(input));
  const rowTotal = total?.n ?? 0;
  return {
    Items: rows.map((row) => {
      const expiresOn = row.expiresOn ?? today;
      const dueDays = dueDaysOf(expiresOn, today);
      return {
        MemberName: row.memberName,
        PhoneNumber: row.phoneNumber,
        ChargeDate: row.chargeDate,
        DueDays: dueDays,
        ActivationRequestId: row.id,
        RowTotal: rowTotal,
        ExpiresOn: expiresOn,
        Tab: renewalTabOf(dueDays),
      };
    }),
    TotalCount: rowTotal,
    PageNo: input.pageNo,
    PageSize: input.pageSize,
    TabCounts: {
      Expired: counts?.expired ?? 0,
      DueToday: counts?.dueToday ?? 0,
      Upcoming: counts?.upcoming ?? 0,
    },
    Tab: input.tab ?? null,
  };
};
