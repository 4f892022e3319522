import { type TaxInvoice, taxInvoiceContracts } from '@backoffice/shared/accounting/tax-invoice.contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { TaxInvoicePage } from './tax-invoice-page.tsx';

/** An order of two lines, one VAT exempt, with an order discount and rounding to the rupee. */
const INVOICE: TaxInvoice = {
  VoucherId: 12,
  InvoiceNo: 'SV-2083/84-000007',
  InvoiceDate: '2026-11-20',
  InvoiceDateBs: '2083-08-04',
  FiscalYear: '2083/84',
  OrderNo: 'SO-2083/84-000031',
  Seller: { Name: 'Himalayan Traders', Address: 'Kathmandu', Pan: '301234567', Phone: '01-4400000' },
  Buyer: { Name: 'Everest Stores', Address: 'Lalitpur', Pan: '609876543', Phone: '9841000000' },
  Lines: [
    {
      No: 1,
      Description: 'Paracetamol 500 mg',
      Quantity: 10,
      Unit: 'Strip',
      Rate: 120,
      Amount: 1200,
      Taxable: true,
    },
    { No: 2, Description: 'Rice 25 kg', Quantity: 2, Unit: 'Bag', Rate: 2500, Amount: 5000, Taxable: false },
  ],
  SubTotal: 6200,
  Discount: 62,
  TaxableAmount: 1188,
  ExemptAmount: 4950,
  VatRate: 13,
  VatAmount: 154.44,
  RoundOff: -0.44,
  Total: 6292,
  AmountInWords: 'Rupees Six Thousand Two Hundred Ninety-Two Only',
  VoucherStatus: 'posted',
  PrintCount: 0,
  CopyLabel: null,
};

const sheet = async () => screen.findByRole('article', { name: `Tax invoice ${INVOICE.InvoiceNo}` });

/** The test window has no print(): stand one in for the browser's dialog. */
const stubPrint = (onPrint: () => void = () => undefined) => {
  const print = vi.fn(onPrint);
  vi.stubGlobal('print', print);
  window.print = print;
  return print;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaxInvoicePage', () => {
  it('shows the seller and buyer with their PAN, both dates, the lines, the totals and the words', async () => {
    fakeServer.answer(taxInvoiceContracts.preview, INVOICE);
    renderScreen(<TaxInvoicePage voucherId={INVOICE.VoucherId} />);
    const page = within(await sheet());
    expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeTruthy();
    expect(page.getByText('PAN: 301234567')).toBeTruthy();
    expect(page.getByText('PAN: 609876543')).toBeTruthy();
    expect(page.getByText(INVOICE.InvoiceNo)).toBeTruthy();
    expect(page.getByText('Mangsir 4, 2083')).toBeTruthy();
    expect(page.getByText('Nov 20, 2026')).toBeTruthy();
    const rows = page.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'S.N.DescriptionQtyUnitRateAmount',
      '1Paracetamol 500 mg10Strip120.001,200.00',
      '2Rice 25 kg *2Bag2,500.005,000.00',
    ]);
    expect(page.getByText('Sub total').nextSibling?.textContent).toBe('6,200.00');
    expect(page.getByText('Discount').nextSibling?.textContent).toBe('-62.00');
    expect(page.getByText('Taxable amount').nextSibling?.textContent).toBe('1,188.00');
    expect(page.getByText('Exempt amount').nextSibling?.textContent).toBe('4,950.00');
    expect(page.getByText('VAT 13%').nextSibling?.textContent).toBe('154.44');
    expect(page.getByText('Round off').nextSibling?.textContent).toBe('-0.44');
    expect(page.getByText('Total').nextSibling?.textContent).toBe('Rs 6,292.00');
    expect(page.getByText(INVOICE.AmountInWords)).toBeTruthy();
    expect(page.getByText('Authorised signature')).toBeTruthy();
    expect(page.queryByText(/Copy of original/)).toBeNull();
    expect(page.queryByText('CANCELLED')).toBeNull();
  });

  it('counts the print before the browser prints, and prints the copy label the count answered', async () => {
    fakeServer.answer(taxInvoiceContracts.preview, INVOICE);
    fakeServer.answer(taxInvoiceContracts.print, {
      ...INVOICE,
      PrintCount: 2,
      CopyLabel: 'Copy of original (2)',
    });
    const seen: { calls: number; label: string | null }[] = [];
    stubPrint(() => {
      seen.push({
        calls: fakeServer.callsTo(taxInvoiceContracts.print).length,
        label: document.querySelector('.bo-tax-invoice-copy')?.textContent ?? null,
      });
    });
    renderScreen(<TaxInvoicePage voucherId={INVOICE.VoucherId} />);
    await sheet();
    await user.click(screen.getByRole('button', { name: 'Print' }));

    await expect.poll(() => seen).toEqual([{ calls: 1, label: 'Copy of original (2)' }]);
    const [sent] = fakeServer.contractCalls(taxInvoiceContracts.print);
    expect(sent?.parsedQuery).toEqual({ id: INVOICE.VoucherId });
    // The print asks the preview again (the next print's label): let it land before the test ends.
    await expect.poll(() => fakeServer.callsTo(taxInvoiceContracts.preview).length).toBe(2);
  });

  it('marks a copy prominently and stamps a cancelled invoice', async () => {
    fakeServer.answer(taxInvoiceContracts.preview, {
      ...INVOICE,
      VoucherStatus: 'cancelled',
      PrintCount: 1,
      CopyLabel: 'Copy of original (1)',
    });
    renderScreen(<TaxInvoicePage voucherId={INVOICE.VoucherId} />);
    const page = within(await sheet());
    expect(page.getByText('Copy of original (1)')).toBeTruthy();
    expect(page.getByText('CANCELLED')).toBeTruthy();
  });

  it('shows the server’s refusal of a print and opens no print dialog', async () => {
    fakeServer.answer(taxInvoiceContracts.preview, INVOICE);
    fakeServer.refuse(taxInvoiceContracts.print, { code: 409, message: 'Voucher changed; try again.' });
    const printed = stubPrint();
    renderScreen(<TaxInvoicePage voucherId={INVOICE.VoucherId} />);
    await sheet();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Voucher changed; try again.')).toBeTruthy();
    expect(printed).not.toHaveBeenCalled();
  });

  it('says why a voucher has no invoice', async () => {
    fakeServer.refuse(taxInvoiceContracts.preview, {
      code: 409,
      message: 'Voucher JV-2083/84-000002 is a journal voucher; only a sales voucher has a tax invoice.',
    });
    renderScreen(<TaxInvoicePage voucherId={5} />);
    expect(await screen.findByText(/only a sales voucher has a tax invoice/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
  });
});
