import { booksContracts } from '@backoffice/shared/accounting/books.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { pageOffset, toPage } from '../../../http/page-query.js';
import type { UserContext } from '../../../http/request-context.js';
import { booksDayOf } from './books-balance.js';
import { loadChartOfAccounts } from './chart-of-accounts.js';
import { countCheques, readCheques } from './cheque-register.js';
import { chequeRegisterFile } from './cheque-register-export.js';
import { loadLedgerOptions } from './ledger-options.js';

const dayOf = (ctx: UserContext, asOn?: string) =>
  booksDayOf(ctx.deps.db, ctx.companyId, asOn, ctx.now, ctx.log);

/** What the books answer beside the vouchers: the chart of accounts, the ledger picker, the cheque register. */
export const booksRoutes: readonly MountableRoute[] = [
  implementRoute(booksContracts.chartOfAccounts, {
    handler: async (ctx, { query }) => ({
      data: await loadChartOfAccounts(
        ctx.deps.db,
        ctx.companyId,
        await dayOf(ctx, query.AsOn),
        query.IncludeInactive === 'true',
      ),
    }),
  }),
  implementRoute(booksContracts.ledgerOptions, {
    handler: async (ctx, { query }) => ({
      data: await loadLedgerOptions(ctx.deps.db, ctx.companyId, await dayOf(ctx), query),
    }),
  }),
  implementRoute(booksContracts.chequeRegister, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const [items, totals] = await Promise.all([
        readCheques(db, ctx.companyId, query, { limit: query.pageSize, offset: pageOffset(query) }),
        countCheques(db, ctx.companyId, query),
      ]);
      return { data: { ...toPage(items, totals.count, query), TotalAmount: totals.total } };
    },
  }),
  implementRoute(booksContracts.chequeRegisterExport, {
    handler: async (ctx, { query }) => ({ data: null, file: await chequeRegisterFile(ctx, query) }),
  }),
];
