import { visitContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';
import { sendHighPriorityNotification } from './high-priority-notification.service.js';
import { visitReadScope } from './tracking-access.js';
import { visitExportFile } from './visit-export.js';
import { loadVisitPage } from './visit-list.js';
import { loadVisit } from './visit-record.js';
import { checkOutVisit, saveVisit } from './visit-save.service.js';

/** Visits: the field app records them; the office lists them and alerts a person in the field. */
export const visitRoutes: readonly MountableRoute[] = [
  implementRoute(visitContracts.save, {
    handler: async (ctx, { body, fileLists }) => {
      const id = await saveVisit(ctx, body, fileLists);
      return { data: await loadVisit(ctx.deps.db, ctx.companyId, id, null), message: 'Visit saved.' };
    },
  }),
  implementRoute(visitContracts.checkout, {
    handler: async (ctx, { query }) => {
      await checkOutVisit(ctx, query.id);
      return { data: await loadVisit(ctx.deps.db, ctx.companyId, query.id, null), message: 'Checked out.' };
    },
  }),
  implementRoute(visitContracts.list, {
    handler: async (ctx, { query }) => {
      const { ownSalesPersonId } = await visitReadScope(ctx);
      return { data: await loadVisitPage(ctx.deps.db, ctx.companyId, query, ownSalesPersonId) };
    },
  }),
  implementRoute(visitContracts.export, {
    handler: async (ctx, { query }) => {
      const { ownSalesPersonId } = await visitReadScope(ctx);
      return { data: null, file: await visitExportFile(ctx, query, ownSalesPersonId) };
    },
  }),
  implementRoute(visitContracts.detail, {
    handler: async (ctx, { query }) => {
      const { ownSalesPersonId } = await visitReadScope(ctx);
      return { data: await loadVisit(ctx.deps.db, ctx.companyId, query.id, ownSalesPersonId) };
    },
  }),
  implementRoute(visitContracts.highPriorityNotification, {
    handler: async (ctx, { query, body }) => ({
      data: { Id: await sendHighPriorityNotification(ctx, query.userId, body) },
      message: 'Notification sent.',
    }),
  }),
];
