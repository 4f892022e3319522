import { financialReportContracts } from '@backoffice/shared/accounting/financial-reports.contract';
import { branchContracts } from '@backoffice/shared/branches/branch.contract';
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { ProfitAndLossPage } from './profit-and-loss-page.tsx';
import { PROFIT_AND_LOSS } from './report-fixtures.ts';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const lastQuery = () => fakeServer.contractCalls(financialReportContracts.profitAndLoss).at(-1)?.parsedQuery;

describe('ProfitAndLossPage', () => {
  beforeEach(() => fakeServer.answer(branchContracts.listActive, []));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('lays out the trading account, the gross profit, the rest and the net profit', async () => {
    fakeServer.answer(financialReportContracts.profitAndLoss, PROFIT_AND_LOSS);
    renderScreen(<ProfitAndLossPage />);
    expect(await screen.findByText('Sales and direct incomes')).toBeTruthy();
    const texts = screen.getAllByRole('row').map((row) => row.textContent ?? '');
    const at = (text: string) => texts.findIndex((row) => row.startsWith(text));
    expect(at('Sales Accounts')).toBeLessThan(at('Gross profit'));
    expect(at('Purchase Accounts')).toBeLessThan(at('Gross profit'));
    expect(at('Gross profit')).toBeLessThan(at('Indirect Expenses'));
    expect(texts[at('Gross profit')]).toContain('2,000.00');
    expect(texts[at('Net profit')]).toContain('1,500.00');
    expect(screen.getByRole('link', { name: 'Rent' }).getAttribute('href')).toContain('LedgerId=14');
  });

  it('compares with the year before when asked, and shows a loss in brackets', async () => {
    fakeServer.answer(financialReportContracts.profitAndLoss, {
      ...PROFIT_AND_LOSS,
      NetProfit: { Amount: -250, Previous: null },
    });
    renderScreen(<ProfitAndLossPage />);
    expect(await screen.findByText('Net loss')).toBeTruthy();
    expect(screen.getByText('(250.00)')).toBeTruthy();
    await user.click(screen.getByLabelText('Compare with a year before'));
    await expect.poll(() => lastQuery()?.Compare).toBe('true');
    await expect.poll(() => window.location.search).toContain('Compare=true');
  });
});
