import type { ReactNode } from 'react';
import { FilterPanel } from '../../ui/list/filter-panel.tsx';
import { SearchBox } from '../../ui/list/search-box.tsx';

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
 * The search box and the filter panel of the orders, beat plan, returns and collections lists; the
 * filters fold away behind a button on a phone.
 */
export const SalesFilterToolbar = ({
  searchLabel,
  searchPlaceholder,
  query,
  onSearch,
  active,
  children,
}: SalesFilterToolbarProps) => {
  return (
    <div className="bo-toolbar bo-entity-toolbar bo-order-toolbar">
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} initial={query} onSearch={onSearch} />
      <FilterPanel active={active}>{children}</FilterPanel>
    </div>
  );
};
