import { booksContracts, type ChartOfAccounts } from '@backoffice/shared/accounting/books.contract';
import { screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $calendarMode } from '../../core/preferences.store.ts';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { ChartOfAccountsPage } from './chart-of-accounts-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const group = (Id: number, Name: string, ParentId: number | null, Balance: number, side: 'Dr' | 'Cr') => ({
  Id,
  Name,
  ParentId,
  Nature: side === 'Dr' ? ('asset' as const) : ('equity' as const),
  IsSystem: true,
  Debit: side === 'Dr' ? Balance : 0,
  Credit: side === 'Cr' ? Balance : 0,
  Balance,
  BalanceSide: side,
});
const ledger = (Id: number, Name: string, GroupId: number, Balance: number, side: 'Dr' | 'Cr') => ({
  Id,
  Name,
  GroupId,
  IsActive: true,
  PartyId: null,
  Opening: 0,
  Debit: side === 'Dr' ? Balance : 0,
  Credit: side === 'Cr' ? Balance : 0,
  Balance,
  BalanceSide: side,
});

const CHART: ChartOfAccounts = {
  AsOn: '2026-11-22',
  FiscalYear: '2083/84',
  Groups: [
    group(1, 'Current Assets', null, 1500, 'Dr'),
    group(2, 'Cash-in-Hand', 1, 1500, 'Dr'),
    group(3, 'Capital Account', null, 1500, 'Cr'),
  ],
  Ledgers: [ledger(10, 'Cash', 2, 1500, 'Dr'), ledger(11, 'Capital', 3, 1500, 'Cr')],
  DebitTotal: 1500,
  CreditTotal: 1500,
  OpeningDifference: 0,
};

const lastQuery = () => fakeServer.contractCalls(booksContracts.chartOfAccounts).at(-1)?.parsedQuery;

describe('ChartOfAccountsPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens groups by click and by keyboard, and a ledger links to its day book', async () => {
    fakeServer.answer(booksContracts.chartOfAccounts, CHART);
    renderScreen(<ChartOfAccountsPage />);
    expect(await screen.findByText('Current Assets')).toBeTruthy();
    expect(screen.queryByText('Cash-in-Hand')).toBeNull();
    expect(screen.getAllByText('1,500.00')).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Open Current Assets' }));
    expect(screen.getByText('Cash-in-Hand')).toBeTruthy();

    const rows = screen.getAllByRole('row');
    const cashGroupRow = rows.find((row) => row.textContent?.includes('Cash-in-Hand'));
    cashGroupRow?.focus();
    await user.keyboard('{ArrowRight}');
    const cash = await screen.findByRole('link', { name: 'Cash' });
    expect(cash.getAttribute('href')).toContain('/accounting/daybook?LedgerId=10');
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('link', { name: 'Cash' })).toBeNull();
    expect(cashGroupRow?.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Cash' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /New ledger/ }).getAttribute('href')).toContain(
      '/accounting/ledgers/new',
    );
  });

  it('finds a ledger inside closed groups, and sends the day and inactive choice to the server', async () => {
    fakeServer.answer(booksContracts.chartOfAccounts, CHART);
    renderScreen(<ChartOfAccountsPage />);
    await screen.findByText('Current Assets');
    await user.type(screen.getByLabelText('Search ledgers'), 'cas');
    expect(await screen.findByRole('link', { name: 'Cash' })).toBeTruthy();
    expect(screen.queryByText('Capital Account')).toBeNull();
    await user.type(screen.getByLabelText('Search ledgers'), 'xyz');
    expect(await screen.findByText('No ledgers match your search')).toBeTruthy();

    await user.click(screen.getByLabelText('Show inactive ledgers'));
    await expect.poll(() => lastQuery()?.IncludeInactive).toBe('true');
  });

  it('asks for the balances as on the day picked in the user’s calendar', async () => {
    $calendarMode.set('BS');
    try {
      fakeServer.answer(booksContracts.chartOfAccounts, CHART);
      renderScreen(<ChartOfAccountsPage />);
      await screen.findByText('Current Assets');
      await user.type(screen.getByLabelText('As on'), '2083/8/12');
      await expect.poll(() => lastQuery()?.AsOn).toBe('2026-11-28');
    } finally {
      $calendarMode.set('AD');
    }
  });

  it('warns when the opening balances do not balance', async () => {
    fakeServer.answer(booksContracts.chartOfAccounts, { ...CHART, DebitTotal: 1550, OpeningDifference: 50 });
    renderScreen(<ChartOfAccountsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Difference in opening balances: 50.00 Dr',
    );
  });
});
