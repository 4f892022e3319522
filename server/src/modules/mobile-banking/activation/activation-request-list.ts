import type { ActivationStatus } from '@backoffice/shared/mobile-banking/activation-request-machine';
import type { ActivationRequestSummary } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page } from '@backoffice/shared/paging';
import { and, count, desc, eq } from 'drizzle-orm';
import { mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import { type PageRequest, pageOffset, toPage } from '../../../http/page-query.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { mayRunActivationActions } from '../mobile-banking-access.js';
import { memberSearch } from './activation-request-record.js';
import { toActivationSummary } from './activation-request-view.js';

export interface ActivationListInput extends PageRequest {
  query?: string | undefined;
  Status?: ActivationStatus | undefined;
}

/** The company's requests, newest first; `query` searches member name, number and phone. */
export const listActivationRequests = async (
  ctx: UserContext,
  input: ActivationListInput,
): Promise<Page<ActivationRequestSummary>> => {
  const { db } = ctx.deps;
  const where = and(
    eq(requests.companyId, ctx.companyId),
    input.Status ? eq(requests.status, input.Status) : undefined,
    memberSearch(input.query),
  );
  const [rows, [total], today, mayAct] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(where)
      .orderBy(desc(requests.requestedAt), desc(requests.id))
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
