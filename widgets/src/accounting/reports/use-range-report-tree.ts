import { useNavigate } from '../../core/navigation.tsx';
import type { ReportFilters } from './report-address.ts';
import { generalLedgerPath } from './report-parts.tsx';
import { useReportTree } from './use-report-tree.ts';

/**
 * A range report's tree and the range its ledgers open their general ledger over: the range the
 * report answered for (the filters' until it answers), in the branch and cost center filtered on.
 */
export const useRangeReportTree = (
  filters: ReportFilters,
  answered: { From: string; To: string } | undefined,
) => {
  const navigate = useNavigate();
  const range = {
    From: answered?.From ?? filters.From,
    To: answered?.To ?? filters.To,
    BranchId: filters.BranchId,
    CostCenterId: filters.CostCenterId,
  };
  const tree = useReportTree((ledgerId) => navigate(generalLedgerPath(ledgerId, range)));
  return { range, tree, showLedgers: filters.ShowLedgers !== 'false' };
};
