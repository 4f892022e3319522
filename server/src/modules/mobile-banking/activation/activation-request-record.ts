import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import { phoneMatches } from '../../../entities/phone-search.js';
import { notFound } from '../../../http/api-error.js';
import { containsPattern } from '../../../http/page-query.js';

export type ActivationRequestRow = typeof requests.$inferSelect;

/** The tenant filter every read and write of a request starts from. */
export const ownRequest = (companyId: number, id: number): SQL =>
  and(eq(requests.companyId, companyId), eq(requests.id, id)) as SQL;

export const requestNotFound = (id: number) => notFound(`Activation request ${id} was not found.`);

/** A request of the company, or 404: another company's request is indistinguishable from none. */
export const findActivationRequest = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<ActivationRequestRow> => {
  const [row] = await db.select().from(requests).where(ownRequest(companyId, id));
  if (!row) throw requestNotFound(id);
  return row;
};

/** The lists' search: a member's name, number or phone (in any form typed) containing the words typed; none without a query. */
export const memberSearch = (query: string | undefined): SQL | undefined => {
  if (!query) return undefined;
  const pattern = containsPattern(query);
  return or(
    ilike(requests.memberName, pattern),
    ilike(requests.memberNo, pattern),
    ilike(requests.phoneNumber, pattern),
    phoneMatches(requests.phoneNumber, query),
  );
};
