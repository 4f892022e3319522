import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import type { ReportFilters } from './report-address.ts';
import { ReportFilterBar, type ReportFilterBarProps } from './report-filter-bar.tsx';
import { ReportHead, ReportPeriodNote } from './report-parts.tsx';

type PeriodOf = Parameters<typeof ReportPeriodNote>[0]['report'];

interface ReportTopProps<T extends PeriodOf> {
  title: string;
  exportPath: string;
  /** The report's query as its export takes it (the ledgers option is added from the filters). */
  exportQuery: Record<string, unknown>;
  fileName: string;
  filters: ReportFilters;
  onFilter: (change: Partial<ReportFilters>) => void;
  options: ReportFilterBarProps['options'];
  report: {
    data: T | undefined;
    isPending: boolean;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  /** As on one day (no range and no cost center to filter on), rather than over a range. */
  asOn?: boolean;
}

/** What every report has above its table: title, Export and Print, filters, loading or problem, period. */
export const ReportTop = <T extends PeriodOf>({
  title,
  exportPath,
  exportQuery,
  fileName,
  filters,
  onFilter,
  options,
  report,
  loadingLabel,
  asOn = false,
}: ReportTopProps<T>) => (
  <>
    <ReportHead
      title={title}
      exportPath={exportPath}
      exportQuery={{ ...exportQuery, ShowLedgers: filters.ShowLedgers || undefined }}
      fileName={fileName}
    />
    <ReportFilterBar
      filters={filters}
      onChange={onFilter}
      range={!asOn}
      costCenter={!asOn}
      options={options}
      costCenterName={report.data?.CostCenterName}
    />
    {report.isPending ? <Loader label={loadingLabel} /> : null}
    {report.isError ? <QueryProblem query={report} /> : null}
    {report.data ? <ReportPeriodNote report={report.data} asOn={asOn} /> : null}
  </>
);
