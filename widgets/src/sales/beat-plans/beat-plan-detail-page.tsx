import type {
  BeatPlanDetail,
  BeatPlanHistoryAction,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { DocumentCard } from '../common/document-card.tsx';
import { type DetailRow, DocumentDetailsList } from '../common/document-details-list.tsx';
import { DocumentHistory } from '../common/document-history.tsx';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { RecordLoadState } from '../common/record-load-state.tsx';
import { useActionFocus } from '../common/use-action-focus.ts';
import { BeatPlanActions } from './beat-plan-actions.tsx';
import { BEAT_PLANS_PATH, beatPlanStatusLabel } from './beat-plan-format.ts';
import { useBeatPlanDetail } from './beat-plan-queries.ts';
import { BeatPlanSubhead } from './beat-plan-subhead.tsx';
import { BeatPlanVisits } from './beat-plan-visits.tsx';

const HISTORY_WORDS: Record<BeatPlanHistoryAction, string> = {
  create: 'Created',
  update: 'Changed',
  approve: 'Approved',
  cancel: 'Cancelled',
  exclude: 'Visit excluded',
};

/** The history as the shared list shows it; an exclusion names its visit before the reason. */
const historyOf = (plan: BeatPlanDetail) =>
  plan.History.map((step) =>
    step.Action === 'exclude' && step.Day !== null
      ? { ...step, Remarks: `Day ${step.Day}, ${step.PartyName ?? 'a party'}: ${step.Remarks ?? ''}`.trim() }
      : step,
  );

const Facts = ({ plan }: { plan: BeatPlanDetail }) => {
  const day = useCalendarDay();
  const excluded = plan.Lines.filter((line) => line.IsExcluded).length;
  const parties = new Set(plan.Lines.map((line) => line.PartyId)).size;
  const rows: DetailRow[] = [
    ['Sales person', plan.SalesPersonName],
    ['Month', monthLabel(plan.Year, plan.Month)],
    ['Visits', `${plan.LineCount} to ${parties} ${parties === 1 ? 'party' : 'parties'}`],
  ];
  if (excluded > 0) rows.push(['Excluded', `${excluded} ${excluded === 1 ? 'visit' : 'visits'}`]);
  if (plan.Remarks) rows.push(['Remarks', plan.Remarks]);
  rows.push(['Created', `${day(plan.CreatedAt)}${plan.CreatedByName ? ` by ${plan.CreatedByName}` : ''}`]);
  return <DocumentDetailsList rows={rows} />;
};

/** One beat plan: its visits by day, the actions open now, its facts and its history. */
export const BeatPlanDetailPage = ({ planId }: { planId: number }) => {
  const detail = useBeatPlanDetail(planId);
  const plan = detail.data;
  const { actionsRef, focusActions } = useActionFocus('heading');

  return (
    <div className="bo-page bo-order-detail bo-beat-detail">
      <DocumentPageHead
        back={{ href: BEAT_PLANS_PATH, label: 'Beat Plans' }}
        title={plan ? `Beat plan ${plan.PlanNo}` : 'Beat plan'}
        subhead={plan ? <BeatPlanSubhead plan={plan} /> : null}
      />
      <RecordLoadState
        query={detail}
        loading="Loading the beat plan"
        notFound="This beat plan does not exist, or it belongs to another company."
      />
      {plan ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <DocumentCard title="Visits">
              <BeatPlanVisits plan={plan} />
            </DocumentCard>
          </div>
          <div className="bo-form-side">
            <DocumentCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <BeatPlanActions plan={plan} onDone={focusActions} />
            </DocumentCard>
            <DocumentCard title="Details">
              <Facts plan={plan} />
            </DocumentCard>
            <DocumentCard title="History">
              <DocumentHistory
                history={historyOf(plan)}
                words={HISTORY_WORDS}
                statusLabel={beatPlanStatusLabel}
              />
            </DocumentCard>
          </div>
        </div>
      ) : null}
    </div>
  );
};
