import { ADVANCE_REQUEST } from '@backoffice/shared/entities/workforce/advance-request.entity';
import type {
  AdvanceOutstandingPage,
  advanceOutstandingQuery,
} from '@backoffice/shared/workforce/advances/advance-outstanding.contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.js';
import { ownerOf } from '../../entities/entity-owner.js';
import { toRupees } from '../../entities/entity-values.js';
import { personNameSql } from '../../entities/person-name.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';
import { numberOf, rowsOf, textOf } from '../accounting/books/books-balance.js';

type Query = z.infer<typeof advanceOutstandingQuery>;

/**
 * Each person's approved advances, repaid and left (paisa in the table, rupees in the answer), the
 * most owed first. A field user reaches only their own line, whatever they ask for.
 */
export const loadAdvanceOutstanding = async (
  ctx: UserContext,
  query: Query,
): Promise<AdvanceOutstandingPage> => {
  const owner = ownerOf(ctx, ADVANCE_REQUEST);
  const userId = owner ?? query.UserId;
  const text = query.query?.trim() ?? '';
  const result = await ctx.deps.db.execute(sql`
    with people as (
      select a.user_id,
        ${personNameSql(users)} as name,
        sum(a.amount)::bigint as approved,
        sum(coalesce(a.repaid_amount, 0))::bigint as repaid
      from advance_requests a
      join users on users.id = a.user_id
      where a.company_id = ${ctx.companyId} and a.status = 'approved'
        ${userId === undefined ? sql`` : sql`and a.user_id = ${userId}`}
      group by a.user_id, users.id
    ), matching as (
      select * from people
      where ${text === '' ? sql`true` : sql`name ilike ${containsPattern(text)}`}
    )
    select m.*, count(*) over () as total_count,
      sum(m.approved) over () as all_approved, sum(m.repaid) over () as all_repaid
    from matching m
    order by m.approved - m.repaid desc, lower(m.name), m.user_id
    limit ${query.pageSize} offset ${pageOffset(query)}`);
  const rows = rowsOf(result);
  const first = rows[0];
  const totalApproved = first ? numberOf(first.all_approved) : 0;
  const totalRepaid = first ? numberOf(first.all_repaid) : 0;
  const items = rows.map((row) => {
    const approved = numberOf(row.approved);
    const repaid = numberOf(row.repaid);
    return {
      UserId: numberOf(row.user_id),
      UserName: textOf(row.name),
      Approved: toRupees(approved),
      Repaid: toRupees(repaid),
      Outstanding: toRupees(approved - repaid),
    };
  });
  return {
    ...toPage(items, first ? numberOf(first.total_count) : 0, query),
    Totals: {
      Approved: toRupees(totalApproved),
      Repaid: toRupees(totalRepaid),
      Outstanding: toRupees(totalApproved - totalRepaid),
    },
  };
};
