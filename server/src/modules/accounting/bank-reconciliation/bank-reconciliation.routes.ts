import { bankReconciliationContracts as contracts } from '@backoffice/shared/accounting/bank-reconciliation.contract';
import type { Database } from '../../../db/database.js';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { pageOffset, toPage } from '../../../http/page-query.js';
import { findAccount } from './bank-account-record.js';
import { matchAutomatically, matchByHand, setClearanceByHand, unmatch } from './bank-match.service.js';
import { countOpenBookLines } from './book-lines.js';
import { reconciliationFile } from './reconciliation-export.js';
import { readBookLinePage, readReconciliationAccounts } from './reconciliation-lists.js';
import { loadReconciliationStatement } from './reconciliation-statement.js';
import { importStatement, previewStatement } from './statement-import.service.js';
import { countStatementLines, readStatementLines } from './statement-lines.js';
import { mappingOf, readSavedMapping, saveMapping } from './statement-mapping.js';

/** Bank reconciliation: statements imported, matched and cleared, and the reconciliation statement. */
export const bankReconciliationRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.accounts, {
    handler: async (ctx) => ({ data: await readReconciliationAccounts(ctx.deps.db, ctx.companyId) }),
  }),
  implementRoute(contracts.mapping, {
    handler: async (ctx, { query }) => {
      const account = await findAccount(ctx.deps.db, ctx.companyId, query.BankAccountId);
      return {
        data: {
          BankId: account.bankId,
          Mapping: await readSavedMapping(ctx.deps.db, ctx.companyId, account.bankId),
        },
      };
    },
  }),
  implementRoute(contracts.saveMapping, {
    handler: async (ctx, { body }) => {
      const account = await findAccount(ctx.deps.db, ctx.companyId, body.BankAccountId);
      const mapping = mappingOf(body);
      await ctx.deps.db.transaction(async (tx) => saveMapping(tx as Database, ctx, account.bankId, mapping));
      return { data: { BankId: account.bankId, Mapping: mapping }, message: 'Column mapping saved.' };
    },
  }),
  implementRoute(contracts.preview, {
    handler: async (ctx, { body, files }) => ({ data: await previewStatement(ctx, body, files) }),
  }),
  implementRoute(contracts.import, {
    handler: async (ctx, { body, files }) => {
      const done = await importStatement(ctx, body, files);
      return {
        data: done,
        message: `${done.Imported} line${done.Imported === 1 ? '' : 's'} imported, ${done.Skipped} already imported skipped.`,
      };
    },
  }),
  implementRoute(contracts.lines, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const account = await findAccount(db, ctx.companyId, query.BankAccountId);
      const [items, total] = await Promise.all([
        readStatementLines(db, ctx.companyId, account.id, query, {
          limit: query.pageSize,
          offset: pageOffset(query),
        }),
        countStatementLines(db, ctx.companyId, account.id, query),
      ]);
      return { data: toPage(items, total, query) };
    },
  }),
  implementRoute(contracts.bookLines, {
    handler: async (ctx, { query }) => {
      const { db } = ctx.deps;
      const account = await findAccount(db, ctx.companyId, query.BankAccountId);
      const [items, total] = await Promise.all([
        readBookLinePage(db, ctx.companyId, account, query, {
          limit: query.pageSize,
          offset: pageOffset(query),
        }),
        countOpenBookLines(db, ctx.companyId, account.ledgerId, query),
      ]);
      return { data: toPage(items, total, query) };
    },
  }),
  implementRoute(contracts.autoMatch, {
    handler: async (ctx, { body }) => {
      const done = await matchAutomatically(ctx, body);
      return { data: done, message: `${done.Matched} line${done.Matched === 1 ? '' : 's'} matched.` };
    },
  }),
  implementRoute(contracts.match, {
    handler: async (ctx, { body }) => ({ data: await matchByHand(ctx, body), message: 'Matched.' }),
  }),
  implementRoute(contracts.unmatch, {
    handler: async (ctx, { body }) => {
      await unmatch(ctx, body.StatementLineId);
      return { data: null, message: 'Match undone.' };
    },
  }),
  implementRoute(contracts.clearance, {
    handler: async (ctx, { body }) => {
      const done = await setClearanceByHand(ctx, body);
      return { data: done, message: done.ClearanceDate ? 'Clearance date set.' : 'Clearance date removed.' };
    },
  }),
  implementRoute(contracts.statement, {
    handler: async (ctx, { query }) => ({ data: await loadReconciliationStatement(ctx, query) }),
  }),
  implementRoute(contracts.statementExport, {
    handler: async (ctx, { query }) => ({ data: null, file: await reconciliationFile(ctx, query) }),
  }),
];
