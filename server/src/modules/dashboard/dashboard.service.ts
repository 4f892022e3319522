import type { DashboardToday } from '@backoffice/shared/shell/dashboard.contract';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { authSessions, branches, companies, companyUsers, users } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { countUnread } from '../notifications/notification.service.js';
import { activeMember } from '../users/active-member.js';

export interface CompanyDay {
  date: string;
  start: Date;
  end: Date;
}

/**
 * The company's today, from its time zone, as a date and the half-open range of instants
 * [start, end). The database does the zone arithmetic, so days of 23 or 25 hours come out right.
 */
export const companyDay = async (ctx: UserContext): Promise<CompanyDay> => {
  const now = ctx.now.toISOString();
  const localDate = sql`(${now}::timestamptz at time zone ${companies.timeZone})::date`;
  // Epoch milliseconds, not text: the session's own TimeZone setting must not colour the answer.
  const epochMs = (local: SQL) =>
    sql<number>`(extract(epoch from (${local})::timestamp at time zone ${companies.timeZone}) * 1000)::float8`.mapWith(
      Number,
    );
  const [row] = await ctx.deps.db
    .select({
      date: sql<string>`to_char(${localDate}, 'YYYY-MM-DD')`,
      start: epochMs(localDate),
      end: epochMs(sql`${localDate} + 1`),
    })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  if (!row) throw notFound('Company not found.');
  return { date: row.date, start: new Date(row.start), end: new Date(row.end) };
};

/** Sign-ins (sessions opened) into the company during its day, by anyone. */
export const countSignIns = async (ctx: UserContext, day: CompanyDay): Promise<number> => {
  const [row] = await ctx.deps.db
    .select({ value: count() })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.companyId, ctx.companyId),
        gte(authSessions.createdAt, day.start),
        lt(authSessions.createdAt, day.end),
      ),
    );
  return row?.value ?? 0;
};

/** Active members of the company whose accounts are active. */
export const countActiveUsers = async (ctx: UserContext): Promise<number> => {
  const [row] = await ctx.deps.db
    .select({ value: count() })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(activeMember(ctx.companyId));
  return row?.value ?? 0;
};

export const todayFigures = async (ctx: UserContext): Promise<DashboardToday> => {
  const { db } = ctx.deps;
  const day = await companyDay(ctx);
  const [activeBranches] = await db
    .select({ value: count() })
    .from(branches)
    .where(and(eq(branches.companyId, ctx.companyId), eq(branches.isActive, true)));
  return {
    Date: day.date,
    SignInsToday: await countSignIns(ctx, day),
    ActiveUsers: await countActiveUsers(ctx),
    Branches: activeBranches?.value ?? 0,
    UnreadNotifications: await countUnread({ db, companyId: ctx.companyId, userId: ctx.user.userId }),
  };
};
