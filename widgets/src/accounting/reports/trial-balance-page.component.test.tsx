import { financialReportContracts } from '@backoffice/shared/accounting/financial-reports.contract';
import { branchContracts } from '@backoffice/shared/branches/branch.contract';
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { TRIAL_BALANCE } from './report-fixtures.ts';
import { TrialBalancePage } from './trial-balance-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const lastQuery = () => fakeServer.contractCalls(financialReportContracts.trialBalance).at(-1)?.parsedQuery;

describe('TrialBalancePage', () => {
  beforeEach(() =>
    fakeServer.answer(branchContracts.listActive, [
      { Id: 1, Name: 'Head Office' },
      { Id: 2, Name: 'Pokhara' },
    ]),
  );
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the primary groups open, opens a sub-group by keyboard and links a ledger to its general ledger', async () => {
    fakeServer.answer(financialReportContracts.trialBalance, TRIAL_BALANCE);
    renderScreen(<TrialBalancePage />);
    expect(await screen.findByText('Current Assets')).toBeTruthy();
    expect(screen.getByText('Cash-in-Hand')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cash' })).toBeNull();
    const capital = screen.getByRole('link', { name: 'Capital' });
    expect(capital.getAttribute('href')).toContain(
      '/accounting/reports/ledger?LedgerId=11&From=2026-07-17&To=2026-11-22',
    );

    const cashGroupRow = screen
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('Cash-in-Hand'));
    cashGroupRow?.focus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('link', { name: 'Cash' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByRole('link', { name: 'Cash' })).toBeNull();
    expect(screen.getAllByText('1,300.00').length).toBeGreaterThanOrEqual(2);
  });

  it('keeps its filters in the address and sends them to the server', async () => {
    window.history.replaceState(null, '', '/accounting/reports/trial-balance?From=2026-10-01&BranchId=2');
    fakeServer.answer(financialReportContracts.trialBalance, TRIAL_BALANCE);
    renderScreen(<TrialBalancePage />);
    await screen.findByText('Current Assets');
    expect(lastQuery()).toMatchObject({ From: '2026-10-01', BranchId: 2 });
    await user.click(screen.getByLabelText('Show zero balances'));
    await expect.poll(() => lastQuery()?.ShowZero).toBe('true');
    await expect.poll(() => window.location.search).toContain('ShowZero=true');
    await user.click(screen.getByLabelText('Show ledgers'));
    await expect.poll(() => window.location.search).toContain('ShowLedgers=false');
    expect(screen.queryByRole('link', { name: 'Capital' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Branch'), '1');
    await expect.poll(() => lastQuery()?.BranchId).toBe(1);
  });

  it('narrows to a group, warns of an opening difference, and says when the books are empty', async () => {
    fakeServer.answer(financialReportContracts.trialBalance, { ...TRIAL_BALANCE, OpeningDifference: 50 });
    renderScreen(<TrialBalancePage />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Difference in opening balances: 50.00 Dr',
    );
    await user.click(screen.getByRole('button', { name: 'Capital Account' }));
    expect(screen.queryByText('Current Assets')).toBeNull();
    await expect.poll(() => window.location.search).toContain('GroupId=3');
    await user.click(screen.getByRole('button', { name: 'Show every group' }));
    expect(await screen.findByText('Current Assets')).toBeTruthy();
  });

  it('says when there is nothing in the period', async () => {
    fakeServer.answer(financialReportContracts.trialBalance, { ...TRIAL_BALANCE, Groups: [], Ledgers: [] });
    renderScreen(<TrialBalancePage />);
    expect(await screen.findByText('Nothing in the books for this period.')).toBeTruthy();
  });
});
