/**
 * What the return, collection and statement calls share: one refresh after any of their writes,
 * the saves' file part, the date filters, a party's name and the screens' permission checks.
 */
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import type { PageName, PermissionAction } from '@backoffice/shared/page-codes';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { returnContracts } from '@backoffice/shared/sales/returns/return.contract';
import { partyStatementContracts } from '@backoffice/shared/sales/statements/party-statement.contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';
import { usePagePermission } from '../../core/page-permission.ts';
import { ORDERS_KEY } from '../orders/order-queries.ts';

/** Every return, collection and statement read: a save or action refreshes lists, details, what orders may return and statements. */
const DOCUMENT_READS = [
  returnContracts.list,
  returnContracts.detail,
  returnContracts.returnable,
  collectionContracts.list,
  collectionContracts.detail,
  partyStatementContracts.balance,
  partyStatementContracts.statement,
] as const;

/** A return or collection changes what orders owe (and may settle them): both views refresh. */
export const refreshDocuments = (queryClient: QueryClient) =>
  Promise.all([
    ...DOCUMENT_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
    queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  ]);

/** A return or collection save: the form's fields, and the photo or scan that goes with them, if any. */
export interface DocumentSave<T> {
  input: T;
  file: File | null;
}

/** The File part rides with the fields when there is one (the saves are multipart). */
export const withFile = <T extends object>(body: T, file: File | null): T | (T & { File: File }) =>
  file ? { ...body, File: file } : body;

export interface DateFilters {
  /** YYYY-MM-DD or ''. */
  fromDate: string;
  toDate: string;
  query: string;
}

/** Filters left blank are left out (the server reads '' as not given too). */
export const given = <T>(value: T | ''): T | undefined => (value === '' ? undefined : value);
export const givenId = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** A returns or collections list: its page and the filters both have (search, party, dates). */
export interface DocumentListParams extends DateFilters {
  pageNo: number;
  pageSize: number;
  partyId: string;
}

/** The page and shared filters as a list's query names them, blanks left out. */
export const documentListQuery = (params: DocumentListParams) => ({
  pageNo: params.pageNo,
  pageSize: params.pageSize,
  PartyId: givenId(params.partyId),
  FromDate: given(params.fromDate),
  ToDate: given(params.toDate),
  query: given(params.query.trim()),
});

/** A party's name by its id (an address gives only the id). */
export const usePartyName = (partyId: number | undefined) =>
  useQuery({
    queryKey: ['party-name', partyId ?? 0] as const,
    queryFn: ({ signal }) =>
      callContract(entityContracts(PARTY).detail, { query: { id: partyId ?? 0 }, signal }),
    enabled: partyId !== undefined,
    select: (record) => record.Name || `#${partyId}`,
    staleTime: 5 * 60_000,
  });

/**
 * Whether the user may do `action` on the screen (spec section 6: GET
 * /permission/CheckActionPermission); a failed check counts as no, and the server refuses anyway.
 */
const lowerAction = (action: 'Create' | 'Edit' | 'Delete' | 'View') =>
  action.toLowerCase() as PermissionAction;

export const useActionPermission = (page: PageName, action: 'Create' | 'Edit' | 'Delete' | 'View') =>
  usePagePermission(PAGE_CODES[page], lowerAction(action));
