import { z } from 'zod';
import { defineContract } from '../http/route-contract.js';

/** GET /branch/listactive: an active branch, for the login page's branch select. */
export const branchOptionSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type BranchOption = z.infer<typeof branchOptionSchema>;

/** The company's branches (server/src/modules/branches), as the login page reads them before sign-in. */
export const branchContracts = {
  listActive: defineContract({
    method: 'get',
    path: '/branch/listactive',
    summary: "The company's active branches, for the login page's branch select.",
    access: 'anonymous',
    response: z.array(branchOptionSchema),
  }),
};
