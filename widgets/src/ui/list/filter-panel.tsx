import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';

interface FilterPanelProps {
  /** How many filters are set, for the phone's "Filters (2)". */
  active: number;
  /** The list's filters. */
  children: ReactNode;
}

/**
 * A list toolbar's filters: on a phone they fold away behind a "Filters" button, on wider screens
 * they are always shown (styles/entities.css).
 */
export const FilterPanel = ({ active, children }: FilterPanelProps) => {
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <>
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
    </>
  );
};
