import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { companyContracts } from '@backoffice/shared/companies/company.contract';
import {
  type PartyBalance,
  type PartyStatement,
  partyStatementContracts,
} from '@backoffice/shared/sales/statements/party-statement.contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $calendarMode } from '../../core/preferences.store.ts';
import { queryClient } from '../../core/query-client.ts';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { PartyStatementPage } from './party-statement-page.tsx';

const PARTY_ID = 11;

/** Rs 500 brought in; an order, a cheque received, a cash receipt entered twice and cancelled, a journal. */
const STATEMENT: PartyStatement = {
  PartyId: PARTY_ID,
  PartyName: 'Everest Traders',
  LedgerId: 301,
  FromDate: '2026-11-01',
  ToDate: null,
  Opening: 500,
  Closing: 1250,
  TotalDebit: 1190,
  TotalCredit: 440,
  PageOpening: 500,
  TotalCount: 5,
  PageNo: 1,
  PageSize: 50,
  Lines: [
    {
      Date: '2026-11-10',
      Kind: 'order',
      Reference: 'SO-2083/84-000021',
      RecordId: 21,
      Description: 'Sales invoice SO-2083/84-000021',
      Debit: 1130,
      Credit: 0,
      Balance: 1630,
      VoucherId: 71,
      VoucherNo: 'SV-2083/84-000007',
      VoucherType: 'sales',
      VoucherStatus: 'posted',
    },
    {
      Date: '2026-11-14',
      Kind: 'payment',
      Reference: 'RC-2083/84-000009',
      RecordId: 9,
      Description: 'Received by cheque',
      Debit: 0,
      Credit: 380,
      Balance: 1250,
      VoucherId: 72,
      VoucherNo: 'RV-2083/84-000003',
      VoucherType: 'receipt',
      VoucherStatus: 'posted',
    },
    {
      Date: '2026-11-17',
      Kind: 'voucher',
      Reference: 'JV-2083/84-000002',
      RecordId: 73,
      Description: 'Interest on overdue bills',
      Debit: 0,
      Credit: 0.01,
      Balance: 1249.99,
      VoucherId: 73,
      VoucherNo: 'JV-2083/84-000002',
      VoucherType: 'journal',
      VoucherStatus: 'posted',
    },
    {
      Date: '2026-11-18',
      Kind: 'payment',
      Reference: 'RC-2083/84-000010',
      RecordId: 10,
      Description: 'Received by cash',
      Debit: 0,
      Credit: 59.99,
      Balance: 1190,
      VoucherId: 74,
      VoucherNo: 'RV-2083/84-000004',
      VoucherType: 'receipt',
      VoucherStatus: 'cancelled',
    },
    {
      Date: '2026-11-18',
      Kind: 'payment',
      Reference: 'RC-2083/84-000010',
      RecordId: 10,
      Description: 'Reversal of RV-2083/84-000004: Entered twice',
      Debit: 60,
      Credit: 0,
      Balance: 1250,
      VoucherId: 75,
      VoucherNo: 'RV-2083/84-000005',
      VoucherType: 'receipt',
      VoucherStatus: 'posted',
    },
  ],
};

/** The prudent balance: the cheque of Rs 380 is not cleared yet. */
const BALANCE: PartyBalance = {
  PartyId: PARTY_ID,
  PartyName: 'Everest Traders',
  Orders: 1130,
  Returns: 0,
  Payments: 0,
  Charges: 0,
  Balance: 1130,
  UnclearedCheques: 380,
  PendingReturns: 0,
  AsOf: '2026-11-27',
};

const rowOf = (reference: string, index = 0) => {
  const links = screen.getAllByRole('link', { name: reference });
  const row = links[index]?.closest('tr');
  if (!row) throw new Error(`No row for ${reference}`);
  return row;
};

const hrefIn = (row: HTMLElement, name: string) =>
  within(row).getByRole('link', { name }).getAttribute('href') ?? '';

describe('PartyStatementPage', () => {
  beforeEach(() => {
    queryClient.setQueryData(['party-name', PARTY_ID], { Name: 'Everest Traders' });
    fakeServer
      .answer(partyStatementContracts.statement, STATEMENT)
      .answer(partyStatementContracts.balance, BALANCE)
      .answer(permissionContracts.checkAction, false)
      .answer(companyContracts.detail, {
        CompanyId: 1,
        CompanyName: 'Himalayan Traders',
        CompanyCode: 'HT',
        LegalName: 'Himalayan Traders Pvt. Ltd.',
        Address: 'Kathmandu',
        Phone: '01-4000000',
        Email: 'office@example.com',
        PanNumber: '600000001',
        TimeZone: 'Asia/Kathmandu',
        ActiveModules: ['SalesApp', 'Accounting'],
      });
  });
  afterEach(() => $calendarMode.set('AD'));

  it('shows each ledger line with its document and its voucher, both opening their records', async () => {
    $calendarMode.set('AD');
    renderScreen(<PartyStatementPage partyId={PARTY_ID} />);
    await screen.findByRole('link', { name: 'SV-2083/84-000007' });

    const order = rowOf('SO-2083/84-000021');
    expect(hrefIn(order, 'SO-2083/84-000021')).toContain('/salesapp/orders/21');
    expect(hrefIn(order, 'SV-2083/84-000007')).toContain('/accounting/vouchers/71');
    expect(order.textContent).toContain('Nov 10, 2026');
    expect(order.textContent).toContain('Sales invoice SO-2083/84-000021');

    const cheque = rowOf('RC-2083/84-000009');
    expect(hrefIn(cheque, 'RC-2083/84-000009')).toContain('/salesapp/collections/9');
    expect(hrefIn(cheque, 'RV-2083/84-000003')).toContain('/accounting/vouchers/72');

    // A voucher with no document behind it is its own reference.
    const journal = rowOf('JV-2083/84-000002');
    const paths = within(journal)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href') ?? '', window.location.href).pathname);
    expect(paths).toEqual(['/accounting/vouchers/73', '/accounting/vouchers/73']);

    // A cancelled voucher stays beside its reversal, marked.
    const cancelled = rowOf('RV-2083/84-000004');
    expect(cancelled.getAttribute('data-status')).toBe('cancelled');
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    const reversal = rowOf('RV-2083/84-000005');
    expect(reversal.getAttribute('data-status')).toBe('posted');
    expect(within(reversal).queryByText('Cancelled')).toBeNull();

    const [sent] = fakeServer.contractCalls(partyStatementContracts.statement);
    expect(sent?.parsedQuery).toMatchObject({ partyId: PARTY_ID, pageNo: 1, pageSize: 50 });
    expect(screen.getByText('Opening balance', { selector: 'th' }).closest('tr')?.textContent).toContain(
      'Rs 500.00 Dr',
    );
    expect(screen.getByText('Closing balance', { selector: 'th' }).closest('tr')?.textContent).toContain(
      'Rs 1,250.00 Dr',
    );
  });

  it('writes the dates in Bikram Sambat when the user reads BS', async () => {
    $calendarMode.set('BS');
    renderScreen(<PartyStatementPage partyId={PARTY_ID} />);
    await screen.findByRole('link', { name: 'SV-2083/84-000007' });
    const order = rowOf('SO-2083/84-000021');
    expect(order.textContent).not.toContain('Nov 10, 2026');
    expect(order.querySelector('td')?.textContent).toMatch(/2083/);
  });

  it('says why the prudent balance beside the statement is higher while a cheque is not cleared', async () => {
    renderScreen(<PartyStatementPage partyId={PARTY_ID} />);
    expect(await screen.findByText(/The statement counts a cheque the day it is received/)).toBeTruthy();
  });

  it('prints the statement', async () => {
    // The test's window has no print dialog: stand one in.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    renderScreen(<PartyStatementPage partyId={PARTY_ID} />);
    await screen.findByRole('link', { name: 'SV-2083/84-000007' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    Reflect.deleteProperty(window, 'print');
  });
});
