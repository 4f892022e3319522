import { taxInvoiceContracts } from '@backoffice/shared/accounting/tax-invoice.contract';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { previewTaxInvoice, printTaxInvoice } from './tax-invoice.service.js';

/** A sales voucher's tax invoice: the preview, and the print that counts copies. */
export const taxInvoiceRoutes: readonly MountableRoute[] = [
  implementRoute(taxInvoiceContracts.preview, {
    handler: async (ctx, { query }) => ({ data: await previewTaxInvoice(ctx, query.id) }),
  }),
  implementRoute(taxInvoiceContracts.print, {
    handler: async (ctx, { query }) => {
      const invoice = await printTaxInvoice(ctx, query.id);
      const which = invoice.CopyLabel ?? 'original';
      return { data: invoice, message: `Tax invoice ${invoice.InvoiceNo} printed (${which}).` };
    },
  }),
];
