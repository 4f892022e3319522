import { formatCount } from '@backoffice/shared/format/money.format';
import { BULK_MAX_IDS, type BulkAnswer, type BulkRowResult } from '@backoffice/shared/http/bulk-action';
import { useRef, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { ActionConfirmModal, type RemarksAsked } from '../dialogs/action-confirm-modal.tsx';
import { ExportControl } from '../export-control.tsx';
import { toast } from '../toast.store.ts';
import { BulkResultsModal, type BulkRun } from './bulk-results-modal.tsx';

/** One thing the selection can have done to it. */
export interface BulkChoice {
  /** The bulk route's Action: 'approve', 'delete'. */
  name: string;
  label: string;
  /** Asked before it runs (the declaration's confirm); a danger choice always asks. */
  confirm?: string | undefined;
  remarks?: RemarksAsked | undefined;
  /** Red, and always asked first: what cannot be undone (delete). */
  danger?: boolean;
}

export interface BulkSelectionBarProps {
  /** The selected ids, in the order they were chosen. */
  ids: readonly number[];
  /** What the selected records allow (an action none of them can take is left out). */
  choices: readonly BulkChoice[];
  /** What the records are called: 'leave requests', 'orders'. */
  plural: string;
  nameOf: (id: number) => string;
  /** Runs the bulk route; a refusal of the whole request throws, as any call does. */
  run: (choice: BulkChoice, ids: readonly number[], remarks: string | undefined) => Promise<BulkAnswer>;
  /** After a run: the list refreshes and the done rows leave the selection. */
  onRan: (results: readonly BulkRowResult[]) => void;
  onClear: () => void;
  /** The list's export, for the selection only (its sort, and Ids). */
  exportPath: string;
  exportQuery: Record<string, unknown>;
  fileName: string;
}

/**
 * The bar over a list with selected rows: how many, the actions they allow, Export selection and
 * Clear. Each action asks first where it must (remarks, a confirmation, a delete), then shows what
 * became of every record.
 */
export const BulkSelectionBar = ({
  ids,
  choices,
  plural,
  nameOf,
  run,
  onRan,
  onClear,
  exportPath,
  exportQuery,
  fileName,
}: BulkSelectionBarProps) => {
  const [asking, setAsking] = useState<BulkChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<BulkRun | null>(null);
  // The names as they were when the run started: a deleted record leaves the list, not the report.
  const names = useRef<ReadonlyMap<number, string>>(new Map());
  const tooMany = ids.length > BULK_MAX_IDS;

  const go = async (choice: BulkChoice, remarks: string | undefined) => {
    if (busy) return;
    setBusy(true);
    names.current = new Map(ids.map((id) => [id, nameOf(id)]));
    try {
      const answer = await run(choice, ids, remarks);
      setAsking(null);
      setDone({ label: choice.label, results: answer.Results });
      onRan(answer.Results);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const start = (choice: BulkChoice) => {
    if (choice.confirm || choice.remarks || choice.danger) setAsking(choice);
    else void go(choice, undefined);
  };

  const count = `${formatCount(ids.length)} selected`;
  return (
    <>
      {/* Always in the page, so a screen reader hears the count change as boxes are ticked. */}
      <p className="bo-sr-only" role="status">
        {ids.length > 0 ? count : ''}
      </p>
      {ids.length > 0 ? (
        <section className="bo-bulk-bar" aria-label={`Selected ${plural}`}>
          <p className="bo-bulk-count">{count}</p>
          {tooMany ? (
            <p className="bo-field-help">
              Select at most {formatCount(BULK_MAX_IDS)} to act on them together.
            </p>
          ) : null}
          <div className="bo-button-row">
            {choices.map((choice) => (
              <button
                key={choice.name}
                type="button"
                className={choice.danger ? 'bo-btn bo-btn-danger-outline' : 'bo-btn'}
                disabled={busy || tooMany}
                onClick={() => start(choice)}
              >
                {choice.label}
              </button>
            ))}
            {tooMany ? null : (
              <ExportControl
                path={exportPath}
                query={{ ...exportQuery, Ids: ids.join(',') }}
                fileName={fileName}
                labels={{
                  csv: 'Export selection as CSV',
                  xlsx: 'Export selection as Excel',
                  pdf: 'Export selection as PDF',
                }}
              />
            )}
            <button type="button" className="bo-btn" disabled={busy} onClick={onClear}>
              Clear selection
            </button>
          </div>
        </section>
      ) : null}
      <ActionConfirmModal
        open={asking !== null}
        title={asking ? `${asking.label}: ${count}?` : ''}
        text={
          asking?.danger
            ? `${formatCount(ids.length)} ${plural} will be deleted where their state allows it. This cannot be undone.`
            : (asking?.confirm ??
              `${asking?.label ?? ''}: each of the ${formatCount(ids.length)} selected ${plural} that allows it.`)
        }
        confirmLabel={asking?.label ?? ''}
        danger={asking?.danger === true}
        busy={busy}
        remarks={asking?.remarks}
        onConfirm={(remarks) => asking && void go(asking, remarks === '' ? undefined : remarks)}
        onClose={() => setAsking(null)}
      />
      <BulkResultsModal
        run={done}
        nameOf={(id) => names.current.get(id) ?? `#${id}`}
        onClose={() => setDone(null)}
      />
    </>
  );
};
