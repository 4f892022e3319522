import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { type ReactNode, useId } from 'react';
import { ReferenceSelect, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import type { DocumentListParams } from './document-queries.ts';
import { SalesFilterToolbar } from './sales-filter-toolbar.tsx';

export interface DocumentFilters {
  party: ReferenceValue;
  /** YYYY-MM-DD or ''. */
  fromDate: string;
  toDate: string;
  query: string;
}

export const NO_DOCUMENT_FILTERS: DocumentFilters = {
  party: { id: '', name: '' },
  fromDate: '',
  toDate: '',
  query: '',
};

/** The page shown and the shared filters, as the returns and collections list hooks take them. */
export const documentListParams = (filters: DocumentFilters, pageNo: number): DocumentListParams => ({
  pageNo,
  pageSize: DEFAULT_PAGE_SIZE,
  partyId: filters.party.id,
  fromDate: filters.fromDate,
  toDate: filters.toDate,
  query: filters.query,
});

interface DocumentFilterBarProps {
  filters: DocumentFilters;
  onChange: (filters: DocumentFilters) => void;
  /** 'Search returns' */
  searchLabel: string;
  /** 'Return no, order no or party' */
  searchPlaceholder: string;
  /** 'Return date' */
  dateLegend: string;
  /** How many of the screen's own filters (children) are set, for the phone's "Filters (2)". */
  extraActive?: number;
  /** The screen's own filters (method, cheque status), after the shared ones. */
  children?: ReactNode;
}

/** Search, party and a date range, shared by the returns and collections lists. */
export const DocumentFilterBar = ({
  filters,
  onChange,
  searchLabel,
  searchPlaceholder,
  dateLegend,
  extraActive = 0,
  children,
}: DocumentFilterBarProps) => {
  const id = useId();
  const active =
    [filters.party.id, filters.fromDate, filters.toDate, filters.query].filter(Boolean).length + extraActive;

  return (
    <SalesFilterToolbar
      searchLabel={searchLabel}
      searchPlaceholder={searchPlaceholder}
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query })}
      active={active}
    >
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-party`}>Party</label>
        <ReferenceSelect
          id={`${id}-party`}
          label="Party"
          apiPath="party"
          value={filters.party}
          onChange={(party) => onChange({ ...filters, party })}
        />
      </div>
      {children}
      <DateRangeFields
        legend={dateLegend}
        range={filters}
        onChange={({ fromDate, toDate }) => onChange({ ...filters, fromDate, toDate })}
      />
    </SalesFilterToolbar>
  );
};
