import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ReferenceSelect, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useDebouncedCallback } from '../../ui/use-debounced-callback.ts';
import { activeFilterCount, type OrderFilters } from './order-filters.ts';

const SEARCH_DELAY_MS = 300;

const REFERENCES = [
  { key: 'salesPerson', label: 'Sales person', apiPath: 'salesperson' },
  { key: 'party', label: 'Party', apiPath: 'party' },
  { key: 'route', label: 'Route', apiPath: 'route' },
  { key: 'area', label: 'Area', apiPath: 'territory' },
] as const;

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  /** Controls that belong to one screen only (the list's status), placed after the shared ones. */
  children?: ReactNode;
}

/** A searchable select with its label, the way the generated lists show a reference filter. */
const ReferenceFilter = ({
  label,
  apiPath,
  value,
  onChange,
}: {
  label: string;
  apiPath: string;
  value: ReferenceValue;
  onChange: (value: ReferenceValue) => void;
}) => {
  const id = useId();
  return (
    <div className="bo-field bo-filter">
      <label htmlFor={id}>{label}</label>
      <ReferenceSelect id={id} label={label} apiPath={apiPath} value={value} onChange={onChange} />
    </div>
  );
};

/**
 * Search, sales person, party, route, area and order dates, shared by the board and the list. On a
 * phone the filters fold away behind a button, as on the generated lists.
 */
export const OrderFilterBar = ({ filters, onChange, children }: OrderFilterBarProps) => {
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const [searchText, setSearchText] = useState(filters.query);
  // The latest filters, not the ones of the render that typed: a select may change meanwhile.
  const searchLater = useDebouncedCallback(
    (query: string) => onChange({ ...filters, query }),
    SEARCH_DELAY_MS,
  );
  const active = activeFilterCount(filters);

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
            label="Search orders"
            type="search"
            name="query"
            placeholder="Order no or party"
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
        aria-controls={panelId}
        onClick={() => setPanelOpen(!panelOpen)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <div id={panelId} className="bo-filter-panel" data-open={panelOpen}>
        {REFERENCES.map(({ key, label, apiPath }) => (
          <ReferenceFilter
            key={key}
            label={label}
            apiPath={apiPath}
            value={filters[key]}
            onChange={(value) => onChange({ ...filters, [key]: value })}
          />
        ))}
        <fieldset className="bo-date-range">
          <legend>Order date</legend>
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
        {children}
      </div>
    </div>
  );
};
