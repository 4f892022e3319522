import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { BEAT_PLAN_STATUS_LABELS, type BeatPlanStatus } from '@backoffice/shared/sales/beat-plans/beat-plan';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { beatPlans } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { notifyEvent } from '../notifications/notify-event.js';

const salesPersonColumn = entityTable(SALES_PERSON);

const MONTH = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A plan was approved or cancelled: its sales person (their sign-in user) and whoever made it hear
 * of it, in the move's transaction; the person who moved it is not told. A company's setup for the
 * Beat Plans page and "Status changed" replaces the words and the people.
 * Placeholders: {{RecordName}} and {{PlanNo}}, {{Month}} ("November 2026"), {{SalesPersonName}},
 * {{Status}}, {{Remarks}}.
 */
export const notifyBeatPlanMoved = async (
  tx: Database,
  ctx: UserContext,
  planId: number,
  move: { status: BeatPlanStatus; remarks: string | null },
): Promise<number> => {
  const [plan] = await tx
    .select({
      planNo: beatPlans.planNo,
      year: beatPlans.year,
      month: beatPlans.month,
      createdBy: beatPlans.createdBy,
      salesPersonName: salesPersonColumn.FullName,
      salesPersonUserId: salesPersonColumn.UserId,
    })
    .from(beatPlans)
    .innerJoin(
      entityTable(SALES_PERSON),
      and(
        eq(salesPersonColumn.companyId, beatPlans.companyId),
        eq(salesPersonColumn.id, beatPlans.salesPersonId),
      ),
    )
    .where(and(eq(beatPlans.companyId, ctx.companyId), eq(beatPlans.id, planId)));
  if (!plan) return 0;
  const month = MONTH.format(new Date(Date.UTC(plan.year, plan.month - 1, 1)));
  const status = BEAT_PLAN_STATUS_LABELS[move.status];
  return notifyEvent(
    tx,
    { companyId: ctx.companyId, now: ctx.now, actor: { userId: ctx.user.userId, name: ctx.user.username } },
    {
      event: 'stateChanged',
      pageCode: PAGE_CODES.BeatPlan,
      record: { id: planId, name: plan.planNo },
      values: {
        PlanNo: plan.planNo,
        Month: month,
        SalesPersonName: String(plan.salesPersonName ?? ''),
        Status: status,
        Remarks: move.remarks ?? '',
      },
      link: `/salesapp/beat-plans/${planId}`,
      linkNeedsView: true,
      defaultTitle: `Beat plan ${plan.planNo} for ${month}: ${status}`,
      audience: {
        userIds: [typeof plan.salesPersonUserId === 'number' ? plan.salesPersonUserId : null, plan.createdBy],
      },
    },
  );
};
