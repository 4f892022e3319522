import { branchContracts } from '@backoffice/shared/branches/branch.contract';
import { and, asc, eq } from 'drizzle-orm';
import { branches } from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';

export const branchRoutes = [
  implementRoute(branchContracts.listActive, {
    handler: async (ctx) => ({
      data: await ctx.deps.db
        .select({ Id: branches.id, Name: branches.name })
        .from(branches)
        .where(and(eq(branches.companyId, ctx.companyId), eq(branches.isActive, true)))
        .orderBy(asc(branches.name)),
    }),
  }),
];
