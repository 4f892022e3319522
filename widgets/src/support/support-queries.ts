/**
 * The support-ticket API as calls and react-query hooks, from the routes' contracts in
 * shared/src/support/support-ticket.contract.ts.
 */

import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { catalogueContracts } from '@backoffice/shared/catalogue/catalogue.contract';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import {
  type StatusChangeTarget,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
  type TicketStatus,
} from '@backoffice/shared/support/support-ticket';
import { supportTicketContracts as contracts } from '@backoffice/shared/support/support-ticket.contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import {
  callContractEncodedForMessage,
  callContractForMessage,
  clientOf,
  contractKey,
} from '../core/contract-client.ts';
import { loadSiteConfig } from '../core/site-config.ts';

const ticketApi = clientOf(contracts);

/** What a save, action or comment may change: every ticket read (lists, details, the desk's people). */
const TICKET_READS = [contracts.list, contracts.adminList, contracts.detail, contracts.assignees] as const;

export const refreshTickets = (queryClient: QueryClient) =>
  Promise.all(
    TICKET_READS.map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
  );

const catalogueApi = clientOf(catalogueContracts);

/** The spec's module list (the catalogue's, read-only). */
export const useModules = () =>
  useQuery({
    queryKey: contractKey(catalogueContracts.modules),
    queryFn: ({ signal }) => catalogueApi.modules({ signal }),
    staleTime: 10 * 60_000,
  });

/** The spec's "page names, GET by moduleId". */
export const usePagesOf = (moduleId: number | null) =>
  useQuery({
    queryKey: contractKey(catalogueContracts.pages, { moduleId: moduleId ?? undefined }),
    queryFn: ({ signal }) => catalogueApi.pages({ query: { moduleId: moduleId ?? undefined }, signal }),
    enabled: moduleId !== null,
    staleTime: 10 * 60_000,
  });

export interface TicketListParams {
  pageNo: number;
  pageSize: number;
  status: TicketStatus | '';
  type: string;
  priority: string;
  query: string;
}

/** A filter's chosen word as the list takes it (a list of one); '' (any) sends none. */
const chosen = <T extends string>(words: readonly T[], value: string): T[] | undefined => {
  const word = words.find((candidate) => candidate === value);
  return word === undefined ? undefined : [word];
};

/** The list's filters and page as the list routes (and their exports) take them. */
export const ticketListQuery = (params: TicketListParams) => ({
  pageNo: params.pageNo,
  pageSize: params.pageSize,
  Status: chosen(TICKET_STATUSES, params.status),
  TicketType: chosen(TICKET_TYPES, params.type),
  PriorityLevel: chosen(TICKET_PRIORITIES, params.priority),
  query: params.query.trim(),
});

/** The company's list, or the support desk's across companies. */
export const useTicketList = (scope: 'company' | 'desk', params: TicketListParams) => {
  const query = ticketListQuery(params);
  return useQuery({
    queryKey: contractKey(scope === 'desk' ? contracts.adminList : contracts.list, query),
    queryFn: ({ signal }) =>
      scope === 'desk' ? ticketApi.adminList({ query, signal }) : ticketApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useTicketDetail = (id: number | null) => {
  // Not asked while no ticket is open (enabled below): 0 only fills the key.
  const query = { id: id ?? 0 };
  return useQuery({
    queryKey: contractKey(contracts.detail, query),
    queryFn: ({ signal }) => ticketApi.detail({ query, signal }),
    enabled: id !== null,
    staleTime: 0,
  });
};

export const useAssignees = (enabled: boolean) =>
  useQuery({
    queryKey: contractKey(contracts.assignees),
    queryFn: ({ signal }) => ticketApi.assignees({ signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/**
 * Spec section 5: saving first needs Edit permission on the ticket page. Answers null when
 * permitted, else the server's word for the refusal.
 */
export const checkTicketEditPermission = async (): Promise<string | null> => {
  const answer = await callContractForMessage(permissionContracts.checkAction, {
    query: { screenId: PAGE_CODES.SupportTicket, actionType: 'edit' },
  });
  return answer.Data === true
    ? null
    : `${answer.Message || 'Not permitted'}: sending a support ticket needs Edit permission on Support Tickets.`;
};

/** Desk actions and comments: the screens show the server's Message (it names the ticket and what became of it). */
const callForMessage = callContractForMessage;

/**
 * Spec section 7: multipart, to the support host of config.json (our own API by default); the
 * path comes from the contract, the host from the site's configuration.
 */
export const saveTicket = async (form: FormData) => {
  const config = await loadSiteConfig();
  return callContractEncodedForMessage(contracts.save, {
    formData: form,
    base: config.supportUrl || config.apiBase,
  });
};

export const commentOnTicket = (id: number, text: string) =>
  callForMessage(contracts.comment, { query: { id }, body: { Text: text } });

export const assignTicket = (id: number, assigneeUserId: number, remarks: string) =>
  callForMessage(contracts.assign, {
    query: { id },
    body: { AssigneeUserId: assigneeUserId, Remarks: remarks },
  });

export const changeTicketStatus = (id: number, status: StatusChangeTarget, remarks: string) =>
  callForMessage(contracts.status, { query: { id }, body: { Status: status, Remarks: remarks } });

export const closeTicket = (id: number, remarks: string) =>
  callForMessage(contracts.close, { query: { id }, body: { Remarks: remarks } });
