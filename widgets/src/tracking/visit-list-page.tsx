import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { formatCount } from '@backoffice/shared/format/money.format';
import { visitContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { useFieldUserType } from '../core/use-own-profile.ts';
import { useActionPermission } from '../sales/common/document-queries.ts';
import { SalesFilterToolbar } from '../sales/common/sales-filter-toolbar.tsx';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { countText } from '../sales/common/sales-list-results.tsx';
import { ExportControl } from '../ui/export-control.tsx';
import { DateRangeFields } from '../ui/fields/date-range-fields.tsx';
import { addressFilters, isoDay } from '../ui/list/address-filters.ts';
import { PageSizeSelect } from '../ui/list/page-size-select.tsx';
import { Pagination } from '../ui/list/pagination.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { LocationSettingsDialog } from './location-settings-dialog.tsx';
import { SalesPersonFilter } from './sales-person-filter.tsx';
import { isDay } from './tracking-dates.ts';
import {
  useSalesPersonFilterOptions,
  useVisitList,
  useVisitPurposeOptions,
  visitListCallQuery,
} from './tracking-queries.ts';
import { VisitDetailDialog } from './visit-detail-dialog.tsx';
import { VisitFiles } from './visit-files.tsx';
import { visitDuration, visitPlace } from './visit-format.ts';
import { VisitPurposeFilter } from './visit-purpose-filter.tsx';

interface VisitFilters {
  salesPersonId: string;
  purposeId: string;
  fromDate: string;
  toDate: string;
  query: string;
}

const NO_FILTERS: VisitFilters = { salesPersonId: '', purposeId: '', fromDate: '', toDate: '', query: '' };

/** Visits, newest check-in first (the API's order): filters, rows per page, a row opens the visit. */
export const VisitListPage = () => {
  const dates = useShownDates();
  const [filters, setFilters] = useState<VisitFilters>(() => ({
    ...NO_FILTERS,
    ...addressFilters<VisitFilters>({ fromDate: isoDay, toDate: isoDay }),
  }));
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [openVisit, setOpenVisit] = useState<number | undefined>(undefined);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canEdit = useActionPermission('Visit', 'Edit');
  const fieldUser = useFieldUserType();
  // Offered once the person is known to be an office user (null), not while that is being asked.
  const persons = useSalesPersonFilterOptions(fieldUser === null);
  const purposes = useVisitPurposeOptions();
  // A half-typed date narrows nothing: the browser's date box gives '' or a whole day.
  const fromDate = isDay(filters.fromDate) ? filters.fromDate : '';
  const toDate = isDay(filters.toDate) ? filters.toDate : '';
  const params = {
    pageNo,
    pageSize,
    salesPersonId: filters.salesPersonId,
    purposeId: filters.purposeId,
    fromDate,
    toDate,
    query: filters.query,
  };
  const list = useVisitList(params);
  const data = list.data;
  const active = [filters.salesPersonId, filters.purposeId, fromDate, toDate, filters.query].filter(
    Boolean,
  ).length;
  const change = (next: VisitFilters) => {
    setFilters(next);
    setPageNo(1);
  };

  return (
    <div className="bo-page bo-visits-page">
      <SalesListHead
        title="Visits"
        count={data ? countText(data.TotalCount, { one: 'visit', many: 'visits' }) : undefined}
      >
        <div className="bo-button-row">
          <ExportControl
            path={visitContracts.export.path}
            query={visitListCallQuery(params)}
            fileName="visits"
          />
          {canEdit ? (
            <button type="button" className="bo-btn" onClick={() => setSettingsOpen(true)}>
              <Settings size={18} aria-hidden="true" />
              Location settings
            </button>
          ) : null}
        </div>
      </SalesListHead>

      <SalesFilterToolbar
        searchLabel="Search visits"
        searchPlaceholder="Party or remarks"
        query={filters.query}
        onSearch={(query) => change({ ...filters, query })}
        active={active}
      >
        {/* A sales person's visits are their own: no one else to choose. */}
        {fieldUser !== null ? null : (
          <SalesPersonFilter
            value={filters.salesPersonId}
            onChange={(salesPersonId) => change({ ...filters, salesPersonId })}
            people={persons.data ?? []}
            noneLabel="Everyone"
          />
        )}
        {purposes.data && purposes.data.length > 0 ? (
          <VisitPurposeFilter
            value={filters.purposeId}
            onChange={(purposeId) => change({ ...filters, purposeId })}
            purposes={purposes.data}
          />
        ) : null}
        <DateRangeFields
          legend="Visit date"
          range={{ fromDate: filters.fromDate, toDate: filters.toDate }}
          onChange={(range) => change({ ...filters, ...range })}
        />
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
          className="bo-field bo-filter"
        />
      </SalesFilterToolbar>

      <p className="bo-sr-only" role="status">
        {list.isPending ? 'Loading visits' : data ? `${formatCount(data.TotalCount)} visits found` : ''}
      </p>
      {list.isPending ? <Loader label="Loading visits" /> : null}
      {list.isError ? <QueryProblem query={list} /> : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {active > 0
            ? 'No visits match your filters'
            : 'No visits yet. Visits appear here when sales persons check in at a party or place.'}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <div className="bo-table-wrap" aria-busy={list.isPlaceholderData}>
            <table className="bo-table bo-order-table bo-visit-table">
              <thead>
                <tr>
                  <th scope="col">Checked in</th>
                  <th scope="col">Sales person</th>
                  <th scope="col">Party or place</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Remarks</th>
                  <th scope="col">Files</th>
                </tr>
              </thead>
              <tbody>
                {data.Items.map((visit) => (
                  <tr key={visit.Id}>
                    <td>
                      <button
                        type="button"
                        className="bo-link-btn bo-order-no"
                        onClick={() => setOpenVisit(visit.Id)}
                      >
                        {dates.moment(visit.CheckInAt)}
                      </button>
                    </td>
                    <td>{visit.SalesPersonName}</td>
                    <td>{visitPlace(visit)}</td>
                    <td>{visit.PurposeName ?? <span className="bo-muted">—</span>}</td>
                    <td>{visitDuration(visit.VisitDuration)}</td>
                    <td className="bo-visit-remarks">
                      {visit.Remarks || <span className="bo-muted">—</span>}
                    </td>
                    <td>
                      <VisitFiles files={visit.Files} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={pageSize}
            totalCount={data.TotalCount}
            onPageChange={setPageNo}
            label="Visit pages"
          />
        </>
      ) : null}

      {openVisit !== undefined ? (
        <VisitDetailDialog visitId={openVisit} onClose={() => setOpenVisit(undefined)} />
      ) : null}
      {settingsOpen ? <LocationSettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
};
