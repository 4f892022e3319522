import type { Params } from '../../core/api-client.ts';
import type { ReferenceValue } from '../../entities/form/reference-select.tsx';

// reference-select's NO_REFERENCE, kept here so this module stays free of components.
const NO_REFERENCE: ReferenceValue = { id: '', name: '' };

/** The filters the board and the list share; references keep their names for the select boxes. */
export interface OrderFilters {
  salesPerson: ReferenceValue;
  party: ReferenceValue;
  route: ReferenceValue;
  area: ReferenceValue;
  /** YYYY-MM-DD or ''; on the order date. */
  fromDate: string;
  toDate: string;
  query: string;
}

export const NO_ORDER_FILTERS: OrderFilters = {
  salesPerson: NO_REFERENCE,
  party: NO_REFERENCE,
  route: NO_REFERENCE,
  area: NO_REFERENCE,
  fromDate: '',
  toDate: '',
  query: '',
};

/** The query names of GET /order/list and /order/board (empty values are left out when sent). */
export const filterParams = (filters: OrderFilters): Params => ({
  SalesPersonId: filters.salesPerson.id,
  PartyId: filters.party.id,
  routeId: filters.route.id,
  areaId: filters.area.id,
  FromDate: filters.fromDate,
  ToDate: filters.toDate,
  query: filters.query.trim(),
});

/** How many filters narrow the orders, for the phone's "Filters (2)" button. */
export const activeFilterCount = (filters: OrderFilters): number =>
  Object.values(filterParams(filters)).filter((value) => value !== '' && value !== undefined).length;

/** A reference given by id alone (an element's attribute), until its name is known. */
export const referenceById = (id: number | undefined): ReferenceValue =>
  id !== undefined && Number.isInteger(id) && id > 0 ? { id: String(id), name: `#${id}` } : NO_REFERENCE;
