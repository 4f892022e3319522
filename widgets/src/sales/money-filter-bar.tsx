import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ReferenceSelect, type ReferenceValue } from '../entities/reference-select.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useDebouncedCallback } from '../ui/use-debounced-callback.ts';

const SEARCH_DELAY_MS = 300;

export interface MoneyFilters {
  party: ReferenceValue;
  /** YYYY-MM-DD or ''. */
  fromDate: string;
  toDate: string;
  query: string;
}

export const NO_MONEY_FILTERS: MoneyFilters = {
  party: { id: '', name: '' },
  fromDate: '',
  toDate: '',
  query: '',
};

interface MoneyFilterBarProps {
  filters: MoneyFilters;
  onChange: (filters: MoneyFilters) => void;
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

/**
 * Search, party and a date range, shared by the returns and collections lists; the order filter
 * bar's look, and like it the filters fold away behind a button on a phone.
 */
export const MoneyFilterBar = ({
  filters,
  onChange,
  searchLabel,
  searchPlaceholder,
  dateLegend,
  extraActive = 0,
  children,
}: MoneyFilterBarProps) => {
  const id = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const [searchText, setSearchText] = useState(filters.query);
  const searchLater = useDebouncedCallback(
    (query: string) => onChange({ ...filters, query }),
    SEARCH_DELAY_MS,
  );
  const active =
    [filters.party.id, filters.fromDate, filters.toDate, filters.query].filter(Boolean).length + extraActive;

  return (
    <div className="bo-toolbar bo-entity-toolbar bo-order-toolbar">
      <search className="bo-toolbar-search">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ ...filters, query: searchText.trim() });
          }}
        >
          <TextField
            label={searchLabel}
            type="search"
            name="query"
            placeholder={searchPlaceholder}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              searchLater(event.currentTarget.value.trim());
            }}
          />
        </form>
      </search>
      <button
        type="button"
        className="bo-btn bo-filters-toggle"
        aria-expanded={panelOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setPanelOpen(!panelOpen)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <div id={`${id}-panel`} className="bo-filter-panel" data-open={panelOpen}>
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
        <fieldset className="bo-date-range">
          <legend>{dateLegend}</legend>
          <label className="bo-date-range-part">
            <span>From</span>
            <input
              type="date"
              className="bo-input"
              value={filters.fromDate}
              max={filters.toDate || undefined}
              onChange={(event) => onChange({ ...filters, fromDate: event.currentTarget.value })}
            />
          </label>
          <label className="bo-date-range-part">
            <span>To</span>
            <input
              type="date"
              className="bo-input"
              value={filters.toDate}
              min={filters.fromDate || undefined}
              onChange={(event) => onChange({ ...filters, toDate: event.currentTarget.value })}
            />
          </label>
        </fieldset>
      </div>
    </div>
  );
};
