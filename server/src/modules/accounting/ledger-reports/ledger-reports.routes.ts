import { ledgerReportContracts } from '@backoffice/shared/accounting/ledger-reports.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { toPage } from '../../../http/page-query.js';
import { loadAgeing } from './ageing.js';
import { ageingFile } from './ageing-export.js';
import { loadCashBankLedgers } from './cash-bank-ledgers.js';
import { loadCostCenterSummary } from './cost-center-summary.js';
import { costCenterSummaryFile } from './cost-center-summary-export.js';
import { loadGeneralLedger } from './general-ledger.js';
import { generalLedgerFile } from './general-ledger-export.js';

/** The books ledger by ledger: the general ledger (and cash and bank books), ageing, cost centers. */
export const ledgerReportRoutes: readonly MountableRoute[] = [
  implementRoute(ledgerReportContracts.generalLedger, {
    handler: async (ctx, { query }) => ({ data: await loadGeneralLedger(ctx, query) }),
  }),
  implementRoute(ledgerReportContracts.generalLedgerExport, {
    handler: async (ctx, { query }) => ({ data: null, file: await generalLedgerFile(ctx, query) }),
  }),
  implementRoute(ledgerReportContracts.cashBankLedgers, {
    handler: async (ctx) => ({ data: await loadCashBankLedgers(ctx.deps.db, ctx.companyId) }),
  }),
  implementRoute(ledgerReportContracts.ageing, {
    handler: async (ctx, { query }) => {
      const report = await loadAgeing(ctx, query);
      const offset = (query.pageNo - 1) * query.pageSize;
      return {
        data: {
          ...toPage(report.parties.slice(offset, offset + query.pageSize), report.parties.length, query),
          Kind: report.kind,
          AsOn: report.asOn,
          Totals: report.totals,
        },
      };
    },
  }),
  implementRoute(ledgerReportContracts.ageingExport, {
    handler: async (ctx, { query }) => ({ data: null, file: await ageingFile(ctx, query) }),
  }),
  implementRoute(ledgerReportContracts.costCenterSummary, {
    handler: async (ctx, { query }) => ({ data: await loadCostCenterSummary(ctx, query) }),
  }),
  implementRoute(ledgerReportContracts.costCenterSummaryExport, {
    handler: async (ctx, { query }) => ({ data: null, file: await costCenterSummaryFile(ctx, query) }),
  }),
];
