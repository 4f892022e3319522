import { z } from 'zod';
import { optionalId } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';

/** The kinds of record the search looks through, each behind its own page's view permission. */
export const RECORD_KINDS = ['order', 'party', 'product', 'user', 'activationRequest'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORD_SEARCH_LIMITS = { minQuery: 2, maxQuery: 100, maxPerKind: 10, perKind: 5 } as const;

export const RECORD_SEARCH_MESSAGES = {
  query: `query must be ${RECORD_SEARCH_LIMITS.minQuery} to ${RECORD_SEARCH_LIMITS.maxQuery} characters`,
  limit: `limit must be a whole number from 1 to ${RECORD_SEARCH_LIMITS.maxPerKind}`,
} as const;

const { minQuery, maxQuery, maxPerKind, perKind } = RECORD_SEARCH_LIMITS;

export const recordSearchQuery = z.object({
  query: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: RECORD_SEARCH_MESSAGES.query })
      .min(minQuery, { error: RECORD_SEARCH_MESSAGES.query })
      .max(maxQuery, { error: RECORD_SEARCH_MESSAGES.query }),
  ),
  limit: optionalId(RECORD_SEARCH_MESSAGES.limit)
    .refine((value) => value === undefined || value <= maxPerKind, { error: RECORD_SEARCH_MESSAGES.limit })
    .transform((value) => value ?? perKind),
});
export type RecordSearchQuery = z.output<typeof recordSearchQuery>;

/** One record found: what the palette shows on two lines and the portal address it opens. */
export const recordHitSchema = z.object({
  Kind: z.enum(RECORD_KINDS),
  Id: z.number().int(),
  Title: z.string(),
  /** A short second line: an order's party, a product's code, a user's name and type. */
  Detail: z.string(),
  /** The record's day (YYYY-MM-DD, an order's date), which the palette shows in the user's calendar. */
  Date: z.string().nullable(),
  /** The record's page in the portal. */
  Url: z.string(),
});
export type RecordHit = z.infer<typeof recordHitSchema>;

/** The portal's search across records (the command palette); server/src/modules/search. */
export const recordSearchContracts = {
  search: defineContract({
    method: 'get',
    path: '/search/records',
    summary: `Records whose number or name holds the query (${minQuery}-${maxQuery} characters), each kind searched as its own list searches it: orders (number, party name, remarks), parties (name, code, phone, address, PAN), products (name, code, description), users (user name, first or last name, email) and activation requests (member name, number or phone); at most limit (1-${maxPerKind}, default ${perKind}) of each kind. A kind the caller may not view is not searched; a dealer or delivery person finds only the orders assigned to them, as their list shows.`,
    access: 'user',
    tag: 'Search',
    query: recordSearchQuery,
    response: z.array(recordHitSchema),
  }),
};
