/** A sales voucher's tax invoice through its route contract (tax-invoice.contract). */
import { type TaxInvoice, taxInvoiceContracts } from '@backoffice/shared/accounting/tax-invoice.contract';
import { useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../../core/contract-client.ts';

const invoiceApi = clientOf(taxInvoiceContracts);

export const taxInvoiceKey = (id: number) => contractKey(taxInvoiceContracts.preview, { id });

/** The invoice as the next print would be; always read afresh, since another print moves its copy number. */
export const useTaxInvoice = (id: number) =>
  useQuery({
    queryKey: taxInvoiceKey(id),
    queryFn: ({ signal }) => invoiceApi.preview({ query: { id }, signal }),
    staleTime: 0,
  });

/** Counts a print: the answer is the invoice as this print is (its copy number). */
export const countPrint = (id: number): Promise<TaxInvoice> => invoiceApi.print({ query: { id } });
