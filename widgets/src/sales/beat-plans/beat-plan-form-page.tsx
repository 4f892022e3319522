import type { BeatPlanDetail } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import {
  UnsavedChangesProvider,
  useUnsavedChangesScope,
} from '../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { RecordLoadState } from '../common/record-load-state.tsx';
import { BeatPlanForm } from './beat-plan-form.tsx';
import { emptyBeatPlanValues, valuesFromPlan } from './beat-plan-form-values.ts';
import { BEAT_PLANS_PATH, beatPlanPath } from './beat-plan-format.ts';
import { refreshBeatPlans, useBeatPlanDetail } from './beat-plan-queries.ts';
import { BeatPlanSubhead } from './beat-plan-subhead.tsx';

interface BeatPlanFormPageProps {
  /** Told of each save first (a host page embedding the form); false keeps the form where it is. */
  onSaved?: ((saved: BeatPlanDetail) => boolean) | undefined;
}

/** /salesapp/beat-plans/new: a month of visits for a sales person, made pending. */
export const BeatPlanNewPage = ({ onSaved }: BeatPlanFormPageProps = {}) => {
  const unsaved = useUnsavedChangesScope(BEAT_PLANS_PATH);
  const queryClient = useQueryClient();
  const [today] = useState(() => companyToday());
  const [initial] = useState(() => emptyBeatPlanValues(today));
  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page bo-beat-form-page">
        <DocumentPageHead back={{ href: BEAT_PLANS_PATH, label: 'Beat Plans' }} title="New beat plan" />
        <BeatPlanForm
          initial={initial}
          today={today}
          onSaved={(saved) => {
            void refreshBeatPlans(queryClient);
            if (onSaved?.(saved) !== false) unsaved.leave(beatPlanPath(saved.Id), { ask: false });
          }}
        />
      </div>
    </UnsavedChangesProvider>
  );
};

/** /salesapp/beat-plans/{id}/edit: a pending plan changed before it is approved. */
export const BeatPlanEditPage = ({ planId, onSaved }: BeatPlanFormPageProps & { planId: number }) => {
  const detail = useBeatPlanDetail(planId);
  const stored = detail.data;
  const back = beatPlanPath(planId);
  const unsaved = useUnsavedChangesScope(back);
  const queryClient = useQueryClient();
  const [today] = useState(() => companyToday());

  return (
    <UnsavedChangesProvider scope={unsaved}>
      <div className="bo-page bo-order-form-page bo-beat-form-page">
        <DocumentPageHead
          back={{ href: back, label: stored ? `Beat plan ${stored.PlanNo}` : 'Beat plan' }}
          title={stored ? `Edit beat plan ${stored.PlanNo}` : 'Edit beat plan'}
          subhead={stored ? <BeatPlanSubhead plan={stored} /> : null}
        />
        <RecordLoadState
          query={detail}
          loading="Loading the beat plan"
          notFound="This beat plan does not exist, or it belongs to another company."
        />
        {stored && !stored.CanEdit ? (
          <div className="bo-alert" role="alert">
            <p>
              {stored.Status === 'pending'
                ? 'You may not change beat plans.'
                : 'Only a pending beat plan can be changed; exclude a visit or cancel the plan instead.'}
            </p>
          </div>
        ) : null}
        {stored?.CanEdit ? (
          <BeatPlanForm
            key={stored.Id}
            initial={valuesFromPlan(stored)}
            today={today}
            stored={stored}
            onSaved={(saved) => {
              void refreshBeatPlans(queryClient);
              if (onSaved?.(saved) !== false) unsaved.leave(beatPlanPath(saved.Id), { ask: false });
            }}
          />
        ) : null}
      </div>
    </UnsavedChangesProvider>
  );
};
