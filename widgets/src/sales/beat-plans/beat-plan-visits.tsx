import type { BeatPlanDetail, BeatPlanLine } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../ui/toast.store.ts';
import { actionFailed } from '../common/action-failed.ts';
import { RemarksDialog } from '../common/remarks-dialog.tsx';
import { isHoliday, weekdayShort } from './beat-plan-format.ts';
import { beatPlanDetailKey, excludeBeatVisit, refreshBeatPlans } from './beat-plan-queries.ts';

const byDay = (lines: readonly BeatPlanLine[]): [number, BeatPlanLine[]][] => {
  const days = new Map<number, BeatPlanLine[]>();
  for (const line of lines) days.set(line.Day, [...(days.get(line.Day) ?? []), line]);
  return [...days.entries()].toSorted(([a], [b]) => a - b);
};

/**
 * The plan's visits day by day, in order of visit. On an approved plan each visit still planned
 * has an Exclude button (asking why); excluded ones stay listed, struck through, with the reason.
 */
export const BeatPlanVisits = ({ plan }: { plan: BeatPlanDetail }) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<BeatPlanLine | null>(null);
  const canExclude = plan.AllowedActions.includes('exclude');
  const exclude = useMutation({
    mutationFn: ({ line, remarks }: { line: BeatPlanLine; remarks: string }) =>
      excludeBeatVisit(plan, line.Id, remarks),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      setAsking(null);
      queryClient.setQueryData(beatPlanDetailKey(envelope.Data.Id), envelope.Data);
      await refreshBeatPlans(queryClient);
    },
    onError: actionFailed(() => refreshBeatPlans(queryClient)),
  });

  return (
    <>
      <ol className="bo-beat-days">
        {byDay(plan.Lines).map(([day, lines]) => (
          <li
            key={day}
            className="bo-beat-visit-day"
            data-holiday={isHoliday(plan.Year, plan.Month, day) || undefined}
          >
            <p className="bo-beat-visit-date">
              <strong>Day {day}</strong>{' '}
              <span className="bo-muted">{weekdayShort(plan.Year, plan.Month, day)}</span>
            </p>
            <ol className="bo-beat-visit-list">
              {lines.map((line) => (
                <li key={line.Id} className="bo-beat-visit" data-excluded={line.IsExcluded || undefined}>
                  <span className="bo-beat-visit-party">
                    <span className="bo-beat-visit-order">{line.Position}.</span>
                    <span className={line.IsExcluded ? 'bo-beat-struck' : undefined}>{line.PartyName}</span>
                    {line.Address ? <span className="bo-muted"> · {line.Address}</span> : null}
                    {line.IsExcluded ? (
                      <span className="bo-beat-excluded-note">
                        Excluded{line.ExcludedByName ? ` by ${line.ExcludedByName}` : ''}
                        {line.ExcludeRemarks ? `: “${line.ExcludeRemarks}”` : ''}
                      </span>
                    ) : null}
                  </span>
                  {canExclude && !line.IsExcluded ? (
                    <button
                      type="button"
                      className="bo-btn bo-btn-small"
                      disabled={exclude.isPending}
                      aria-label={`Exclude the visit to ${line.PartyName} on day ${day}`}
                      onClick={() => setAsking(line)}
                    >
                      Exclude
                    </button>
                  ) : null}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      {asking ? (
        <RemarksDialog
          title={`Exclude the visit to ${asking.PartyName} on day ${asking.Day}?`}
          text="The plan stays approved; this visit stays on it, marked as excluded, and leaves the sales person’s beat for the day."
          confirmLabel="Exclude visit"
          keepLabel="Keep the visit"
          required
          busy={exclude.isPending}
          onConfirm={(remarks) => exclude.mutate({ line: asking, remarks })}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
};
