import { TRACKING_PATHS } from '@backoffice/shared/sales/tracking/tracking-api.types';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';
import { sendHighPriorityNotification } from './high-priority-notification.service.js';
import {
  highPriorityBody,
  highPriorityQuery,
  visitIdQuery,
  visitListQuery,
  visitSaveBody,
} from './tracking.validators.js';
import { VISIT_PAGE, VISITS_TAG, visitReadScope } from './tracking-access.js';
import { loadVisitPage } from './visit-list.js';
import { loadVisit } from './visit-record.js';
import { checkOutVisit, saveVisit, VISIT_FILE_PARTS } from './visit-save.service.js';

const tag = VISITS_TAG;

/** Visits: the field app records them; the office lists them and alerts a person in the field. */
export const visitRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: TRACKING_PATHS.saveVisit,
    summary:
      "The field app's visit, as the signed-in sales person (their own; anyone else 403). Multipart or form: PartyId? (a party of the company: 404 otherwise), Latitude, Longitude, CheckInAt? (ISO 8601; without an offset, Nepal time; default now), CheckOutAt?, Remarks?, LocationName?, and up to five files, each a part named Files (PNG, GIF, JPEG or PDF, checked by content, at most 5 MB each: 400 otherwise). Answers the VisitSummary.",
    access: 'user',
    tag,
    bodyKind: 'multipart',
    files: VISIT_FILE_PARTS,
    body: visitSaveBody,
    handler: async (ctx, { body, fileLists }) => {
      const id = await saveVisit(ctx, body, fileLists);
      return { data: await loadVisit(ctx.deps.db, ctx.companyId, id, null), message: 'Visit saved.' };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/visit/checkout',
    summary:
      "Checks the caller's own open visit out now (?id=). Someone else's visit: 404; one already checked out: 409. Answers the VisitSummary.",
    access: 'user',
    tag,
    query: visitIdQuery,
    handler: async (ctx, { query }) => {
      await checkOutVisit(ctx, query.id);
      return { data: await loadVisit(ctx.deps.db, ctx.companyId, query.id, null), message: 'Checked out.' };
    },
  }),
  defineRoute({
    method: 'get',
    path: TRACKING_PATHS.visitList,
    summary:
      'Visits, latest check-in first, one page (pageNo, pageSize). Filters: salesPersonId, fromDate and toDate (YYYY-MM-DD, Nepal days of the check-in), query (party name or remarks). Office users need Visits view; a sales person without it sees only their own. Page of VisitSummary with their files.',
    access: 'user',
    tag,
    query: visitListQuery,
    handler: async (ctx, { query }) => {
      const { ownSalesPersonId } = await visitReadScope(ctx);
      return { data: await loadVisitPage(ctx.deps.db, ctx.companyId, query, ownSalesPersonId) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/visit/detail',
    summary:
      "One visit (?id=) with its files: VisitSummary. Another company's visit, or for a sales person someone else's: 404.",
    access: 'user',
    tag,
    query: visitIdQuery,
    handler: async (ctx, { query }) => {
      const { ownSalesPersonId } = await visitReadScope(ctx);
      return { data: await loadVisit(ctx.deps.db, ctx.companyId, query.id, ownSalesPersonId) };
    },
  }),
  defineRoute({
    method: 'post',
    path: TRACKING_PATHS.highPriorityNotification,
    summary:
      'Sends a high-priority notification to a member of the company (?userId=; anyone else 404): Title and Message (required). Recorded with JsonData {Priority: "high", Message}, pushed live to the user and web-pushed (urgency high) to the browsers they subscribed in the company. Needs Visits edit. Answers {Id}.',
    access: 'user',
    tag,
    permission: { page: VISIT_PAGE, action: 'edit' },
    query: highPriorityQuery,
    body: highPriorityBody,
    handler: async (ctx, { query, body }) => ({
      data: { Id: await sendHighPriorityNotification(ctx, query.userId, body) },
      message: 'Notification sent.',
    }),
  }),
];
