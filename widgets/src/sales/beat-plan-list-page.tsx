import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { BEAT_PLAN_STATUSES, type BeatPlanStatus } from '@backoffice/shared/sales/beat-plan';
import { monthLabel } from '@backoffice/shared/sales/beat-plan-lines';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { AppLink } from '../core/navigation.tsx';
import { Loader } from '../ui/loader.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { BeatPlanFilterBar, type BeatPlanFilters, NO_BEAT_PLAN_FILTERS } from './beat-plan-filter-bar.tsx';
import { BEAT_PLANS_PATH, beatPlanPath, beatPlanStatusLabel } from './beat-plan-format.ts';
import { useBeatPlanList } from './beat-plan-queries.ts';
import { BeatPlanStatusBadge } from './beat-plan-status-badge.tsx';
import { useCalendarDay } from './money-details-list.tsx';
import { MoneyLoadProblem } from './money-load-problem.tsx';
import { useActionPermission } from './money-queries.ts';

/** Beat plans in a table: status tabs, sales person, year, month and search, pages; a row opens the plan. */
export const BeatPlanListPage = () => {
  const day = useCalendarDay();
  const [filters, setFilters] = useState<BeatPlanFilters>(NO_BEAT_PLAN_FILTERS);
  const [status, setStatus] = useState<BeatPlanStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const canCreate = useActionPermission('BeatPlan', 'Create');
  const list = useBeatPlanList({
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
    salesPersonId: filters.salesPerson.id,
    year: filters.year,
    month: filters.month,
    status,
    query: filters.query,
  });
  const data = list.data;
  const searching = status !== '' || JSON.stringify(filters) !== JSON.stringify(NO_BEAT_PLAN_FILTERS);

  return (
    <div className="bo-page bo-beat-plans-page">
      <div className="bo-page-head">
        <div>
          <h1>Beat Plans</h1>
          {data ? (
            <p className="bo-muted">
              {formatCount(data.TotalCount)} {data.TotalCount === 1 ? 'plan' : 'plans'}
            </p>
          ) : null}
        </div>
        {canCreate ? (
          <AppLink href={`${BEAT_PLANS_PATH}/new`} className="bo-btn bo-btn-primary">
            <Plus size={18} aria-hidden="true" />
            New beat plan
          </AppLink>
        ) : null}
      </div>

      <BeatPlanFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPageNo(1);
        }}
      />

      <fieldset className="bo-status-tabs">
        <legend className="bo-sr-only">Status</legend>
        {(['', ...BEAT_PLAN_STATUSES] as const).map((value) => (
          <button
            key={value || 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPageNo(1);
            }}
          >
            {value === '' ? 'All' : beatPlanStatusLabel(value)}
          </button>
        ))}
      </fieldset>

      <p className="bo-sr-only" role="status">
        {list.isPending
          ? 'Loading beat plans'
          : data
            ? `${formatCount(data.TotalCount)} beat plans found`
            : ''}
      </p>
      {list.isPending ? <Loader label="Loading beat plans" /> : null}
      {list.isError ? (
        <MoneyLoadProblem error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {searching
            ? 'No beat plans match your search'
            : 'No beat plans yet. Plan a month of visits for a sales person.'}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-order-table bo-beat-table">
              <thead>
                <tr>
                  <th scope="col">Plan no</th>
                  <th scope="col">Sales person</th>
                  <th scope="col">Month</th>
                  <th scope="col" className="bo-cell-number">
                    Visits
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                </tr>
              </thead>
              <tbody>
                {data.Items.map((item) => (
                  <tr key={item.Id}>
                    <td>
                      <AppLink href={beatPlanPath(item.Id)} className="bo-order-no">
                        {item.PlanNo}
                      </AppLink>
                    </td>
                    <td>{item.SalesPersonName}</td>
                    <td>{monthLabel(item.Year, item.Month)}</td>
                    <td className="bo-cell-number">{formatCount(item.LineCount)}</td>
                    <td>
                      <BeatPlanStatusBadge status={item.Status} />
                    </td>
                    <td>
                      {day(item.CreatedAt)}
                      {item.CreatedByName ? <span className="bo-muted"> · {item.CreatedByName}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={DEFAULT_PAGE_SIZE}
            totalCount={data.TotalCount}
            onPageChange={setPageNo}
            label="Beat plan pages"
          />
        </>
      ) : null}
    </div>
  );
};
