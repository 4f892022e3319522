import type { ReportRow } from '@backoffice/shared/accounting/report-tree';
import { useStore } from '@nanostores/react';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { $currentCompanyName } from '../../core/company.store.ts';
import './financial-reports.css';
import { AppLink } from '../../core/navigation.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { ExportControl } from '../../ui/export-control.tsx';
import { PrintButton } from '../../ui/print-button.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { booksAmount } from '../vouchers/voucher-format.ts';
import { reportSearch } from './report-address.ts';

export const GENERAL_LEDGER_PATH = '/accounting/reports/ledger';

/** Where a ledger's entries over the report's range and scope are: the general ledger. */
export const generalLedgerPath = (
  ledgerId: number,
  range: { From: string; To: string; BranchId?: string; CostCenterId?: string },
): string => `${GENERAL_LEDGER_PATH}${reportSearch({ LedgerId: String(ledgerId), ...range })}`;

/** An amount, or nothing for nil (a report reads better without rows of zeros). */
export const amountText = (rupees: number | null | undefined): string =>
  rupees === null || rupees === undefined || rupees === 0 ? '' : booksAmount(rupees);

/** A report's head: its title, Export and Print, and the heading paper shows. */
export const ReportHead = ({
  title,
  exportPath,
  exportQuery,
  fileName,
}: {
  title: string;
  exportPath: string;
  exportQuery: Record<string, unknown>;
  fileName: string;
}) => {
  const companyName = useStore($currentCompanyName);
  return (
    <>
      {companyName ? <p className="bo-report-company">{companyName}</p> : null}
      <SalesListHead title={title}>
        <div className="bo-button-row bo-no-print">
          <ExportControl path={exportPath} query={exportQuery} fileName={fileName} />
          <PrintButton />
        </div>
      </SalesListHead>
    </>
  );
};

/** What the report covers, under its title (and at the top of the printed page). */
export const ReportPeriodNote = ({
  report,
  asOn = false,
}: {
  report: {
    From: string;
    To: string;
    FiscalYear: string;
    BranchName: string | null;
    CostCenterName: string | null;
  };
  asOn?: boolean;
}) => {
  const day = useCalendarDay();
  const scope = [
    report.BranchName ? `branch ${report.BranchName}` : '',
    report.CostCenterName ? `cost center ${report.CostCenterName}` : '',
  ].filter(Boolean);
  return (
    <p className="bo-filter-note bo-report-period">
      {asOn ? `As on ${day(report.To)}` : `${day(report.From)} to ${day(report.To)}`}, fiscal year{' '}
      {report.FiscalYear}
      {scope.length > 0 ? ` · ${scope.join(', ')}` : ''}
    </p>
  );
};

/** The Particulars cell of a tree row: indented by level, a group with its open/close button. */
export const TreeNameCell = <G extends { Name: string }, L extends { Id: number; Name: string }>({
  row,
  onToggle,
  ledgerHref,
  onGroupOpen,
}: {
  row: ReportRow<G, L>;
  onToggle: () => void;
  ledgerHref: (ledger: L) => string | null;
  /** Opens the report narrowed to the group. */
  onGroupOpen?: ((group: G) => void) | undefined;
}) => {
  const indent = { paddingInlineStart: `${(row.level - 1) * 1.25 + 0.5}rem` };
  if (row.kind === 'ledger') {
    const href = ledgerHref(row.ledger);
    return (
      <td style={indent}>
        {href ? (
          <AppLink href={href} tabIndex={-1}>
            {row.ledger.Name}
          </AppLink>
        ) : (
          row.ledger.Name
        )}
      </td>
    );
  }
  return (
    <td style={indent}>
      <button
        type="button"
        className="bo-link-btn bo-no-print"
        tabIndex={-1}
        aria-label={`${row.open ? 'Close' : 'Open'} ${row.group.Name}`}
        onClick={onToggle}
      >
        {row.open ? (
          <ChevronDown size={16} aria-hidden="true" />
        ) : (
          <ChevronRight size={16} aria-hidden="true" />
        )}
      </button>
      {onGroupOpen ? (
        <button
          type="button"
          className="bo-link-btn"
          tabIndex={-1}
          title={`${row.group.Name} only`}
          onClick={() => onGroupOpen(row.group)}
        >
          <strong>{row.group.Name}</strong>
        </button>
      ) : (
        <strong>{row.group.Name}</strong>
      )}
    </td>
  );
};

/** Loading, a problem, or nothing to show: what stands in a report's place. */
export const ReportEmpty = ({ children }: { children: ReactNode }) => <p className="bo-empty">{children}</p>;
