import { type EntityDeclaration, pluralOf } from '@backoffice/shared/entities/entity-declaration';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportReport,
} from '@backoffice/shared/entities/entity-import';
import type { FieldError } from '@backoffice/shared/envelope';
import { formatCount } from '@backoffice/shared/format/money.format';
import { useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../core/api-client.ts';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { toast } from '../../ui/toast.store.ts';
import { byteSize } from '../form/entity-form-values.ts';
import { downloadImportTemplate } from '../list/entity-export.ts';
import { importFileProblem, uploadImport } from './entity-import.ts';
import { EntityImportReport } from './entity-import-report.tsx';

interface EntityImportModalProps {
  entity: EntityDeclaration;
  open: boolean;
  onClose: () => void;
  /** Records were saved: the list should load again. */
  onImported: () => void;
}

type Busy = 'upload' | 'save' | 'template' | null;

/** A file the server would not read: its message, and each column problem when there are several. */
interface Refusal {
  message: string;
  errors: FieldError[];
}

/**
 * Import from CSV: the template to start from, the file, and the server's report. A file
 * with errors saves nothing; when some rows are fine, they can be saved alone.
 */
export const EntityImportModal = ({ entity, open, onClose, onImported }: EntityImportModalProps) => {
  const inputId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<{ report: ImportReport; message: string } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const plural = pluralOf(entity).toLowerCase();

  const close = () => {
    if (busy === 'upload' || busy === 'save') return;
    setFile(null);
    setFileProblem(null);
    setResult(null);
    setRefusal(null);
    onClose();
  };

  const send = async (saveValid: boolean) => {
    if (!file) {
      setFileProblem('Choose a CSV file to import.');
      return;
    }
    setBusy(saveValid ? 'save' : 'upload');
    setRefusal(null);
    try {
      const answer = await uploadImport(entity, file, saveValid);
      if (answer.Data.Saved > 0) {
        toast.success(answer.Message);
        onImported();
        setBusy(null);
        close();
        return;
      }
      setResult({ report: answer.Data, message: answer.Message });
    } catch (error) {
      setResult(null);
      setRefusal({
        message: errorMessage(error),
        errors: error instanceof ApiError && error.errors.length > 1 ? error.errors : [],
      });
    }
    setBusy(null);
  };

  const template = async () => {
    if (!rootRef.current) return;
    setBusy('template');
    try {
      await downloadImportTemplate(entity, rootRef.current);
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setBusy(null);
  };

  const report = result?.report;
  const saveable = report && report.ValidRows > 0 && report.Errors.length > 0 ? report.ValidRows : 0;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  return (
    <Modal
      open={open}
      title={`Import ${entity.title}`}
      onClose={close}
      footer={
        <>
          <button
            type="button"
            className="bo-btn"
            onClick={close}
            disabled={busy === 'upload' || busy === 'save'}
          >
            Close
          </button>
          {saveable > 0 ? (
            <button
              type="button"
              className="bo-btn bo-btn-primary bo-import-save"
              disabled={busy !== null}
              onClick={() => void send(true)}
            >
              {busy === 'save'
                ? 'Saving…'
                : `Save the ${formatCount(saveable)} valid ${saveable === 1 ? 'row' : 'rows'}`}
            </button>
          ) : null}
          <button
            type="button"
            className={saveable > 0 ? 'bo-btn' : 'bo-btn bo-btn-primary'}
            disabled={busy !== null}
            onClick={() => void send(false)}
          >
            {busy === 'upload' ? 'Uploading…' : 'Upload'}
          </button>
        </>
      }
    >
      <div ref={rootRef} className="bo-import">
        <p className="bo-modal-text">
          Add {plural} from a CSV file, one per row, under a header row that names the columns.{' '}
          <button
            type="button"
            className="bo-link-btn"
            disabled={busy !== null}
            onClick={() => void template()}
          >
            {busy === 'template' ? 'Downloading the template…' : 'Download the template'}
          </button>{' '}
          to start from the right columns.
        </p>
        <div className="bo-field">
          <label htmlFor={inputId}>CSV file</label>
          <input
            id={inputId}
            type="file"
            className="bo-input bo-file-input"
            accept=".csv,text/csv"
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={fileProblem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              const input = event.currentTarget;
              const chosen = input.files?.[0] ?? null;
              const problem = chosen ? importFileProblem(chosen) : null;
              // A refused file is not kept, so what the input shows is what would be sent.
              if (problem) input.value = '';
              setFile(problem ? null : chosen);
              setFileProblem(problem);
              setResult(null);
              setRefusal(null);
            }}
          />
          <p id={hintId} className="bo-field-help">
            At most {byteSize(IMPORT_MAX_BYTES)} and {formatCount(IMPORT_MAX_ROWS)} rows, saved as “CSV
            UTF-8”. Nothing is saved while a row has errors.
          </p>
          {fileProblem ? (
            <p id={errorId} className="bo-field-error">
              {fileProblem}
            </p>
          ) : null}
        </div>
        {refusal ? (
          <div className="bo-alert bo-import-refusal" role="alert">
            {/* Several column problems read better as a list than as the server's one sentence. */}
            {refusal.errors.length > 0 ? (
              <>
                <p>The file was not imported:</p>
                <ul>
                  {refusal.errors.map((error) => (
                    <li key={error.Message}>{error.Message}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{refusal.message}</p>
            )}
          </div>
        ) : null}
        {result ? (
          <EntityImportReport entity={entity} report={result.report} message={result.message} />
        ) : null}
      </div>
    </Modal>
  );
};
