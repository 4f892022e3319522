import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mobileBankingActivationRequests as requests } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';

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
