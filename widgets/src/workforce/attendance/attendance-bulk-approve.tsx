import { formatCount } from '@backoffice/shared/format/money.format';
import type { BulkRowResult } from '@backoffice/shared/http/bulk-action';
import type { AttendanceSummary } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { ActionConfirmModal } from '../../ui/dialogs/action-confirm-modal.tsx';
import { BulkResultsModal, type BulkRun } from '../../ui/list/bulk-results-modal.tsx';
import type { RowSelection } from '../../ui/list/use-row-selection.ts';
import { toast } from '../../ui/toast.store.ts';
import { attendanceApi, refreshAttendance } from './attendance-queries.ts';

/** A day by its person and date, as the results name it. */
export type NameOfDay = (day: AttendanceSummary) => string;

/** The route's {Approved, Skipped} as the bulk results table reads them, in the order sent. */
const resultsOf = (
  ids: readonly number[],
  answer: { Approved: readonly number[]; Skipped: readonly { Id: number; Reason: string }[] },
): BulkRowResult[] =>
  ids.map((id) => {
    const skipped = answer.Skipped.find((row) => row.Id === id);
    return skipped
      ? { Id: id, Done: false, Message: skipped.Reason }
      : { Id: id, Done: answer.Approved.includes(id) };
  });

/**
 * The bar over the Days table with rows selected: how many, Approve selected (optional remarks)
 * and Clear; then each day's outcome, the skipped ones with the server's reason.
 */
export const AttendanceBulkApprove = ({
  selection,
  nameOf,
}: {
  selection: RowSelection<AttendanceSummary>;
  nameOf: NameOfDay;
}) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<BulkRun | null>(null);
  const names = useRef<ReadonlyMap<number, string>>(new Map());
  const days = [...selection.selected.values()];
  const count = `${formatCount(days.length)} selected`;

  const approve = async (remarks: string) => {
    setBusy(true);
    const ids = days.map((day) => day.Id);
    names.current = new Map(days.map((day) => [day.Id, nameOf(day)]));
    try {
      const answer = await attendanceApi.approveBulk({
        body: { Ids: ids, ...(remarks === '' ? {} : { Remarks: remarks }) },
      });
      setAsking(false);
      setDone({ label: 'Approve', results: resultsOf(ids, answer) });
      selection.drop(answer.Approved);
      void refreshAttendance(queryClient);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="bo-sr-only" role="status">
        {days.length > 0 ? count : ''}
      </p>
      {days.length > 0 ? (
        <section className="bo-bulk-bar" aria-label="Selected days">
          <p className="bo-bulk-count">{count}</p>
          <div className="bo-button-row">
            <button
              type="button"
              className="bo-btn bo-btn-primary"
              disabled={busy}
              onClick={() => setAsking(true)}
            >
              Approve selected
            </button>
            <button type="button" className="bo-btn" disabled={busy} onClick={selection.clear}>
              Clear selection
            </button>
          </div>
        </section>
      ) : null}
      <ActionConfirmModal
        open={asking}
        title={`Approve: ${count}?`}
        text={`Each of the ${formatCount(days.length)} selected days still pending is approved, and its person told. Days already approved are skipped.`}
        confirmLabel="Approve"
        danger={false}
        busy={busy}
        remarks={{ label: 'Remarks', required: false, max: 500 }}
        onConfirm={(remarks) => void approve(remarks)}
        onClose={() => setAsking(false)}
      />
      <BulkResultsModal
        run={done}
        nameOf={(id) => names.current.get(id) ?? `Day #${id}`}
        onClose={() => setDone(null)}
      />
    </>
  );
};
