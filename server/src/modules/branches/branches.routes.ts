import { and, asc, eq } from 'drizzle-orm';
import { branches } from '../../db/schema/index.js';
import { defineRoute } from '../../http/define-route.js';

export const branchRoutes = [
  defineRoute({
    method: 'get',
    path: '/branch/listactive',
    summary: "The company's active branches, for the login page's branch select.",
    access: 'anonymous',
    handler: async (ctx) => ({
      data: await ctx.deps.db
        .select({ Id: branches.id, Name: branches.name })
        .from(branches)
        .where(and(eq(branches.companyId, ctx.companyId), eq(branches.isActive, true)))
        .orderBy(asc(branches.name)),
    }),
  }),
];
