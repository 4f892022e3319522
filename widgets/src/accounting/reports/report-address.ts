import { useEffect, useState } from 'react';
import { onHostSite } from '../../core/host-site.ts';
import { type AddressReader, addressFilters, isoDay, oneOf } from '../../ui/list/address-filters.ts';
import { idOfText, recordIdFromAddress } from '../books/books-filter-fields.tsx';

/** What a report's filter bar holds, as the address keeps it ('' when not set). */
export type ReportFilters = {
  From: string;
  To: string;
  BranchId: string;
  CostCenterId: string;
  /** Groups only when 'false'. */
  ShowLedgers: '' | 'false';
  ShowZero: '' | 'true';
  Compare: '' | 'true';
  /** The group the report is narrowed to (a group drilled into). */
  GroupId: string;
};

const NO_FILTERS: ReportFilters = {
  From: '',
  To: '',
  BranchId: '',
  CostCenterId: '',
  ShowLedgers: '',
  ShowZero: '',
  Compare: '',
  GroupId: '',
};

const READERS: { [K in keyof ReportFilters]: AddressReader<ReportFilters[K]> } = {
  From: isoDay,
  To: isoDay,
  BranchId: recordIdFromAddress,
  CostCenterId: recordIdFromAddress,
  ShowLedgers: oneOf(['false'] as const),
  ShowZero: oneOf(['true'] as const),
  Compare: oneOf(['true'] as const),
  GroupId: recordIdFromAddress,
};

/** The filters as the address writes them: the set ones only. */
export const reportSearch = (filters: Readonly<Record<string, string | undefined>>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

/**
 * A report's filters, read from the address when it opens and written back to it as they change,
 * so a copied link reopens the same report (a host site's own address is left alone).
 */
export const useReportFilters = () => {
  const [filters, setFilters] = useState<ReportFilters>(() => ({
    ...NO_FILTERS,
    ...addressFilters(READERS),
  }));
  useEffect(() => {
    if (onHostSite || typeof history === 'undefined') return;
    const search = reportSearch(filters);
    if (search !== location.search && !(search === '' && location.search === '')) {
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
    }
  }, [filters]);
  const filterBy = (change: Partial<ReportFilters>) => setFilters((current) => ({ ...current, ...change }));
  return { filters, filterBy };
};

/** The range and scope as the report routes take them, blanks left out. */
export const rangeQuery = (filters: ReportFilters) => ({
  From: filters.From === '' ? undefined : filters.From,
  To: filters.To === '' ? undefined : filters.To,
  BranchId: idOfText(filters.BranchId),
  CostCenterId: idOfText(filters.CostCenterId),
  ShowZero: filters.ShowZero === 'true' ? ('true' as const) : undefined,
});
