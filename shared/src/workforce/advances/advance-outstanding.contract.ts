import { z } from 'zod';
import { optionalId } from '../../form-fields.js';
import { defineContract } from '../../http/route-contract.js';
import { PAGE_CODES } from '../../page-codes.js';
import { pageQueryShape, pageSchema } from '../../paging.js';

/** One person's advances: approved (or later cancelled with nothing repaid, which counts none), repaid, left. Rupees. */
export const advanceOutstandingRowSchema = z.object({
  UserId: z.number().int(),
  UserName: z.string(),
  Approved: z.number(),
  Repaid: z.number(),
  Outstanding: z.number(),
});
export type AdvanceOutstandingRow = z.infer<typeof advanceOutstandingRowSchema>;

export const advanceOutstandingTotalsSchema = advanceOutstandingRowSchema.pick({
  Approved: true,
  Repaid: true,
  Outstanding: true,
});

export const advanceOutstandingQuery = z.object({
  ...pageQueryShape,
  UserId: optionalId('UserId must be a user id'),
});

export const advanceOutstandingPageSchema = pageSchema(advanceOutstandingRowSchema).extend({
  Totals: advanceOutstandingTotalsSchema,
});
export type AdvanceOutstandingPage = z.infer<typeof advanceOutstandingPageSchema>;

export const advanceOutstandingContracts = {
  outstanding: defineContract({
    method: 'get',
    path: '/advancerequest/outstanding',
    summary:
      'What each person owes on approved advances: approved, repaid and outstanding (rupees), the people with most outstanding first, one page (pageNo, pageSize, query on the name, UserId for one person), with Totals over every matching person. A field user gets only their own line.',
    access: 'user',
    tag: 'AdvanceRequest',
    permission: { page: PAGE_CODES.AdvanceRequest, action: 'view' },
    query: advanceOutstandingQuery,
    response: advanceOutstandingPageSchema,
  }),
};
