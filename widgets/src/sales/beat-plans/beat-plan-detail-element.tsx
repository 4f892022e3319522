import {
  type HostedElementProps,
  MissingRecordId,
  recordIdOf,
  useChangedEvent,
} from '../../core/element-host.tsx';
import { BeatPlanDetailPage } from './beat-plan-detail-page.tsx';
import { useBeatPlanDetail } from './beat-plan-queries.ts';

export interface BeatPlanDetailElementProps extends HostedElementProps {
  planId?: number;
}

const WatchedPlan = ({ planId, container }: { planId: number } & HostedElementProps) => {
  const detail = useBeatPlanDetail(planId);
  useChangedEvent(container, detail.data, (changed) => ({
    id: changed.Id,
    planNo: changed.PlanNo,
    status: changed.Status,
    version: changed.Version,
  }));
  return <BeatPlanDetailPage planId={planId} />;
};

/**
 * <bo-beat-plan-detail plan-id="4">: one beat plan, its visits and actions. After each change (an
 * approval, a visit excluded…) it fires `changed` with {id, planNo, status, version}.
 */
export const BeatPlanDetailElement = ({ planId, container }: BeatPlanDetailElementProps) => {
  const id = recordIdOf(planId);
  if (id === undefined) return <MissingRecordId attribute="plan-id" what="beat plan" />;
  return <WatchedPlan key={id} planId={id} container={container} />;
};
