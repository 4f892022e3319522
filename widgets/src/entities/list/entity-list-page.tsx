import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { type EntityDeclaration, pluralOf } from '@backoffice/shared/entities/entity-declaration';
import { formatCount } from '@backoffice/shared/format/money.format';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { addressFilters } from '../../ui/list/address-filters.ts';
import { pageCount } from '../../ui/list/page-window.ts';
import { Pagination } from '../../ui/list/pagination.tsx';
import { useRowSelection } from '../../ui/list/use-row-selection.ts';
import { LoadProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { toast } from '../../ui/toast.store.ts';
import { listQuery, refreshEntity, useActionPermission, useEntityList } from '../entity-queries.ts';
import type { EntityListParams, EntityRecord } from '../entity-record.types.ts';
import { EntityImportModal } from '../import/entity-import-modal.tsx';
import { EntityBulkBar, selectableList } from './entity-bulk-bar.tsx';
import { EntityListToolbar } from './entity-list-toolbar.tsx';
import { EntityTable } from './entity-table.tsx';

/** The names a declared filter goes by: the field, or its From and To for a date. */
const filterNames = (entity: EntityDeclaration): string[] =>
  entity.list.filters.flatMap((name) => {
    const kind = entity.fields[name]?.kind;
    return kind === 'date' || kind === 'datetime' ? [`${name}From`, `${name}To`] : [name];
  });

/**
 * The first page: the screen's preset filters, then the declared filters the address names
 * (`/salesapp/leaves?Status=pending`, a dashboard figure's link); the server checks their values.
 */
const firstParams = (
  entity: EntityDeclaration,
  presetFilters: Readonly<Record<string, string>>,
): EntityListParams => ({
  pageNo: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  query: '',
  SortBy: entity.list.defaultSort.field,
  SortType: entity.list.defaultSort.direction,
  filters: { ...presetFilters, ...askedFilters(entity) },
});

const askedFilters = (entity: EntityDeclaration): Record<string, string> => {
  const asked = addressFilters<Record<string, string>>(
    Object.fromEntries(
      filterNames(entity).map((name) => [name, (value: string) => value.slice(0, 100) || undefined]),
    ),
  );
  return Object.fromEntries(Object.entries(asked).flatMap(([name, value]) => (value ? [[name, value]] : [])));
};

export interface EntityListPageProps {
  entity: EntityDeclaration;
  /**
   * Another screen over the same list: its heading, and filters it starts with (Dealers is the
   * user list starting at user type Dealer). The filters stay in the bar, so they can be changed.
   */
  title?: string | undefined;
  /** One of them, for the Add button ("Add Dealer"). */
  singular?: string | undefined;
  presetFilters?: Readonly<Record<string, string>> | undefined;
}

const NO_FILTERS: Readonly<Record<string, string>> = {};

/** The new-record form, starting with the screen's preset filters (Add Dealer makes a dealer). */
const newRecordHref = (entity: EntityDeclaration, presets: Readonly<Record<string, string>>): string => {
  const query = new URLSearchParams(presets).toString();
  return query ? `${entity.route}/new?${query}` : `${entity.route}/new`;
};

/** '1 record', '134 records', '10,000+ records' (some titles are singular: 'Payment Gateway'). */
const countText = (count: number, capped: boolean): string =>
  `${formatCount(count)}${capped ? '+' : ''} ${count === 1 && !capped ? 'record' : 'records'}`;

/**
 * The list screen every declared entity gets at its route: search, the declared filters, a
 * sortable virtualised table, pagination, CSV and Excel export (and import, where declared) and the way to
 * add a record.
 */
export const EntityListPage = ({
  entity,
  title = entity.title,
  singular = entity.singular,
  presetFilters = NO_FILTERS,
}: EntityListPageProps) => {
  const [params, setParams] = useState<EntityListParams>(() => firstParams(entity, presetFilters));
  const [importing, setImporting] = useState(false);
  const queryClient = useQueryClient();
  const list = useEntityList(entity, params);
  const canCreate = useActionPermission(entity, 'create');
  const selection = useRowSelection<EntityRecord>();
  const selectable = selectableList(entity);
  // Selected records follow the list as it is refetched (their state after an action).
  const items = list.data?.Items;
  useEffect(() => {
    if (items) selection.refresh(items);
  }, [items, selection.refresh]);

  // Any change but the page number starts again at page 1.
  const change = (next: Partial<EntityListParams>) => setParams({ ...params, pageNo: 1, ...next });
  const sortBy = (field: string) =>
    change({
      SortBy: field,
      SortType:
        params.SortBy.toLowerCase() === field.toLowerCase() && params.SortType === 'asc' ? 'desc' : 'asc',
    });
  const filterBy = (queryName: string, value: string) => {
    const filters = { ...params.filters, [queryName]: value };
    if (value === '') delete filters[queryName];
    change({ filters });
  };

  // Spec section 8: a failed list is also an error toast with the server's message.
  useEffect(() => {
    if (list.error) toast.error(errorMessage(list.error));
  }, [list.error]);

  // A retry of a list that never loaded clears the query's error while it runs; the refusal stays
  // on screen meanwhile (its button says "Retrying…") instead of flickering away and back.
  const paramsKey = JSON.stringify(params);
  const [failure, setFailure] = useState<{ error: unknown; key: string } | null>(null);
  useEffect(() => {
    if (list.error) setFailure({ error: list.error, key: paramsKey });
    else if (list.isSuccess) setFailure(null);
  }, [list.error, list.isSuccess, paramsKey]);
  const shownError =
    list.error ?? (failure && failure.key === paramsKey && list.isFetching ? failure.error : null);

  // A list that shrank (a record deleted elsewhere) may leave the page past its end.
  const totalCount = list.data?.TotalCount;
  useEffect(() => {
    if (totalCount === undefined || list.isPlaceholderData) return;
    const lastPage = pageCount(totalCount, params.pageSize);
    if (params.pageNo > lastPage) setParams((current) => ({ ...current, pageNo: lastPage }));
  }, [totalCount, params.pageSize, params.pageNo, list.isPlaceholderData]);

  const searching = params.query !== '' || Object.keys(params.filters).length > 0;
  const data = list.data;
  const capped = data?.TotalCountCapped === true;
  const status = list.isPending
    ? `Loading ${title}`
    : data
      ? `${countText(data.TotalCount, capped)}${searching ? ' found' : ''}`
      : '';

  return (
    <div className="bo-page bo-entity-page">
      <div className="bo-page-head">
        <div>
          <h1>{title}</h1>
          {data ? <p className="bo-muted">{countText(data.TotalCount, capped)}</p> : null}
        </div>
        {canCreate ? (
          <AppLink href={newRecordHref(entity, presetFilters)} className="bo-btn bo-btn-primary">
            <Plus size={18} aria-hidden="true" />
            Add {singular}
          </AppLink>
        ) : null}
      </div>

      <EntityListToolbar
        entity={entity}
        title={title}
        filters={params.filters}
        pageSize={params.pageSize}
        onSearch={(query) => {
          if (query !== params.query) change({ query });
        }}
        onFilter={filterBy}
        onPageSize={(pageSize) => change({ pageSize })}
        exportQuery={listQuery(params, false)}
        onImport={entity.importable && canCreate ? () => setImporting(true) : undefined}
      />
      {entity.importable ? (
        <EntityImportModal
          entity={entity}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => void refreshEntity(queryClient, entity)}
        />
      ) : null}

      <p className="bo-sr-only" role="status">
        {status}
      </p>

      {selectable ? (
        <EntityBulkBar
          entity={entity}
          selection={selection}
          sort={{ SortBy: params.SortBy, SortType: params.SortType }}
        />
      ) : null}

      {list.isPending && !shownError ? <Loader label={`Loading ${title}`} /> : null}
      {shownError ? (
        <LoadProblem error={shownError} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : null}
      {data && data.Items.length === 0 ? (
        <p className="bo-empty">
          {searching ? `No ${pluralOf(entity)} match your search` : `No ${pluralOf(entity)} yet`}
        </p>
      ) : null}
      {data && data.Items.length > 0 ? (
        <>
          <EntityTable
            entity={entity}
            items={data.Items}
            sortBy={params.SortBy}
            sortType={params.SortType}
            onSort={sortBy}
            busy={list.isPlaceholderData}
            resetKey={JSON.stringify(params)}
            selection={selectable ? selection : undefined}
          />
          <Pagination
            pageNo={params.pageNo}
            pageSize={params.pageSize}
            totalCount={data.TotalCount}
            totalCountCapped={capped}
            onPageChange={(pageNo) => setParams({ ...params, pageNo })}
            label={`${title} pages`}
          />
        </>
      ) : null}
    </div>
  );
};
