import { type Ageing, ledgerReportContracts } from '@backoffice/shared/accounting/ledger-reports.contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { AgeingPage } from './ageing-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const AGEING: Ageing = {
  Kind: 'receivables',
  AsOn: '2026-11-22',
  Items: [
    {
      LedgerId: 31,
      Name: 'Himal Traders',
      GroupName: 'Sundry Debtors',
      PartyId: 7,
      Bills: [
        { BillRef: 'INV-120', BillDate: '2026-07-25', AgeDays: 120, Amount: 4000, Bucket: 'Over90' },
        { BillRef: 'INV-10', BillDate: '2026-11-12', AgeDays: 10, Amount: 1000, Bucket: 'Days0To30' },
        { BillRef: null, BillDate: null, AgeDays: null, Amount: -700, Bucket: null },
      ],
      Days0To30: 1000,
      Days31To60: 0,
      Days61To90: 0,
      Over90: 4000,
      OnAccount: -700,
      Total: 4300,
    },
  ],
  TotalCount: 1,
  PageNo: 1,
  PageSize: 100,
  Totals: { Days0To30: 1000, Days31To60: 0, Days61To90: 0, Over90: 4000, OnAccount: -700, Total: 4300 },
};

const lastQuery = () => fakeServer.contractCalls(ledgerReportContracts.ageing).at(-1)?.parsedQuery;

describe('AgeingPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says when nothing is outstanding', async () => {
    fakeServer.answer(ledgerReportContracts.ageing, { ...AGEING, Items: [], TotalCount: 0 });
    renderScreen(<AgeingPage />);
    expect(await screen.findByText(/Nothing outstanding in receivables/)).toBeTruthy();
  });

  it('shows each party by bucket with its bills, the totals, and drills to its general ledger', async () => {
    fakeServer.answer(ledgerReportContracts.ageing, AGEING);
    renderScreen(<AgeingPage />);
    const table = await screen.findByRole('table', { name: 'Receivables ageing' });
    expect(within(table).getByRole('link', { name: 'Himal Traders' }).getAttribute('href')).toContain(
      '/accounting/reports/ledger?LedgerId=31&To=2026-11-22',
    );
    expect(within(table).getAllByText('4,300.00')).toHaveLength(2);
    await user.click(within(table).getByRole('button', { name: 'Bills of Himal Traders' }));
    expect(within(table).getByText(/INV-120 · .* · 120 days/)).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'On account' })).toBeTruthy();
  });

  it('asks for payables and a party name', async () => {
    fakeServer.answer(ledgerReportContracts.ageing, AGEING);
    renderScreen(<AgeingPage />);
    await screen.findByRole('table');
    fakeServer.answer(ledgerReportContracts.ageing, { ...AGEING, Kind: 'payables' });
    await user.selectOptions(screen.getByLabelText('Of'), 'payables');
    await user.type(screen.getByRole('searchbox', { name: 'Search parties' }), 'Himal{Enter}');
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ Kind: 'payables', query: 'Himal' }));
  });
});
