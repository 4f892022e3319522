import { TICKET_STATUS_LABELS } from '@backoffice/shared/support/support-ticket';
import {
  supportTicketContracts as contracts,
  type SupportAssignee,
  TICKET_IMAGE_PART,
} from '@backoffice/shared/support/support-ticket.contract';
import { personName } from '@backoffice/shared/text/person-name';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { requireSupportDesk, requireTicketReader } from './support-ticket-access.js';
import { assignTicket, changeTicketStatus, closeTicket } from './support-ticket-action.service.js';
import { addTicketComment } from './support-ticket-comment.service.js';
import { loadTicketDetail } from './support-ticket-detail.js';
import { ticketExportFile } from './support-ticket-export.js';
import { loadTicketPage } from './support-ticket-list.js';
import { supportDeskUsers } from './support-ticket-notify.js';
import { createTicket, updateTicket } from './support-ticket-save.service.js';

const detail = (ctx: UserContext, id: number) => loadTicketDetail(ctx, id);

/** Support tickets: a company's reports (page 207) and the platform's support desk (page 208). */
export const supportTicketRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.save, {
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
  implementRoute(contracts.list, {
    handler: async (ctx, { query }) => ({ data: await loadTicketPage(ctx.deps.db, ctx.companyId, query) }),
  }),
  implementRoute(contracts.export, {
    handler: async (ctx, { query }) => ({
      data: null,
      file: await ticketExportFile(ctx, ctx.companyId, query),
    }),
  }),
  implementRoute(contracts.detail, {
    handler: async (ctx, { query }) => {
      await requireTicketReader(ctx);
      return { data: await detail(ctx, query.id) };
    },
  }),
  implementRoute(contracts.adminList, {
    guard: requireSupportDesk,
    handler: async (ctx, { query }) => {
      return { data: await loadTicketPage(ctx.deps.db, null, query) };
    },
  }),
  implementRoute(contracts.adminExport, {
    guard: requireSupportDesk,
    handler: async (ctx, { query }) => ({ data: null, file: await ticketExportFile(ctx, null, query) }),
  }),
  implementRoute(contracts.assignees, {
    guard: requireSupportDesk,
    handler: async (ctx) => {
      const desk = await supportDeskUsers(ctx.deps.db);
      return {
        data: desk.map(
          (user): SupportAssignee => ({
            Id: user.id,
            Name: personName({ FirstName: user.firstName, LastName: user.lastName, UserName: user.username }),
          }),
        ),
      };
    },
  }),
  implementRoute(contracts.assign, {
    guard: requireSupportDesk,
    handler: async (ctx, { query, body }) => {
      const ticket = await assignTicket(ctx, query.id, body);
      return {
        data: await detail(ctx, query.id),
        message: `Support ticket ${ticket.ticketNo} was assigned.`,
      };
    },
  }),
  implementRoute(contracts.status, {
    guard: requireSupportDesk,
    handler: async (ctx, { query, body }) => {
      const ticket = await changeTicketStatus(ctx, query.id, body);
      return {
        data: await detail(ctx, query.id),
        message: `Support ticket ${ticket.ticketNo} is now ${TICKET_STATUS_LABELS[ticket.status].toLowerCase()}.`,
      };
    },
  }),
  implementRoute(contracts.close, {
    guard: requireSupportDesk,
    handler: async (ctx, { query, body }) => {
      const ticket = await closeTicket(ctx, query.id, body);
      return { data: await detail(ctx, query.id), message: `Support ticket ${ticket.ticketNo} was closed.` };
    },
  }),
  implementRoute(contracts.comment, {
    handler: async (ctx, { query, body }) => {
      await requireTicketReader(ctx);
      await addTicketComment(ctx, query.id, body.Text);
      return { data: await detail(ctx, query.id), message: 'Comment added.' };
    },
  }),
];
