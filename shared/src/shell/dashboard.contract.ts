import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';
import { ORDER_STATUSES } from '../sales/orders/order-pipeline.js';

/** GET /dashboard/today: today's figures for the home page, today being the company's date. */
export const dashboardTodaySchema = z.object({
  /** YYYY-MM-DD in the company's time zone. */
  Date: z.string(),
  /** Sign-ins (sessions opened) into this company today, by anyone. */
  SignInsToday: z.number().int(),
  /** Active members of the company whose accounts are active. */
  ActiveUsers: z.number().int(),
  /** Active branches of the company. */
  Branches: z.number().int(),
  /** The caller's unread notifications in this company. */
  UnreadNotifications: z.number().int(),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

/** How many, and worth how much (rupees, two decimals). */
const figureSchema = z.object({ Count: z.number().int(), Amount: z.number() });

export const businessDashboardQuery = z.object({
  /** Which month "this month" is: the BS month (Mangsir 2083) or the AD one; AD by default. */
  calendar: z.enum(['AD', 'BS'], { error: 'calendar must be AD or BS' }).optional(),
});

/**
 * GET /dashboard/business: how the business is doing today and this month, for the caller. Each
 * part is null when the caller may not view its pages (or the company lacks its module); a sales
 * person, dealer or delivery person gets their own figures only (Scope own), as their lists show.
 */
export const businessDashboardSchema = z.object({
  /** The company's today, YYYY-MM-DD. */
  Date: z.string(),
  /** This month's first and last days (AD, YYYY-MM-DD), of the calendar asked for. */
  Month: z.object({ From: z.string(), To: z.string() }),
  Scope: z.enum(['company', 'own']),
  Orders: z
    .object({
      /** Orders dated today and this month, cancelled ones left out. */
      Today: figureSchema,
      Month: figureSchema,
      /** This month's orders by status, every status listed. */
      ByStatus: z.array(figureSchema.extend({ Status: z.enum(ORDER_STATUSES) })),
      /** This month's orders (not cancelled) by order date, from the first day to today, days without orders included. */
      ByDay: z.array(figureSchema.extend({ Date: z.string() })),
    })
    .nullable(),
  Collections: z
    .object({
      /** Payments received today and this month. */
      Today: figureSchema,
      Month: figureSchema,
      /** What delivered orders still owe (receivables), and how many orders owe it. */
      Outstanding: figureSchema,
      /** Cheques not yet cleared dated up to seven days from today. */
      ChequesDue: figureSchema,
      /** Cheques that bounced this month. */
      ChequesBounced: figureSchema,
    })
    .nullable(),
  Field: z
    .object({
      VisitsToday: z.number().int(),
      /** Sales persons whose position was recorded in the last hour. */
      SeenLastHour: z.number().int(),
      ActiveSalesPersons: z.number().int(),
    })
    .nullable(),
  /** What waits for the caller's decision; each count null when the caller may not decide it. */
  Approvals: z.object({
    Leaves: z.number().int().nullable(),
    BeatPlans: z.number().int().nullable(),
    Returns: z.number().int().nullable(),
    ActivationRequests: z.number().int().nullable(),
  }),
  /** A cooperative's accounts to renew: due in the next 30 days, and already past due. */
  Renewals: z.object({ DueSoon: z.number().int(), Overdue: z.number().int() }).nullable(),
  /** The company's own figures, for those who may view users. */
  Company: z.object({ ActiveUsers: z.number().int(), SignInsToday: z.number().int() }).nullable(),
});
export type BusinessDashboard = z.infer<typeof businessDashboardSchema>;

/** The home page (server/src/modules/dashboard). */
export const dashboardContracts = {
  today: defineContract({
    method: 'get',
    path: '/dashboard/today',
    summary:
      "Today's figures for the home page (today in the company's time zone): sign-ins, active users, branches, the caller's unread notifications.",
    access: 'user',
    response: dashboardTodaySchema,
  }),
  business: defineContract({
    method: 'get',
    path: '/dashboard/business',
    summary:
      "How the business is doing, in one answer: today's and this month's orders (by status and by day), collections, receivables, cheques due and bounced, visits and sales persons seen in the last hour, what waits for approval, renewals due. Each part is null when the caller may not view it; sales persons, dealers and delivery persons get their own figures only. calendar=BS makes this month the BS month.",
    access: 'user',
    query: businessDashboardQuery,
    response: businessDashboardSchema,
  }),
};
