import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { type ImportReport, WHOLE_ROW } from '@backoffice/shared/entities/entity-import';
import { formatCount } from '@backoffice/shared/format/money.format';
import { useId } from 'react';

/** More rows than a person reads in a dialog; the rest follow once these are corrected. */
const SHOWN_ERRORS = 500;

const columnOf = (entity: EntityDeclaration, field: string): string =>
  field === WHOLE_ROW ? 'Whole row' : (entity.fields[field]?.label ?? field);

/**
 * An import's answer: what happened, then each problem by row and column in a table that scrolls
 * on its own and takes the keyboard focus, so it can be scrolled without a mouse.
 */
export const EntityImportReport = ({
  entity,
  report,
  message,
}: {
  entity: EntityDeclaration;
  report: ImportReport;
  message: string;
}) => {
  const captionId = useId();
  const shown = report.Errors.slice(0, SHOWN_ERRORS);
  return (
    <div className="bo-import-report">
      <p className="bo-import-summary" role="status">
        {message}
      </p>
      {shown.length > 0 ? (
        <>
          <p id={captionId} className="bo-field-help">
            Rows with errors. Row 1 is the first row under the header (row 2 of the spreadsheet).
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs the focus to scroll by keyboard. */}
          <section className="bo-import-errors" aria-labelledby={captionId} tabIndex={0}>
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((error, index) => (
                  // A row may have several errors in one column; its place in the list tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
                  <tr key={index}>
                    <td className="bo-import-row">{error.Row}</td>
                    <td>{columnOf(entity, error.Field)}</td>
                    <td>{error.Message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {report.Errors.length > shown.length ? (
            <p className="bo-field-help">
              The first {formatCount(shown.length)} of {formatCount(report.Errors.length)} problems are shown.
            </p>
          ) : null}
        </>
      ) : null}
      {report.IgnoredColumns.length > 0 ? (
        <p className="bo-field-help">
          Not imported (the server sets them): {report.IgnoredColumns.join(', ')}.
        </p>
      ) : null}
    </div>
  );
};
