import { type BulkRowResult, bulkOutcomeText } from '@backoffice/shared/http/bulk-action';
import { useId } from 'react';
import { Modal } from '../dialogs/modal.tsx';

export interface BulkRun {
  /** The action's label: 'Approve'. */
  label: string;
  results: readonly BulkRowResult[];
}

/**
 * What became of each record of a bulk action, by its name: done, or refused and why (the
 * server's own sentence). The table scrolls on its own and takes the keyboard focus to do so.
 */
export const BulkResultsModal = ({
  run,
  nameOf,
  onClose,
}: {
  run: BulkRun | null;
  nameOf: (id: number) => string;
  onClose: () => void;
}) => {
  const captionId = useId();
  return (
    <Modal
      open={run !== null}
      title={run ? `${run.label}: ${bulkOutcomeText(run.results)}` : ''}
      onClose={onClose}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs the focus to scroll by keyboard. */}
      <section className="bo-import-errors bo-bulk-results" aria-labelledby={captionId} tabIndex={0}>
        <table className="bo-table">
          <caption id={captionId} className="bo-sr-only">
            Result for each record
          </caption>
          <thead>
            <tr>
              <th scope="col">Record</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {(run?.results ?? []).map((result) => (
              <tr key={result.Id} data-done={result.Done}>
                <td>{nameOf(result.Id)}</td>
                <td>
                  {result.Done ? (
                    <span className="bo-state" data-state="completed">
                      Done
                    </span>
                  ) : (
                    <>
                      <span className="bo-state" data-state="cancelled">
                        Refused
                      </span>{' '}
                      {result.Message}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Modal>
  );
};
