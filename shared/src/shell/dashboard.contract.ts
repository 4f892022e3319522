import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';

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
};
