import type { RecordIds, RecordName } from '../company-records.js';

export type Fields = Record<string, string | number | boolean | null | readonly unknown[]>;

/**
 * One call of a hand-written route that names another company's record. The caller is an
 * administrator of the other company (company 2 for company 1's records, company 1 for company
 * 2's), so what refuses it is the record's company, never a missing grant or module.
 */
export interface CrossCompanyCase {
  /** The record the call names; it is read back before and after and must not have changed. */
  record: RecordName;
  query?: (ids: RecordIds) => Fields;
  body?: (ids: RecordIds) => Fields;
  /** The exact answer; 404 unless `why` says otherwise. */
  status?: number;
  /** Why the answer is not 404 (a list filter, a route only a super administrator opens, …). */
  why?: string;
  /** A filter of the caller's own list: the answer must list nothing. */
  listsNothing?: true;
  /** A filter of the caller's own list's export: the file must hold its header row only. */
  exportsNothing?: true;
}

/** An id-named field that names no company's record (a device, a client): nothing to walk. */
export interface NotARecord {
  notARecord: string;
}

export const LIST_FILTER =
  'a list filter: the caller lists its own company, where no record has that id, so the page is empty';
export const SUPER_ONLY = 'only a super administrator opens it, whatever the id';
export const DESK_ONLY =
  'the support desk (super administrators) works on every company’s tickets; anyone else is refused';
export const FIELD_APP =
  'only a sales person signed in to the field app sends visits, and only for their own visits (the tracking tests); an administrator is refused before the id is read';
export const REMARKS = { Remarks: 'Cross-company attempt', Version: 1 };

export const orderFilters = (ids: RecordIds): Fields => ({
  PartyId: ids.party,
  SalesPersonId: ids.salesPerson,
  areaId: ids.territory,
  routeId: ids.route,
});
export const byId =
  (record: RecordName) =>
  (ids: RecordIds): Fields => ({ id: ids[record] });

export const LIST_EXPORT =
  'a list export filter: the caller exports its own company, where no record has that id, so the file holds only its header';
export const exportFilter = (record: RecordName, query: (ids: RecordIds) => Fields): CrossCompanyCase => ({
  record,
  query,
  status: 200,
  why: LIST_EXPORT,
  exportsNothing: true,
});

export const onRecord = (record: RecordName, body?: Fields): CrossCompanyCase => ({
  record,
  query: byId(record),
  ...(body ? { body: () => body } : {}),
});
export const onBankAccount = (): CrossCompanyCase => ({
  record: 'bankAccount',
  query: (ids) => ({ BankAccountId: ids.bankAccount }),
});
export const listFilter = (record: RecordName, query: (ids: RecordIds) => Fields): CrossCompanyCase => ({
  record,
  query,
  status: 200,
  why: LIST_FILTER,
  listsNothing: true,
});
