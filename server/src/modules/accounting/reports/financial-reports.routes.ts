import { financialReportContracts } from '@backoffice/shared/accounting/financial-reports.contract';
import type { ExportFormat } from '@backoffice/shared/http/export-format';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { loadBalanceSheet } from './balance-sheet.js';
import { loadProfitAndLoss } from './profit-and-loss.js';
import { balanceSheetFile, profitAndLossFile, trialBalanceFile } from './report-exports.js';
import { resolveReportPeriod } from './report-period.js';
import { loadTrialBalance } from './trial-balance.js';

type Flags = { ShowZero?: 'true' | 'false' | undefined; Compare?: 'true' | 'false' | undefined };
type TrialQuery = Flags & Parameters<typeof resolveReportPeriod>[1];

const trialBalanceOf = async (ctx: UserContext, query: TrialQuery) =>
  loadTrialBalance(
    ctx.deps.db,
    ctx.companyId,
    await resolveReportPeriod(ctx, query),
    query.ShowZero === 'true',
  );

const profitAndLossOf = async (ctx: UserContext, query: TrialQuery) =>
  loadProfitAndLoss(ctx, await resolveReportPeriod(ctx, query), {
    compare: query.Compare === 'true',
    showZero: query.ShowZero === 'true',
  });

/** The balance sheet is as on To: its range is To's fiscal year so far. */
const balanceSheetOf = async (
  ctx: UserContext,
  query: Flags & { To?: string | undefined; BranchId?: number | undefined },
) =>
  loadBalanceSheet(
    ctx.deps.db,
    ctx.companyId,
    await resolveReportPeriod(ctx, { To: query.To, BranchId: query.BranchId }),
    query.ShowZero === 'true',
  );

const fileRequest = (
  ctx: UserContext,
  query: { format: ExportFormat; ShowLedgers?: 'true' | 'false' | undefined },
) => ({
  format: query.format,
  now: ctx.now,
  showLedgers: query.ShowLedgers !== 'false',
});

/** The trial balance, the profit and loss account and the balance sheet, each with its file. */
export const financialReportRoutes: readonly MountableRoute[] = [
  implementRoute(financialReportContracts.trialBalance, {
    handler: async (ctx, { query }) => ({ data: await trialBalanceOf(ctx, query) }),
  }),
  implementRoute(financialReportContracts.trialBalanceExport, {
    handler: async (ctx, { query }) => ({
      data: null,
      file: await trialBalanceFile(await trialBalanceOf(ctx, query), fileRequest(ctx, query)),
    }),
  }),
  implementRoute(financialReportContracts.profitAndLoss, {
    handler: async (ctx, { query }) => ({ data: await profitAndLossOf(ctx, query) }),
  }),
  implementRoute(financialReportContracts.profitAndLossExport, {
    handler: async (ctx, { query }) => ({
      data: null,
      file: await profitAndLossFile(await profitAndLossOf(ctx, query), fileRequest(ctx, query)),
    }),
  }),
  implementRoute(financialReportContracts.balanceSheet, {
    handler: async (ctx, { query }) => ({ data: await balanceSheetOf(ctx, query) }),
  }),
  implementRoute(financialReportContracts.balanceSheetExport, {
    handler: async (ctx, { query }) => ({
      data: null,
      file: await balanceSheetFile(await balanceSheetOf(ctx, query), fileRequest(ctx, query)),
    }),
  }),
];
