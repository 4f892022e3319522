import type { BeatPlanStatus } from '@backoffice/shared/sales/beat-plans/beat-plan';
import { beatPlanStatusLabel } from './beat-plan-format.ts';

/** A plan's status as a small label, in the order badge's shape (the words carry it; colour helps). */
export const BeatPlanStatusBadge = ({ status }: { status: BeatPlanStatus }) => (
  <span className="bo-order-status bo-money-status bo-beat-status" data-status={status}>
    {beatPlanStatusLabel(status)}
  </span>
);
