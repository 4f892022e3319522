import type { TaxInvoice } from '@backoffice/shared/accounting/tax-invoice.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorMessage } from '../../core/api-client.ts';
import { RecordLoadState } from '../../sales/common/record-load-state.tsx';
import { countPrint, taxInvoiceKey, useTaxInvoice } from './tax-invoice-queries.ts';
import { INVOICE_PAPERS, type InvoicePaper, TaxInvoiceSheet } from './tax-invoice-sheet.tsx';

/**
 * A sales voucher's tax invoice, ready to print on A4 or A5. Print counts the print first and puts
 * the counted answer on the page before the browser's print dialog opens, so the paper says which
 * copy it is as the server numbered it ("Copy of original (n)"), even when two people print at once.
 */
export const TaxInvoicePage = ({ voucherId }: { voucherId: number }) => {
  const id = useId();
  const queryClient = useQueryClient();
  const preview = useTaxInvoice(voucherId);
  const [printed, setPrinted] = useState<TaxInvoice | null>(null);
  const [paper, setPaper] = useState<InvoicePaper>('A4');
  const print = useMutation({
    mutationFn: () => countPrint(voucherId),
    onSuccess: (answer) => {
      // On the page before the dialog takes its picture of it.
      flushSync(() => setPrinted(answer));
      window.print();
      void queryClient.invalidateQueries({ queryKey: taxInvoiceKey(voucherId) });
    },
  });
  const invoice = printed ?? preview.data;

  return (
    <div className="bo-page bo-tax-invoice-page">
      <div className="bo-page-head bo-no-print">
        <div>
          <h1>Tax invoice</h1>
          <p className="bo-muted">
            The first print is the original; every later print is marked as a numbered copy.
          </p>
        </div>
        <div className="bo-tax-invoice-tools">
          <div className="bo-field">
            <label htmlFor={`${id}-paper`}>Paper</label>
            <select
              id={`${id}-paper`}
              className="bo-input"
              value={paper}
              onChange={(event) => setPaper(event.currentTarget.value === 'A5' ? 'A5' : 'A4')}
            >
              {INVOICE_PAPERS.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="bo-btn bo-btn-primary"
            disabled={!invoice || print.isPending}
            onClick={() => print.mutate()}
          >
            <Printer size={18} aria-hidden="true" />
            {print.isPending ? 'Printing…' : 'Print'}
          </button>
        </div>
      </div>
      {print.isError ? (
        <p className="bo-alert bo-no-print" role="alert">
          {errorMessage(print.error)}
        </p>
      ) : null}
      {invoice ? null : (
        <RecordLoadState
          query={preview}
          loading="Loading the tax invoice"
          notFound="This voucher does not exist, or it belongs to another company."
        />
      )}
      {invoice ? <TaxInvoiceSheet invoice={invoice} paper={paper} /> : null}
    </div>
  );
};
