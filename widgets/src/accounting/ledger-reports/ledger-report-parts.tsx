import { ChevronDown, ChevronRight, Printer } from 'lucide-react';
import { ExportControl } from '../../ui/export-control.tsx';

/** A report's Export (CSV, Excel, PDF) of its filters, and Print. */
export const ReportActions = ({
  path,
  query,
  fileName,
}: {
  path: string;
  query: Record<string, unknown>;
  fileName: string;
}) => (
  <div className="bo-button-row bo-report-actions">
    <ExportControl path={path} query={query} fileName={fileName} />
    <button type="button" className="bo-btn" onClick={() => window.print()}>
      <Printer size={18} aria-hidden="true" />
      Print
    </button>
  </div>
);

/** Opens or closes a row's detail rows (a party's bills, a cost center's ledgers). */
export const ExpandButton = ({
  open,
  label,
  onToggle,
  disabled = false,
}: {
  open: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean;
}) => (
  <button
    type="button"
    className="bo-link-btn"
    aria-expanded={open}
    aria-label={label}
    disabled={disabled}
    onClick={onToggle}
  >
    {open ? <ChevronDown size={16} aria-hidden="true" /> : <ChevronRight size={16} aria-hidden="true" />}
  </button>
);
