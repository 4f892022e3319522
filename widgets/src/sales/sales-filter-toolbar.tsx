import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { TextField } from '../ui/text-field.tsx';
import { useDebouncedCallback } from '../ui/use-debounced-callback.ts';

const SEARCH_DELAY_MS = 300;

interface SalesFilterToolbarProps {
  /** 'Search returns' */
  searchLabel: string;
  /** 'Return no, order no or party' */
  searchPlaceholder: string;
  /** The search as applied, the box's first text. */
  query: string;
  /** A new search: on Enter, or once typing stops. */
  onSearch: (query: string) => void;
  /** How many filters are set, for the phone's "Filters (2)". */
  active: number;
  /** The screen's filters, in the panel that folds away on a phone. */
  children: ReactNode;
}

/**
 * The search box and the filter panel of the beat plan, returns and collections lists: the order
 * filter bar's look, and like it the filters fold away behind a button on a phone.
 */
export const SalesFilterToolbar = ({
  searchLabel,
  searchPlaceholder,
  query,
  onSearch,
  active,
  children,
}: SalesFilterToolbarProps) => {
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const [searchText, setSearchText] = useState(query);
  // Calls the latest onSearch, so a filter changed while typing is kept.
  const searchLater = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);

  return (
    <div className="bo-toolbar bo-entity-toolbar bo-order-toolbar">
      <search className="bo-toolbar-search">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(searchText.trim());
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
        aria-controls={panelId}
        onClick={() => setPanelOpen(!panelOpen)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filters{active > 0 ? ` (${active})` : ''}
      </button>
      <div id={panelId} className="bo-filter-panel" data-open={panelOpen}>
        {children}
      </div>
    </div>
  );
};
