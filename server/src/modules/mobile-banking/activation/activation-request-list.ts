import type { ActivationStatus } from '@backoffice/shared/mobile-banking/activation-request-machine';
import type { ActivationRequestSummary } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page } from '@backoffice/shared/paging';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import { type PageRequest, pageOffset, toPage } from '../../../http/page-query.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { mayRunActivationActions } from '../mobile-banking-access.js';
import { memberSearch } from './activation-request-record.js';
import { toActivationSummary } from './activation-request-view.js';

/** The list's search and status, which its export takes too. */
export interface ActivationFilters {
  query?: string | undefined;
  Status?: ActivationStatus | undefined;
}

export interface ActivationListInput extends PageRequest, ActivationFilters {}

/** The company's requests under the search (member name, number and phone) and status. */
export const activationCondition = (companyId: number, input: ActivationFilters): SQL | undefined =>
  and(
    eq(requests.companyId, companyId),
    input.Status ? eq(requests.status, input.Status) : undefined,
    memberSearch(input.query),
  );

/** Newest request first; the id breaks ties so pages never overlap. */
export const ACTIVATION_ORDER = [desc(requests.requestedAt), desc(requests.id)] as const;

/** The company's requests, newest first; `query` searches member name, number and phone. */
export const listActivationRequests = async (
  ctx: UserContext,
  input: ActivationListInput,
): Promise<Page<ActivationRequestSummary>> => {
  const { db } = ctx.deps;
  const where = activationCondition(ctx.companyId, input);
  const [rows, [total], today, mayAct] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(...ACTIVATION_ORDER)
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ n: count() }).from(requests).where(where),
    companyToday(db, ctx.companyId, ctx.now),
    mayRunActivationActions(ctx),
  ]);
  return toPage(
    rows.map((row) => toActivationSummary(row, today, mayAct)),
    total?.n ?? 0,
    input,
  );
};
