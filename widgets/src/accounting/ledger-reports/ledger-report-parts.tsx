import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ExportControl } from '../../ui/export-control.tsx';
import { PrintButton } from '../../ui/print-button.tsx';
import { booksAmount } from '../vouchers/voucher-format.ts';

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
    <PrintButton />
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

/**
 * A row that opens to its detail rows: the toggle and the name in its first cell, its amounts, and
 * its total in bold last; the detail rows are drawn only while it is open.
 */
export const ExpandableRows = ({
  label,
  name,
  disabled = false,
  cells,
  total,
  details,
}: {
  /** The toggle's accessible name. */
  label: string;
  name: ReactNode;
  disabled?: boolean;
  cells: ReactNode;
  total: number;
  details: () => ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr>
        <td>
          <ExpandButton open={open} label={label} disabled={disabled} onToggle={() => setOpen(!open)} />{' '}
          {name}
        </td>
        {cells}
        <td className="bo-cell-number">
          <strong>{booksAmount(total)}</strong>
        </td>
      </tr>
      {open ? details() : null}
    </>
  );
};
