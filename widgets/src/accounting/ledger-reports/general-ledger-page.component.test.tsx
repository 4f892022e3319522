import {
  type GeneralLedger,
  type GeneralLedgerLine,
  ledgerReportContracts,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { CashBankBookPage } from './cash-bank-book-page.tsx';
import { GeneralLedgerPage } from './general-ledger-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const line = (
  VoucherId: number,
  Debit: number,
  Credit: number,
  RunningBalance: number,
): GeneralLedgerLine => ({
  VoucherId,
  VoucherDate: '2026-09-02',
  VoucherNo: `JV-2083/84-00000${VoucherId}`,
  VoucherType: 'journal',
  Particulars: VoucherId === 2 ? '(as per details)' : 'Sales',
  Narration: null,
  ChequeNo: VoucherId === 3 ? '000123' : null,
  BillRef: null,
  Debit,
  Credit,
  RunningBalance,
  RunningSide: 'Dr',
});

const LEDGER: GeneralLedger = {
  LedgerId: 12,
  LedgerName: 'Nabil Bank A/c',
  GroupName: 'Bank Accounts',
  Nature: 'asset',
  Book: null,
  FromDate: '2026-09-01',
  ToDate: '2026-09-30',
  Opening: { Balance: 1000, BalanceSide: 'Dr' },
  PageOpening: { Balance: 1000, BalanceSide: 'Dr' },
  TotalDebit: 300,
  TotalCredit: 30,
  Closing: { Balance: 1270, BalanceSide: 'Dr' },
  Items: [line(1, 100, 0, 1100), line(3, 0, 30, 1070), line(2, 200, 0, 1270)],
  PageSize: 100,
  NextCursor: null,
  PrevCursor: null,
};

const lastQuery = () => fakeServer.contractCalls(ledgerReportContracts.generalLedger).at(-1)?.parsedQuery;

describe('GeneralLedgerPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for a ledger before reading any', async () => {
    renderScreen(<GeneralLedgerPage />);
    expect(await screen.findByText(/Choose a ledger/)).toBeTruthy();
    expect(fakeServer.contractCalls(ledgerReportContracts.generalLedger)).toHaveLength(0);
  });

  it('reads the ledger, period and cost center from the address and shows the running balance', async () => {
    window.history.replaceState(
      null,
      '',
      '/accounting/reports/ledger?LedgerId=12&From=2026-09-01&To=2026-09-30&CostCenterId=4',
    );
    fakeServer.answer(ledgerReportContracts.generalLedger, LEDGER);
    renderScreen(<GeneralLedgerPage />);
    const table = await screen.findByRole('table', { name: 'Lines of Nabil Bank A/c' });
    expect(lastQuery()).toMatchObject({
      LedgerId: 12,
      FromDate: '2026-09-01',
      ToDate: '2026-09-30',
      CostCenterId: 4,
    });
    expect(within(table).getByText('Opening balance')).toBeTruthy();
    expect(within(table).getByText('1,070.00 Dr')).toBeTruthy();
    expect(within(table).getByText('(as per details)')).toBeTruthy();
    expect(within(table).getByText('Closing balance')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'JV-2083/84-000003' }).getAttribute('href')).toContain(
      '/accounting/vouchers/3',
    );
    expect(within(table).getByRole('columnheader', { name: 'Debit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it('pages on by cursor: a later page is brought forward, without the closing rows', async () => {
    window.history.replaceState(null, '', '/accounting/reports/ledger?LedgerId=12');
    fakeServer.answer(ledgerReportContracts.generalLedger, { ...LEDGER, NextCursor: '2026-09-02_2_1' });
    renderScreen(<GeneralLedgerPage />);
    await screen.findByRole('table', { name: 'Lines of Nabil Bank A/c' });
    expect(screen.queryByText('Closing balance')).toBeNull();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fakeServer.answer(ledgerReportContracts.generalLedger, {
      ...LEDGER,
      PrevCursor: '2026-09-03_3_1',
      PageOpening: { Balance: 5000, BalanceSide: 'Cr' },
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Brought forward')).toBeTruthy();
    expect(screen.getByText('5,000.00 Cr')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ After: '2026-09-02_2_1' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ Before: '2026-09-03_3_1' }));
  });

  it('says what went wrong when the ledger cannot be read', async () => {
    window.history.replaceState(null, '', '/accounting/reports/ledger?LedgerId=99');
    fakeServer.refuse(ledgerReportContracts.generalLedger, { code: 404, message: 'No such ledger' });
    renderScreen(<GeneralLedgerPage />);
    expect(await screen.findByText(/No such ledger/)).toBeTruthy();
  });
});

describe('CashBankBookPage', () => {
  it('opens on the cash ledger of the settings and names the sides receipts and payments', async () => {
    fakeServer.answer(ledgerReportContracts.cashBankLedgers, {
      Ledgers: [
        { Id: 5, Name: 'Cash', Book: 'cash', IsActive: true },
        { Id: 12, Name: 'Nabil Bank A/c', Book: 'bank', IsActive: true },
      ],
      DefaultLedgerId: 5,
    });
    fakeServer.answer(ledgerReportContracts.generalLedger, {
      ...LEDGER,
      LedgerId: 5,
      LedgerName: 'Cash',
      Book: 'cash',
    });
    renderScreen(<CashBankBookPage />);
    const table = await screen.findByRole('table', { name: 'Lines of Cash' });
    expect(lastQuery()).toMatchObject({ LedgerId: 5 });
    expect(within(table).getByRole('columnheader', { name: 'Receipts' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Payments' })).toBeTruthy();
    fakeServer.answer(ledgerReportContracts.generalLedger, { ...LEDGER, Book: 'bank' });
    await user.selectOptions(screen.getByLabelText('Book'), '12');
    await screen.findByRole('table', { name: 'Lines of Nabil Bank A/c' });
    expect(lastQuery()).toMatchObject({ LedgerId: 12 });
  });
});
