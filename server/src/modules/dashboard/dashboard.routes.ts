import { defineRoute } from '../../http/define-route.js';
import { todayFigures } from './dashboard.service.js';

export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/dashboard/today',
    summary:
      "Today's figures for the home page (today in the company's time zone): sign-ins, active users, branches, the caller's unread notifications.",
    access: 'user',
    handler: async (ctx) => ({ data: await todayFigures(ctx) }),
  }),
];
