import {
  type CostCenterSummary,
  ledgerReportContracts,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { screen, within } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { CostCenterSummaryPage } from './cost-center-summary-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const SUMMARY: CostCenterSummary = {
  FromDate: '2026-07-17',
  ToDate: '2026-11-22',
  Rows: [
    {
      CostCenterId: 4,
      Name: 'North',
      Income: 900,
      Expense: 400,
      Net: 500,
      Ledgers: [
        { LedgerId: 51, Name: 'Commission', Nature: 'income', Amount: 900 },
        { LedgerId: 52, Name: 'Rent', Nature: 'expense', Amount: 400 },
      ],
    },
    {
      CostCenterId: null,
      Name: 'No cost center',
      Income: 0,
      Expense: 60,
      Net: -60,
      Ledgers: [{ LedgerId: 52, Name: 'Rent', Nature: 'expense', Amount: 60 }],
    },
  ],
  Income: 900,
  Expense: 460,
  Net: 440,
};

describe('CostCenterSummaryPage', () => {
  it('says when the period has no income or expense', async () => {
    fakeServer.answer(ledgerReportContracts.costCenterSummary, {
      ...SUMMARY,
      Rows: [],
      Income: 0,
      Expense: 0,
      Net: 0,
    });
    renderScreen(<CostCenterSummaryPage />);
    expect(await screen.findByText('No income or expense in this period.')).toBeTruthy();
  });

  it('shows each cost center and the totals, and a ledger opens its general ledger for the cost center', async () => {
    fakeServer.answer(ledgerReportContracts.costCenterSummary, SUMMARY);
    renderScreen(<CostCenterSummaryPage />);
    const table = await screen.findByRole('table', { name: 'Cost center summary' });
    expect(within(table).getByText('440.00')).toBeTruthy();
    expect(within(table).getByText('-60.00')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Ledgers of North' }));
    expect(within(table).getByRole('link', { name: 'Rent' }).getAttribute('href')).toContain(
      '/accounting/reports/ledger?LedgerId=52&From=2026-07-17&To=2026-11-22&CostCenterId=4',
    );
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeTruthy();
  });
});
