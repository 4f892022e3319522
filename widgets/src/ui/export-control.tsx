import type { ExportFormat } from '@backoffice/shared/http/export-format';
import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { fetchFile, saveFile } from '../core/download/file-download.ts';

export interface ExportControlProps {
  /** The export route under the API base ('/order/export'). */
  path: string;
  /** The list's current query: its filters and sort go, its paging is left out, the format added. */
  query: Record<string, unknown>;
  /** The file's name when the server gives none, without its extension. */
  fileName: string;
  className?: string;
  /** Other words for the buttons ('Export selection as CSV'), where the screen has two exports. */
  labels?: Partial<Record<ExportFormat, string>> | undefined;
}

const BUTTONS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'Export CSV' },
  { format: 'xlsx', label: 'Export Excel' },
  { format: 'pdf', label: 'Export PDF' },
];

type ExportState =
  | { step: 'idle'; error: string | null }
  | { step: 'preparing'; format: ExportFormat; percent: number | null };

/**
 * A list's export: its current filters as CSV, an Excel workbook or a PDF. One file at a time; while it
 * downloads the control says how far it is (when the server sends the size), and a refusal stays
 * beside the buttons.
 */
export const ExportControl = ({ path, query, fileName, className, labels }: ExportControlProps) => {
  const [state, setState] = useState<ExportState>({ step: 'idle', error: null });
  const rootRef = useRef<HTMLSpanElement>(null);
  // A second click lands before the buttons re-render as disabled; the ref refuses it at once.
  const busy = useRef(false);

  const run = async (format: ExportFormat) => {
    const container = rootRef.current;
    if (busy.current || !container) return;
    busy.current = true;
    setState({ step: 'preparing', format, percent: null });
    try {
      const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = query;
      const file = await fetchFile(path, { ...filters, format }, `${fileName}.${format}`, (fraction) =>
        setState({
          step: 'preparing',
          format,
          percent: fraction === null ? null : Math.round(fraction * 100),
        }),
      );
      saveFile(file, container);
      setState({ step: 'idle', error: null });
    } catch (error) {
      setState({ step: 'idle', error: errorMessage(error) });
    } finally {
      busy.current = false;
    }
  };

  const preparing = state.step === 'preparing';
  return (
    <span ref={rootRef} className={`bo-export-control${className ? ` ${className}` : ''}`}>
      {BUTTONS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="bo-btn"
          disabled={preparing}
          aria-busy={preparing && state.format === format}
          onClick={() => void run(format)}
        >
          <Download size={18} aria-hidden="true" />
          {labels?.[format] ?? label}
        </button>
      ))}
      <span className="bo-export-status" role="status">
        {preparing ? `Preparing…${state.percent === null ? '' : ` ${state.percent} %`}` : ''}
      </span>
      {state.step === 'idle' && state.error ? (
        <span className="bo-export-error" role="alert">
          {state.error}
        </span>
      ) : null}
    </span>
  );
};
