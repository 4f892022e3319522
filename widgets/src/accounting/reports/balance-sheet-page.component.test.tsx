import { financialReportContracts } from '@backoffice/shared/accounting/financial-reports.contract';
import { branchContracts } from '@backoffice/shared/branches/branch.contract';
import { screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { BalanceSheetPage } from './balance-sheet-page.tsx';
import { BALANCE_SHEET } from './report-fixtures.ts';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const lastQuery = () => fakeServer.contractCalls(financialReportContracts.balanceSheet).at(-1)?.parsedQuery;

describe('BalanceSheetPage', () => {
  beforeEach(() => fakeServer.answer(branchContracts.listActive, []));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sets liabilities and capital against assets with equal totals and the year’s profit under capital', async () => {
    fakeServer.answer(financialReportContracts.balanceSheet, BALANCE_SHEET);
    renderScreen(<BalanceSheetPage />);
    const liabilities = await screen.findByRole('treegrid', { name: 'Liabilities and capital' });
    const assets = screen.getByRole('treegrid', { name: 'Assets' });
    expect(within(liabilities).getByText('Capital Account')).toBeTruthy();
    expect(within(assets).getByText('Current Assets')).toBeTruthy();
    const total = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.textContent?.startsWith('Total'))?.textContent;
    expect(total(liabilities)).toContain('2,500.00');
    expect(total(assets)).toContain('2,500.00');

    // Reserves & Surplus opens to the Profit & Loss A/c with its parts.
    await user.click(within(liabilities).getByRole('button', { name: 'Open Reserves & Surplus' }));
    expect(within(liabilities).getByRole('link', { name: 'Profit & Loss A/c' })).toBeTruthy();
    expect(within(liabilities).getByText('Current period')).toBeTruthy();
  });

  it('asks for the day picked and warns of an opening difference', async () => {
    fakeServer.answer(financialReportContracts.balanceSheet, { ...BALANCE_SHEET, OpeningDifference: -20 });
    renderScreen(<BalanceSheetPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('20.00 Cr');
    await user.type(screen.getByLabelText('As on'), '2026-10-31');
    await expect.poll(() => lastQuery()?.To).toBe('2026-10-31');
    await expect.poll(() => window.location.search).toContain('To=2026-10-31');
  });
});
