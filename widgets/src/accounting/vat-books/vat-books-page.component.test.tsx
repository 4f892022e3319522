import {
  type PurchaseBook,
  type SalesBook,
  type VatMonth,
  type VatReturn,
  vatBooksContracts,
} from '@backoffice/shared/accounting/vat-books.contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $calendarMode } from '../../core/preferences.store.ts';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { VatBooksPage } from './vat-books-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const monthOf = (
  Year: number,
  Month: number,
  MonthName: string,
  FromDate: string,
  ToDate: string,
): VatMonth => ({
  Year,
  Month,
  MonthName,
  FromDate,
  ToDate,
  FiscalYear: '2083/84',
  CompanyName: 'Himalayan Traders',
  CompanyPan: '301234567',
});
const MANGSIR = monthOf(2083, 8, 'Mangsir 2083', '2026-11-16', '2026-12-15');
const SHRAWAN = monthOf(2083, 4, 'Shrawan 2083', '2026-07-17', '2026-08-16');

const row = {
  CancelledOn: null,
  Pan: '',
  Exempt: 0,
  OriginalNo: null,
  OriginalVoucherId: null,
  State: 'posted' as const,
};

const SALES: SalesBook = {
  ...MANGSIR,
  Rows: [
    {
      ...row,
      VoucherId: 41,
      VoucherNo: 'SV-2083/84-000012',
      VoucherType: 'sales',
      Date: '2026-11-22',
      DateBs: '2083-08-06',
      PartyName: 'Ram Kirana Pasal',
      Pan: '609111222',
      Total: 113000,
      Taxable: 100000,
      Vat: 13000,
      Export: 0,
    },
    {
      ...row,
      VoucherId: 42,
      VoucherNo: 'CN-2083/84-000003',
      VoucherType: 'creditNote',
      Date: '2026-11-23',
      DateBs: '2083-08-07',
      PartyName: 'Ram Kirana Pasal',
      Total: -11300,
      Taxable: -10000,
      Vat: -1300,
      Export: 0,
      OriginalNo: 'SV-2083/84-000012',
      OriginalVoucherId: 41,
    },
  ],
  Totals: { Total: 101700, Taxable: 90000, Vat: 11700, Exempt: 0, Export: 0 },
};

const PURCHASES: PurchaseBook = {
  ...MANGSIR,
  Rows: [
    {
      ...row,
      VoucherId: 51,
      VoucherNo: 'PV-2083/84-000004',
      VoucherType: 'purchase',
      Date: '2026-11-20',
      DateBs: '2083-08-04',
      PartyName: 'Himal Suppliers',
      Pan: '609876543',
      BillNo: 'HS-1021',
      Total: 1130,
      Taxable: 1000,
      Vat: 130,
      Import: 0,
    },
  ],
  Totals: { Total: 1130, Taxable: 1000, Vat: 130, Exempt: 0, Import: 0 },
};

const figures = (Taxable: number, Vat: number) => ({ Taxable, Exempt: 0, Export: 0, Vat });
const purchaseFigures = (Taxable: number, Vat: number) => ({ Taxable, Exempt: 0, Import: 0, Vat });
const RETURN: VatReturn = {
  ...MANGSIR,
  Sales: {
    Invoices: figures(100000, 13000),
    CreditNotes: figures(-10000, -1300),
    Net: figures(90000, 11700),
  },
  Purchases: {
    Invoices: purchaseFigures(1000, 130),
    DebitNotes: purchaseFigures(0, 0),
    Net: purchaseFigures(1000, 130),
  },
  NetVat: 11570,
  VatPayable: 11570,
  CreditCarriedForward: 0,
};

const lastSalesQuery = () => fakeServer.contractCalls(vatBooksContracts.salesBook).at(-1)?.parsedQuery;

describe('VatBooksPage', () => {
  afterEach(() => $calendarMode.set('AD'));

  it('shows the current month’s sales book with links, negative credit notes and totals', async () => {
    fakeServer.answer(vatBooksContracts.salesBook, SALES);
    renderScreen(<VatBooksPage />);
    const table = await screen.findByRole('table', { name: 'Sales book' });
    expect(lastSalesQuery()).toEqual({});
    const invoice = within(table).getAllByRole('link', { name: 'SV-2083/84-000012' });
    expect(invoice[0]?.getAttribute('href')).toContain('/accounting/vouchers/41');
    expect(within(table).getByText('-11,300.00')).toBeTruthy();
    expect(within(table).getByText('1,01,700.00')).toBeTruthy();
    expect(within(table).getByText(/Against/).textContent).toContain('SV-2083/84-000012');
    expect(screen.getByText(/Himalayan Traders, PAN 301234567/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Print/ })).toBeTruthy();
  });

  it('asks for the month picked, Shrawan first in the fiscal year, and says when it is empty', async () => {
    $calendarMode.set('BS');
    fakeServer.answer(vatBooksContracts.salesBook, (request) =>
      request.parsedQuery?.month === 4 ? { ...SHRAWAN, Rows: [], Totals: SALES.Totals } : SALES,
    );
    renderScreen(<VatBooksPage />);
    await screen.findByRole('table', { name: 'Sales book' });
    const months = within(screen.getByLabelText('Month')).getAllByRole('option');
    expect(months[0]?.textContent).toBe('Shrawan 2083');
    expect(months.at(-1)?.textContent).toBe('Asar 2084');
    await user.selectOptions(screen.getByLabelText('Month'), '4');
    await expect.poll(() => lastSalesQuery()).toEqual({ year: 2083, month: 4 });
    expect(await screen.findByText('No sales invoices or credit notes in Shrawan 2083.')).toBeTruthy();
  });

  it('names the months in AD in AD mode', async () => {
    fakeServer.answer(vatBooksContracts.salesBook, SALES);
    renderScreen(<VatBooksPage />);
    await screen.findByRole('table', { name: 'Sales book' });
    const months = within(screen.getByLabelText('Month')).getAllByRole('option');
    expect(months[0]?.textContent).toBe('Jul–Aug 2026');
  });

  it('shows the purchase book and the VAT return on their tabs', async () => {
    fakeServer
      .answer(vatBooksContracts.salesBook, SALES)
      .answer(vatBooksContracts.purchaseBook, PURCHASES)
      .answer(vatBooksContracts.vatReturn, RETURN);
    renderScreen(<VatBooksPage />);
    await screen.findByRole('table', { name: 'Sales book' });
    await user.click(screen.getByRole('tab', { name: 'Purchase book' }));
    const purchases = await screen.findByRole('table', { name: 'Purchase book' });
    expect(within(purchases).getByText('HS-1021')).toBeTruthy();
    expect(within(purchases).getByText('609876543')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'VAT return' }));
    const summary = await screen.findByRole('table', { name: 'VAT return' });
    expect(within(summary).getByText('VAT payable for the month').closest('tr')?.textContent).toContain(
      '11,570.00',
    );
    expect(screen.queryByRole('button', { name: /Export CSV/ })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    fakeServer.refuse(vatBooksContracts.salesBook, {
      code: 400,
      message: 'month must be a BS month number from 1 (Baisakh) to 12 (Chaitra)',
    });
    renderScreen(<VatBooksPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('month must be a BS month number');
  });
});
