/**
 * The support-ticket API (issue 8) as calls and react-query hooks. Shapes from
 * shared/src/support/support-ticket-api.types.ts.
 */
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { StatusChangeTarget, TicketStatus } from '@backoffice/shared/support/support-ticket';
import {
  SUPPORT_TICKET_PATHS as PATHS,
  type SupportAssignee,
  type SupportTicketDetail,
  type SupportTicketPage,
} from '@backoffice/shared/support/support-ticket-api.types';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, getData } from '../core/api-client.ts';
import { loadSiteConfig } from '../core/site-config.ts';

/** Every ticket query starts with this key, so a save, action or comment refreshes lists and details. */
export const TICKETS_KEY = ['support-tickets'] as const;

export const refreshTickets = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: TICKETS_KEY });

export interface ModuleOption {
  Id: number;
  Name: string;
}
export interface PageOption {
  Code: number;
  Name: string;
  Title: string;
}

/** The spec's module list (the catalogue's, read-only). */
export const useModules = () =>
  useQuery({
    queryKey: ['catalogue', 'modules'] as const,
    queryFn: ({ signal }) => getData<ModuleOption[]>('/module/list', undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/** The spec's "page names, GET by moduleId". */
export const usePagesOf = (moduleId: number | null) =>
  useQuery({
    queryKey: ['catalogue', 'pages', moduleId] as const,
    queryFn: ({ signal }) => getData<PageOption[]>('/page/list', { moduleId }, { signal }),
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

/** The company's list, or the support desk's across companies. */
export const useTicketList = (scope: 'company' | 'desk', params: TicketListParams) =>
  useQuery({
    queryKey: [...TICKETS_KEY, scope, params] as const,
    queryFn: ({ signal }) =>
      getData<SupportTicketPage>(
        scope === 'desk' ? PATHS.adminList : PATHS.list,
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          Status: params.status,
          TicketType: params.type,
          PriorityLevel: params.priority,
          query: params.query.trim(),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useTicketDetail = (id: number | null) =>
  useQuery({
    queryKey: [...TICKETS_KEY, 'detail', id] as const,
    queryFn: ({ signal }) => getData<SupportTicketDetail>(PATHS.detail, { id }, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });

export const useAssignees = (enabled: boolean) =>
  useQuery({
    queryKey: [...TICKETS_KEY, 'assignees'] as const,
    queryFn: ({ signal }) => getData<SupportAssignee[]>(PATHS.assignees, undefined, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

/**
 * Spec section 5: saving first needs Edit permission on the ticket page. Answers null when
 * permitted, else the server's word for the refusal.
 */
export const checkTicketEditPermission = async (): Promise<string | null> => {
  const answer = await callApi<boolean | null>('get', '/permission/CheckActionPermission', {
    query: { screenId: PAGE_CODES.SupportTicket, actionType: 'Edit' },
  });
  return answer.Data === true
    ? null
    : `${answer.Message || 'Not permitted'}: sending a support ticket needs Edit permission on Support Tickets.`;
};

/** Spec section 7: multipart, to the support host of config.json (our own API by default). */
export const saveTicket = async (form: FormData) => {
  const config = await loadSiteConfig();
  const base = (config.supportUrl || config.apiBase).replace(/\/+$/, '');
  return callApi<SupportTicketDetail>('post', `${base}${PATHS.save}`, {
    formData: form,
    fromServerRoot: true,
  });
};

export const commentOnTicket = (id: number, text: string) =>
  callApi<SupportTicketDetail>('post', PATHS.comment, { query: { id }, form: { Text: text } });

export const assignTicket = (id: number, assigneeUserId: number, remarks: string) =>
  callApi<SupportTicketDetail>('post', PATHS.assign, {
    query: { id },
    form: { AssigneeUserId: assigneeUserId, Remarks: remarks },
  });

export const changeTicketStatus = (id: number, status: StatusChangeTarget, remarks: string) =>
  callApi<SupportTicketDetail>('post', PATHS.status, {
    query: { id },
    form: { Status: status, Remarks: remarks },
  });

export const closeTicket = (id: number, remarks: string) =>
  callApi<SupportTicketDetail>('post', PATHS.close, { query: { id }, form: { Remarks: remarks } });
