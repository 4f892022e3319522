import type {
  StatementImport,
  StatementMapping,
  StatementPreview,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { formatCount } from '@backoffice/shared/format/money.format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { toast } from '../../ui/toast.store.ts';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { importStatement, previewStatement, refreshReconciliation } from './bank-reconciliation-queries.ts';
import { mappingFields, StatementMappingEditor } from './statement-mapping-editor.tsx';

const SOURCE_NOTES: Readonly<Record<StatementPreview['MappingSource'], string>> = {
  saved: 'The mapping saved for this bank.',
  guessed: 'A mapping guessed from the file’s headings: check it before importing.',
  given: 'Your mapping; it is saved for this bank when you import.',
};

const importedText = (done: StatementImport) =>
  `${formatCount(done.Imported)} ${done.Imported === 1 ? 'line' : 'lines'} imported, ${formatCount(done.Skipped)} already imported skipped${
    done.BadRows.length > 0 ? `, ${formatCount(done.BadRows.length)} bad rows left out` : ''
  }.`;

/**
 * A statement file in: chosen, previewed with the bank's mapping (or one guessed from the
 * headings), the mapping adjusted with the preview redrawn, then imported. A bad row stops the
 * import unless "Leave bad rows out" is ticked.
 */
export const StatementImportPanel = ({ id, accountId }: { id: string; accountId: number }) => {
  const queryClient = useQueryClient();
  const day = useCalendarDay();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<StatementMapping | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<StatementImport | null>(null);

  const preview = useMutation({
    mutationFn: ({ chosen, given }: { chosen: File; given: StatementMapping | null }) =>
      previewStatement(accountId, chosen, given ? mappingFields(given) : {}),
    onSuccess: (answer) => {
      setMapping(answer.Mapping);
      setProblem(null);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  // The fields travel with the call: a closure could still hold the state of the render before.
  const save = useMutation({
    mutationFn: ({ chosen, fields }: { chosen: File; fields: Record<string, string> }) =>
      importStatement(accountId, chosen, fields),
    onSuccess: async (done) => {
      setResult(done);
      setProblem(null);
      toast.success(importedText(done));
      await refreshReconciliation(queryClient);
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setMapping(null);
    if (chosen) preview.mutate({ chosen, given: null });
  };
  const remap = (next: StatementMapping) => {
    setMapping(next);
    if (file) preview.mutate({ chosen: file, given: next });
  };
  const shown = preview.data;
  const busy = preview.isPending || save.isPending;

  return (
    <section className="bo-recon-import" aria-labelledby={`${id}-import-title`}>
      <h2 id={`${id}-import-title`} className="bo-section-title">
        Import a statement
      </h2>
      <div className="bo-field">
        <label htmlFor={`${id}-file`}>Statement file (CSV)</label>
        <input
          id={`${id}-file`}
          className="bo-input"
          type="file"
          accept=".csv,.txt,text/csv"
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      {problem ? (
        <p className="bo-alert" role="alert">
          {problem}
        </p>
      ) : null}
      {preview.isPending ? <p role="status">Reading the file…</p> : null}
      {shown && mapping ? (
        <>
          <p className="bo-filter-note">
            {SOURCE_NOTES[preview.variables?.given ? 'given' : shown.MappingSource]}{' '}
            {formatCount(shown.RowCount)} rows under the headings.
          </p>
          <StatementMappingEditor
            id={id}
            columns={shown.Columns}
            mapping={mapping}
            onChange={remap}
            disabled={busy}
          />
          <div className="bo-table-wrap">
            <table
              className="bo-table bo-recon-preview-table"
              aria-label="The first lines as they will be imported"
            >
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Date</th>
                  <th scope="col">Description</th>
                  <th scope="col">Reference</th>
                  <NumberColumn>Withdrawal</NumberColumn>
                  <NumberColumn>Deposit</NumberColumn>
                  <NumberColumn>Balance</NumberColumn>
                </tr>
              </thead>
              <tbody>
                {shown.Lines.map((line) => (
                  <tr key={line.Row}>
                    <td>{line.Row}</td>
                    <td className="bo-cell-nowrap">{day(line.Date)}</td>
                    <td>{line.Description}</td>
                    <td>{line.Reference ?? ''}</td>
                    <td className="bo-cell-number">{line.Withdrawal ? booksAmount(line.Withdrawal) : ''}</td>
                    <td className="bo-cell-number">{line.Deposit ? booksAmount(line.Deposit) : ''}</td>
                    <td className="bo-cell-number">
                      {line.Balance === null ? '' : booksAmount(line.Balance)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {shown.BadRows.length > 0 ? (
            <div className="bo-alert" role="alert">
              <p>
                {formatCount(shown.BadRows.length)} {shown.BadRows.length === 1 ? 'row' : 'rows'} cannot be
                read:
              </p>
              <ul className="bo-recon-bad-rows">
                {shown.BadRows.slice(0, 20).map((bad) => (
                  <li key={bad.Row}>
                    Row {bad.Row}: {bad.Message}
                  </li>
                ))}
              </ul>
              <label className="bo-check">
                <input
                  type="checkbox"
                  checked={skipBadRows}
                  onChange={(event) => setSkipBadRows(event.currentTarget.checked)}
                />
                Leave bad rows out and import the rest
              </label>
            </div>
          ) : null}
          <div className="bo-button-row">
            <button
              type="button"
              className="bo-btn bo-btn-primary"
              disabled={busy || !file}
              onClick={() =>
                file &&
                save.mutate({
                  chosen: file,
                  fields: {
                    ...(mapping ? mappingFields(mapping) : {}),
                    ...(skipBadRows ? { SkipBadRows: 'true' } : {}),
                  },
                })
              }
            >
              <Upload size={18} aria-hidden="true" />
              {save.isPending ? 'Importing…' : 'Import'}
            </button>
          </div>
        </>
      ) : null}
      {result ? (
        <p className="bo-filter-note" role="status">
          {importedText(result)}
        </p>
      ) : null}
    </section>
  );
};
