import { useState } from 'react';
import { type AddressReader, addressFilters } from '../../ui/list/address-filters.ts';

/**
 * A list screen's filters and page: a changed filter starts again at the first page, and the list
 * is "searching" (its empty text says no match rather than nothing yet) while any filter is set.
 * It starts with the filters the address asks for, read by `fromAddress` (a dashboard figure's link).
 */
export const useListFilters = <Filters extends object>(
  none: Filters,
  fromAddress: { [K in keyof Filters]?: AddressReader<Filters[K]> } = {},
) => {
  const [filters, setFilters] = useState<Filters>(() => ({ ...none, ...addressFilters(fromAddress) }));
  const [pageNo, setPageNo] = useState(1);
  const filterBy = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPageNo(1);
  };
  const searching = JSON.stringify(filters) !== JSON.stringify(none);
  return { filters, filterBy, pageNo, setPageNo, searching };
};
