import type { BeatPlanDetail } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { BeatPlanStatusBadge } from './beat-plan-status-badge.tsx';

/** What a beat plan is, under its title: status, sales person and month. */
export const BeatPlanSubhead = ({ plan }: { plan: BeatPlanDetail }) => (
  <>
    <BeatPlanStatusBadge status={plan.Status} />
    <span>
      {plan.SalesPersonName} · {monthLabel(plan.Year, plan.Month)}
    </span>
  </>
);
