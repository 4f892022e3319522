import { vatBooksContracts } from '@backoffice/shared/accounting/vat-books.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { purchaseBookFile, salesBookFile } from './vat-books-export.js';
import { resolveVatMonth } from './vat-month.js';
import { loadPurchaseBook } from './vat-purchase-book.js';
import { vatReturnOf } from './vat-return.js';
import { loadSalesBook } from './vat-sales-book.js';

type MonthQuery = Parameters<typeof resolveVatMonth>[1];

const salesBookOf = async (ctx: UserContext, query: MonthQuery) =>
  loadSalesBook(ctx.deps.db, ctx.companyId, await resolveVatMonth(ctx, query));

const purchaseBookOf = async (ctx: UserContext, query: MonthQuery) =>
  loadPurchaseBook(ctx.deps.db, ctx.companyId, await resolveVatMonth(ctx, query));

/** The VAT registers of a BS month: sales book, purchase book, the return's figures, and the books as files. */
export const vatBooksRoutes: readonly MountableRoute[] = [
  implementRoute(vatBooksContracts.salesBook, {
    handler: async (ctx, { query }) => ({ data: await salesBookOf(ctx, query) }),
  }),
  implementRoute(vatBooksContracts.purchaseBook, {
    handler: async (ctx, { query }) => ({ data: await purchaseBookOf(ctx, query) }),
  }),
  implementRoute(vatBooksContracts.vatReturn, {
    handler: async (ctx, { query }) => {
      const month = await resolveVatMonth(ctx, query);
      const [sales, purchases] = await Promise.all([
        loadSalesBook(ctx.deps.db, ctx.companyId, month),
        loadPurchaseBook(ctx.deps.db, ctx.companyId, month),
      ]);
      return { data: vatReturnOf(sales, purchases) };
    },
  }),
  implementRoute(vatBooksContracts.salesBookExport, {
    handler: async (ctx, { query }) => ({
      data: null,
      file: await salesBookFile(await salesBookOf(ctx, query), { format: query.format, now: ctx.now }),
    }),
  }),
  implementRoute(vatBooksContracts.purchaseBookExport, {
    handler: async (ctx, { query }) => ({
      data: null,
      file: await purchaseBookFile(await purchaseBookOf(ctx, query), { format: query.format, now: ctx.now }),
    }),
  }),
];
