import { TICKET_STATUS_LABELS } from '@backoffice/shared/support/support-ticket';
import {
  SUPPORT_TICKET_PATHS as PATHS,
  type SupportAssignee,
} from '@backoffice/shared/support/support-ticket-api.types';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import {
  ticketAdminListQuery,
  ticketAssignBody,
  ticketCloseBody,
  ticketCommentBody,
  ticketIdQuery,
  ticketListQuery,
  ticketSaveBody,
  ticketStatusBody,
} from './support-ticket.validators.js';
import {
  requireSupportDesk,
  requireTicketReader,
  SUPPORT_TICKET_PAGE,
  SUPPORT_TICKETS_TAG,
} from './support-ticket-access.js';
import { assignTicket, changeTicketStatus, closeTicket } from './support-ticket-action.service.js';
import { addTicketComment } from './support-ticket-comment.service.js';
import { loadTicketDetail } from './support-ticket-detail.js';
import { loadTicketPage } from './support-ticket-list.js';
import { supportDeskUsers } from './support-ticket-notify.js';
import {
  createTicket,
  TICKET_IMAGE_FIELD,
  TICKET_IMAGE_PART,
  updateTicket,
} from './support-ticket-save.service.js';

const tag = SUPPORT_TICKETS_TAG;
const page = SUPPORT_TICKET_PAGE;
const DESK = 'Support desk only (super administrators; page 208): anyone else 403.';

const detail = (ctx: UserContext, id: number) => loadTicketDetail(ctx, id);

/** Support tickets: a company's reports (page 207) and the platform's support desk (page 208). */
export const supportTicketRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: PATHS.save,
    summary:
      "Files a support ticket in the caller's company (multipart; Edit permission on page 207, else 403). Fields TicketType (B Bug, N New Feature), ModuleId ('Select Module'), PageCode, a page of that module ('Select Page'), PriorityLevel (L, M, H), Remarks and IssuerName (each '** Required'), and the image part ImagePathFile (PNG, GIF or JPEG by its content, at most 5 MB; required when filing: 'Select Issue Image'). With Id: edits the caller's own open ticket (another user's: 403; no longer open: 409; no image keeps the old one). A new ticket is ST-{year}-{serial}, open, and notifies the support desk. Answers the SupportTicketDetail.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    bodyKind: 'multipart',
    files: [{ name: TICKET_IMAGE_PART, maxBytes: TICKET_IMAGE_FIELD.maxBytes }],
    body: ticketSaveBody,
    handler: async (ctx, { body, files }) => {
      const image = files[TICKET_IMAGE_PART];
      if (body.Id === undefined) {
        const { id, ticketNo } = await createTicket(ctx, body, image);
        return { data: await detail(ctx, id), message: `Support ticket ${ticketNo} was sent.` };
      }
      const ticketNo = await updateTicket(ctx, body.Id, body, image);
      return { data: await detail(ctx, body.Id), message: `Support ticket ${ticketNo} was saved.` };
    },
  }),
  defineRoute({
    method: 'get',
    path: PATHS.list,
    summary:
      "The caller's company's support tickets, one page (pageNo, pageSize), newest first (page 207 view). Filters: query (ticket number, remarks, issuer name), Status (open, assigned, inProgress, resolved, closed; one or a comma list), TicketType (B, N), PriorityLevel (L, M, H), ModuleId. SortBy CreatedAt, UpdatedAt, TicketNo, PriorityLevel, Status; SortType asc or desc. A page of SupportTicketSummary.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: ticketListQuery,
    handler: async (ctx, { query }) => ({ data: await loadTicketPage(ctx.deps.db, ctx.companyId, query) }),
  }),
  defineRoute({
    method: 'get',
    path: PATHS.detail,
    summary:
      "One ticket (?id=) with its comments and history (filed, edited, assigned, status changes, closed: who, when, remarks), CanEdit (the caller's own open ticket), IsSupportDesk and the desk's AllowedActions. Company users with page 207 view read their company's tickets only: another company's is 404; the support desk reads any.",
    access: 'user',
    tag,
    query: ticketIdQuery,
    handler: async (ctx, { query }) => {
      await requireTicketReader(ctx);
      return { data: await detail(ctx, query.id) };
    },
  }),
  defineRoute({
    method: 'get',
    path: PATHS.adminList,
    summary: `Every company's support tickets, one page, newest first, with CompanyName. ${DESK} The list's filters and sorting plus CompanyId, AssigneeUserId and SortBy CompanyName; query also matches the company name.`,
    access: 'user',
    tag,
    query: ticketAdminListQuery,
    guard: requireSupportDesk,
    handler: async (ctx, { query }) => {
      return { data: await loadTicketPage(ctx.deps.db, null, query) };
    },
  }),
  defineRoute({
    method: 'get',
    path: PATHS.assignees,
    summary: `The people a ticket may be assigned to (active super administrators): [{Id, Name}]. ${DESK}`,
    access: 'user',
    tag,
    guard: requireSupportDesk,
    handler: async (ctx) => {
      const desk = await supportDeskUsers(ctx.deps.db);
      return {
        data: desk.map(
          (user): SupportAssignee => ({
            Id: user.id,
            Name: `${user.firstName} ${user.lastName}`.trim() || user.username,
          }),
        ),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: PATHS.assign,
    summary: `Assigns a ticket (?id=) of any company to AssigneeUserId, an active super administrator (else 400), with optional Remarks; from open, assigned or in progress (else 409 saying what the ticket can do). Notifies the assignee and the person who filed it. ${DESK} Answers the SupportTicketDetail.`,
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketAssignBody,
    guard: requireSupportDesk,
    handler: async (ctx, { query, body }) => {
      const ticket = await assignTicket(ctx, query.id, body);
      return {
        data: await detail(ctx, query.id),
        message: `Support ticket ${ticket.ticketNo} was assigned.`,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: PATHS.status,
    summary: `Changes a ticket's (?id=) status: Status inProgress (from assigned), resolved (from assigned or in progress), open (reopen a resolved one; Remarks required, else 400) or closed; optional Remarks kept in its history. A move the ticket's status does not allow: 409 saying what it can do. Notifies the person who filed it and the assignee. ${DESK} Answers the SupportTicketDetail.`,
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketStatusBody,
    guard: requireSupportDesk,
    handler: async (ctx, { query, body }) => {
      const ticket = await changeTicketStatus(ctx, query.id, body);
      return {
        data: await detail(ctx, query.id),
        message: `Support ticket ${ticket.ticketNo} is now ${TICKET_STATUS_LABELS[ticket.status].toLowerCase()}.`,
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: PATHS.close,
    summary: `Closes a ticket (?id=) that is not closed yet (a closed one: 409), with optional Remarks; closed is final. Notifies the person who filed it and the assignee. ${DESK} Answers the SupportTicketDetail.`,
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketCloseBody,
    guard: requireSupportDesk,
    handler: async (ctx, { query, body }) => {
      const ticket = await closeTicket(ctx, query.id, body);
      return { data: await detail(ctx, query.id), message: `Support ticket ${ticket.ticketNo} was closed.` };
    },
  }),
  defineRoute({
    method: 'post',
    path: PATHS.comment,
    summary:
      "Adds a comment (Text, required) to a ticket (?id=) that is not closed (409 when closed). Company users with page 207 view comment on their company's tickets (another company's: 404) and their comment notifies the assignee (or the whole desk while unassigned); the support desk comments on any, notifying the person who filed it. Answers the SupportTicketDetail.",
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketCommentBody,
    handler: async (ctx, { query, body }) => {
      await requireTicketReader(ctx);
      await addTicketComment(ctx, query.id, body.Text);
      return { data: await detail(ctx, query.id), message: 'Comment added.' };
    },
  }),
];
