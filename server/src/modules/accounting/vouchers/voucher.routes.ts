import { voucherContracts } from '@backoffice/shared/accounting/voucher.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { type VoucherRights, voucherRights } from './voucher-access.js';
import { cancelVoucher, deleteDraftVoucher, postDraftVoucher } from './voucher-action.service.js';
import { loadVoucherDetail } from './voucher-detail.js';
import { voucherExportFile } from './voucher-export.js';
import { loadVoucherPage } from './voucher-list.js';
import { createVoucher, updateVoucher } from './voucher-save.service.js';

const detailFor = (ctx: UserContext, rights: VoucherRights, id: number) =>
  loadVoucherDetail(ctx.deps.db, ctx.companyId, id, rights);

/** Vouchers: the day book, export, detail, save, post, cancel and delete a draft. */
export const voucherRoutes: readonly MountableRoute[] = [
  implementRoute(voucherContracts.list, {
    handler: async (ctx, { query }) => ({
      data: await loadVoucherPage(ctx.deps.db, ctx.companyId, query, await voucherRights(ctx)),
    }),
  }),
  implementRoute(voucherContracts.export, {
    handler: async (ctx, { query }) => ({ data: null, file: await voucherExportFile(ctx, query) }),
  }),
  implementRoute(voucherContracts.detail, {
    handler: async (ctx, { query }) => ({ data: await detailFor(ctx, await voucherRights(ctx), query.id) }),
  }),
  implementRoute(voucherContracts.save, {
    handler: async (ctx, { body, files }) => {
      const rights = await voucherRights(ctx);
      const id = body.Id ?? (await createVoucher(ctx, rights, body, files));
      if (body.Id !== undefined) await updateVoucher(ctx, rights, body.Id, body, files);
      const saved = await detailFor(ctx, rights, id);
      const what = saved.VoucherNo === null ? 'Draft voucher' : `Voucher ${saved.VoucherNo}`;
      const done = saved.Status === 'posted' ? 'posted' : 'saved';
      return { data: saved, message: `${what} ${done}.` };
    },
  }),
  implementRoute(voucherContracts.post, {
    handler: async (ctx, { query, body }) => {
      const rights = await voucherRights(ctx);
      const voucherNo = await postDraftVoucher(ctx, rights, query.id, body);
      return { data: await detailFor(ctx, rights, query.id), message: `Voucher ${voucherNo} posted.` };
    },
  }),
  implementRoute(voucherContracts.cancel, {
    handler: async (ctx, { query, body }) => {
      const rights = await voucherRights(ctx);
      const voucherNo = await cancelVoucher(ctx, rights, query.id, body);
      const detail = await detailFor(ctx, rights, query.id);
      return {
        data: detail,
        message: `Voucher ${voucherNo} cancelled; reversal ${detail.ReversedByNo ?? ''} posted.`,
      };
    },
  }),
  implementRoute(voucherContracts.delete, {
    handler: async (ctx, { query, body }) => {
      await deleteDraftVoucher(ctx, await voucherRights(ctx), query.id, body);
      return { data: null, message: 'Draft voucher deleted.' };
    },
  }),
];
