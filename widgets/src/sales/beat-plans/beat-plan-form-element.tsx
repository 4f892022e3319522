import type { BeatPlanDetail } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { emitFromHost, type HostedElementProps, recordIdOf } from '../../core/element-host.tsx';
import { BeatPlanEditPage, BeatPlanNewPage } from './beat-plan-form-page.tsx';

export interface BeatPlanFormElementProps extends HostedElementProps {
  planId?: number;
}

/**
 * <bo-beat-plan-form plan-id="4">: changes a pending plan; without plan-id, a new plan. After a save
 * it fires `saved` with {id, planNo, status, created}; cancel the event to stay instead of opening
 * the plan's page on our server.
 */
export const BeatPlanFormElement = ({ planId, container }: BeatPlanFormElementProps) => {
  const id = recordIdOf(planId);
  const onSaved = (saved: BeatPlanDetail) =>
    emitFromHost(
      container,
      'saved',
      { id: saved.Id, planNo: saved.PlanNo, status: saved.Status, created: id === undefined },
      true,
    );
  return id === undefined ? (
    <BeatPlanNewPage onSaved={onSaved} />
  ) : (
    <BeatPlanEditPage key={id} planId={id} onSaved={onSaved} />
  );
};
