import { irdBillingContracts as contracts } from '@backoffice/shared/accounting/ird-billing.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { pageOffset, toPage } from '../../../http/page-query.js';
import { countOutbox, readOutbox } from './cbms-outbox-list.js';
import { resendOutboxRows } from './cbms-resend.js';
import { readIrdSettings, saveIrdSettings } from './cbms-settings.js';

/** The IRD billing settings, the outbox of invoices and credit notes, and resending. */
export const irdBillingRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.settings, {
    handler: async (ctx) => ({ data: await readIrdSettings(ctx) }),
  }),
  implementRoute(contracts.saveSettings, {
    handler: async (ctx, { body }) => ({ data: await saveIrdSettings(ctx, body) }),
  }),
  implementRoute(contracts.outbox, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const [items, totals] = await Promise.all([
        readOutbox(db, ctx.companyId, query, { limit: query.pageSize, offset: pageOffset(query) }),
        countOutbox(db, ctx.companyId, query),
      ]);
      return { data: { ...toPage(items, totals.total, query), Counts: totals.counts } };
    },
  }),
  implementRoute(contracts.resend, {
    handler: async (ctx, { body }) => ({ data: { Results: await resendOutboxRows(ctx, body.Ids) } }),
  }),
];
