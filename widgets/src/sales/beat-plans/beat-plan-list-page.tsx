import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { BEAT_PLAN_STATUSES, type BeatPlanStatus } from '@backoffice/shared/sales/beat-plans/beat-plan';
import { beatPlanContracts } from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { monthLabel } from '@backoffice/shared/sales/beat-plans/beat-plan-lines';
import { Plus } from 'lucide-react';
import { AppLink } from '../../core/navigation.tsx';
import { ExportControl } from '../../ui/export-control.tsx';
import { oneOf } from '../../ui/list/address-filters.ts';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { useActionPermission } from '../common/document-queries.ts';
import { SalesListHead } from '../common/sales-list-head.tsx';
import { countText, type ListNouns, SalesListResults } from '../common/sales-list-results.tsx';
import { SalesStatusTabs } from '../common/sales-status-tabs.tsx';
import { useListFilters } from '../common/use-list-filters.ts';
import { BeatPlanFilterBar, type BeatPlanFilters, NO_BEAT_PLAN_FILTERS } from './beat-plan-filter-bar.tsx';
import { BEAT_PLANS_PATH, beatPlanPath, beatPlanStatusLabel } from './beat-plan-format.ts';
import { beatPlanListQuery, useBeatPlanList } from './beat-plan-queries.ts';
import { BeatPlanStatusBadge } from './beat-plan-status-badge.tsx';

const NOUNS: ListNouns = {
  one: 'beat plan',
  many: 'beat plans',
  loading: 'Loading beat plans',
  pages: 'Beat plan pages',
};

/** Beat plans in a table: status tabs, sales person, year, month and search, pages; a row opens the plan. */
export const BeatPlanListPage = () => {
  const day = useCalendarDay();
  const { filters, filterBy, pageNo, setPageNo, searching } = useListFilters<
    BeatPlanFilters & { status: BeatPlanStatus | '' }
  >({ ...NO_BEAT_PLAN_FILTERS, status: '' }, { status: oneOf(BEAT_PLAN_STATUSES) });
  const canCreate = useActionPermission('BeatPlan', 'Create');
  const params = {
    pageNo,
    pageSize: DEFAULT_PAGE_SIZE,
    salesPersonId: filters.salesPerson.id,
    year: filters.year,
    month: filters.month,
    status: filters.status,
    query: filters.query,
  };
  const list = useBeatPlanList(params);
  const data = list.data;

  return (
    <div className="bo-page bo-beat-plans-page">
      <SalesListHead
        title="Beat Plans"
        count={data ? countText(data.TotalCount, { one: 'plan', many: 'plans' }) : undefined}
      >
        <div className="bo-button-row">
          <ExportControl
            path={beatPlanContracts.export.path}
            query={beatPlanListQuery(params)}
            fileName="beat-plans"
          />
          {canCreate ? (
            <AppLink href={`${BEAT_PLANS_PATH}/new`} className="bo-btn bo-btn-primary">
              <Plus size={18} aria-hidden="true" />
              New beat plan
            </AppLink>
          ) : null}
        </div>
      </SalesListHead>

      <BeatPlanFilterBar filters={filters} onChange={filterBy} />

      <SalesStatusTabs
        statuses={BEAT_PLAN_STATUSES}
        value={filters.status}
        label={beatPlanStatusLabel}
        onChange={(status) => filterBy({ status })}
      />

      <SalesListResults
        list={list}
        nouns={NOUNS}
        searching={searching}
        emptyText="No beat plans yet. Plan a month of visits for a sales person."
        tableClassName="bo-beat-table"
        pageNo={pageNo}
        onPageChange={setPageNo}
        columns={['Plan no', 'Sales person', 'Month', { number: 'Visits' }, 'Status', 'Created']}
        cells={(item) => (
          <>
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
          </>
        )}
      />
    </div>
  );
};
