import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { SearchBox } from '../../ui/search-box.tsx';

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

  return (
    <div className="bo-toolbar bo-entity-toolbar bo-order-toolbar">
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} initial={query} onSearch={onSearch} />
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
