import { useState } from 'react';

/**
 * A list screen's filters and page: a changed filter starts again at the first page, and the list
 * is "searching" (its empty text says no match rather than nothing yet) while any filter is set.
 */
export const useListFilters = <Filters extends object>(none: Filters) => {
  const [filters, setFilters] = useState<Filters>(none);
  const [pageNo, setPageNo] = useState(1);
  const filterBy = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPageNo(1);
  };
  const searching = JSON.stringify(filters) !== JSON.stringify(none);
  return { filters, filterBy, pageNo, setPageNo, searching };
};
