import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { entityServedAt } from '@backoffice/shared/entities/entity-registry';
import { PAGE_CODES, type PermissionAction } from '@backoffice/shared/page-codes';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { CallOptions, Params, SuccessEnvelope } from '../core/api-client.ts';
import {
  callContract,
  callContractEncoded,
  callContractEncodedForMessage,
  callContractForMessage,
} from '../core/contract-client.ts';
import { pagePermissionKey, usePagePermission } from '../core/page-permission.ts';
import type { EntityListParams, SavedRecord } from './entity-record.types.ts';

/** Every query of one entity starts with this key, so a save refreshes its list, record and audit. */
export const entityKey = (entity: EntityDeclaration) => ['entity', entity.name] as const;
export const entityListKey = (entity: EntityDeclaration, params: EntityListParams) =>
  [...entityKey(entity), 'list', params] as const;
export const entityRecordKey = (entity: EntityDeclaration, id: number) =>
  [...entityKey(entity), 'detail', id] as const;
export const entityAuditKey = (entity: EntityDeclaration, id: number) =>
  [...entityKey(entity), 'audit', id] as const;
export const autocompleteKey = (apiPath: string, query: string, where?: Readonly<Record<string, string>>) =>
  ['autocomplete', apiPath, query, where ?? {}] as const;
/** The permission check's query for an action on the entity's page. */
export const permissionKey = (entity: EntityDeclaration, action: PermissionAction) =>
  pagePermissionKey(PAGE_CODES[entity.page], action);

/** The list's query string: paging, search and sort, then the filters that have a value. */
export const listQuery = (params: EntityListParams, paged = true): Params => ({
  ...(paged ? { pageNo: params.pageNo, pageSize: params.pageSize } : {}),
  query: params.query,
  SortBy: params.SortBy,
  SortType: params.SortType,
  ...params.filters,
});

export const fetchEntityList = (entity: EntityDeclaration, params: EntityListParams, signal?: AbortSignal) =>
  callContractEncoded(entityContracts(entity).list, { query: listQuery(params), signal });

export const fetchEntityRecord = (entity: EntityDeclaration, id: number, signal?: AbortSignal) =>
  callContract(entityContracts(entity).detail, { query: { id }, signal });

export const fetchEntityAudit = (entity: EntityDeclaration, id: number, signal?: AbortSignal) =>
  callContract(entityContracts(entity).audit, { query: { id }, signal });

export const AUTOCOMPLETE_LIMIT = 20;

/** `where` goes as query values (UserType=dealer): the server offers only the records that match. */
export const fetchAutocomplete = (
  apiPath: string,
  query: string,
  signal?: AbortSignal,
  where?: Readonly<Record<string, string>>,
) =>
  callContractEncoded(entityContracts(entityServedAt(apiPath)).autocomplete, {
    query: { ...where, query, limit: AUTOCOMPLETE_LIMIT },
    signal,
  });

/** Form-encoded, or multipart when a file goes with it. */
export const saveEntityRecord = (entity: EntityDeclaration, body: Pick<CallOptions, 'form' | 'formData'>) =>
  callContractEncodedForMessage(entityContracts(entity).save, body) as Promise<SuccessEnvelope<SavedRecord>>;

export const deleteEntityRecord = (entity: EntityDeclaration, id: number) => {
  const contract = entityContracts(entity).delete;
  if (!contract) throw new Error(`${entity.title} are never deleted`);
  return callContractForMessage(contract, { query: { id } });
};

export const runEntityAction = (entity: EntityDeclaration, action: string, id: number, form: Params) => {
  const contract = entityContracts(entity).actions[action];
  if (!contract) throw new Error(`${entity.title} have no action ${action}`);
  return callContractEncodedForMessage(contract, { query: { id }, form });
};

/** Everything cached about the entity is stale after a change (its list order and counts too). */
export const refreshEntity = (queryClient: QueryClient, entity: EntityDeclaration) =>
  queryClient.invalidateQueries({ queryKey: entityKey(entity) });

export const useEntityList = (entity: EntityDeclaration, params: EntityListParams) =>
  useQuery({
    queryKey: entityListKey(entity, params),
    queryFn: ({ signal }) => fetchEntityList(entity, params, signal),
    // The old page stays on screen (dimmed) while the next loads, instead of a flash of spinner.
    placeholderData: keepPreviousData,
  });

export const useEntityRecord = (entity: EntityDeclaration, id: number | undefined) =>
  useQuery({
    queryKey: entityRecordKey(entity, id ?? 0),
    queryFn: ({ signal }) => fetchEntityRecord(entity, id ?? 0, signal),
    enabled: id !== undefined,
    // A form must start from what is stored now, not from a minute-old copy.
    staleTime: 0,
  });

export const useEntityAudit = (entity: EntityDeclaration, id: number) =>
  useQuery({
    queryKey: entityAuditKey(entity, id),
    queryFn: ({ signal }) => fetchEntityAudit(entity, id, signal),
    staleTime: 0,
  });

/**
 * Spec section 6: GET /permission/CheckActionPermission with the page code and action. Data is
 * true or false; a failed check counts as "no" (the server refuses the call itself anyway).
 */
export const useActionPermission = (entity: EntityDeclaration, action: PermissionAction) =>
  usePagePermission(PAGE_CODES[entity.page], action);
