import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { ReportFilterBar, type ReportFilterBarProps } from './report-filter-bar.tsx';
import { ReportHead, ReportPeriodNote } from './report-parts.tsx';

type PeriodOf = Parameters<typeof ReportPeriodNote>[0]['report'];

interface ReportTopProps<T extends PeriodOf> {
  title: string;
  exportPath: string;
  /** The report's query as its export takes it (the ledgers option is added from the filters). */
  exportQuery: Record<string, unknown>;
  fileName: string;
  filterBar: Omit<ReportFilterBarProps, 'costCenterName'>;
  report: {
    data: T | undefined;
    isPending: boolean;
    error: unknown;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  asOn?: boolean;
}

/** What every report has above its table: title, Export and Print, filters, loading or problem, period. */
export const ReportTop = <T extends PeriodOf>({
  title,
  exportPath,
  exportQuery,
  fileName,
  filterBar,
  report,
  loadingLabel,
  asOn = false,
}: ReportTopProps<T>) => (
  <>
    <ReportHead
      title={title}
      exportPath={exportPath}
      exportQuery={{ ...exportQuery, ShowLedgers: filterBar.filters.ShowLedgers || undefined }}
      fileName={fileName}
    />
    <ReportFilterBar {...filterBar} costCenterName={report.data?.CostCenterName} />
    {report.isPending ? <Loader label={loadingLabel} /> : null}
    {report.isError ? <QueryProblem query={report} /> : null}
    {report.data ? <ReportPeriodNote report={report.data} asOn={asOn} /> : null}
  </>
);
