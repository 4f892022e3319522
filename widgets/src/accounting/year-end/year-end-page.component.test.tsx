import {
  type FiscalYearStatus,
  type YearEndPreview,
  yearEndContracts,
} from '@backoffice/shared/accounting/year-end.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { screen, waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../core/query-client.ts';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, unmountScreens, user } from '../../test-support/render-screen.tsx';
import { YearEndPage } from './year-end-page.tsx';

const OPEN: FiscalYearStatus = {
  Id: 3,
  Name: '2083/84',
  StartDate: '2026-07-17',
  EndDate: '2027-07-16',
  Status: 'open',
  ClosedAt: null,
  ClosedBy: null,
  Profit: null,
  OpeningCount: null,
  CapitalLedgerId: null,
  CapitalLedgerName: null,
  CanReopen: false,
};
const CLOSED: FiscalYearStatus = {
  ...OPEN,
  Id: 2,
  Name: '2082/83',
  StartDate: '2025-07-17',
  EndDate: '2026-07-16',
  Status: 'closed',
  ClosedAt: '2026-08-01T05:30:00.000Z',
  ClosedBy: 'Gita Sharma',
  Profit: 125_000,
  OpeningCount: 14,
  CapitalLedgerId: 7,
  CapitalLedgerName: 'Capital',
  CanReopen: true,
};
const PREVIEW: YearEndPreview = {
  FiscalYearId: 3,
  FiscalYear: '2083/84',
  StartDate: OPEN.StartDate,
  EndDate: OPEN.EndDate,
  NextFiscalYear: '2084/85',
  Profit: -2_500.5,
  LedgersCarried: 12,
  Drafts: 0,
  Blockers: [],
  CapitalLedgerId: 7,
  CapitalLedgerName: 'Capital',
  CapitalLedgers: [
    { Id: 7, Name: 'Capital' },
    { Id: 9, Name: 'General Reserve' },
  ],
};

const permitEditing = (mayEdit: boolean) =>
  fakeServer.answer(
    permissionContracts.checkAction,
    ({ parsedQuery }) =>
      mayEdit && parsedQuery.screenId === PAGE_CODES.YearEnd && parsedQuery.actionType === 'edit',
  );

const waitForDialogToClose = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
  });

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Fiscal years' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

describe('YearEndPage', () => {
  it('lists the years with their status and what each close carried', async () => {
    fakeServer.answer(yearEndContracts.list, [OPEN, CLOSED]);
    permitEditing(true);
    renderScreen(<YearEndPage />);
    const closed = await rowOf('2082/83');
    expect(closed.textContent).toContain('Closed');
    expect(closed.textContent).toContain('by Gita Sharma');
    expect(closed.textContent).toContain('Profit 1,25,000.00');
    expect(closed.textContent).toContain('to Capital');
    expect(within(closed).queryByRole('button', { name: 'Close year…' })).toBeNull();
    const open = await rowOf('2083/84');
    expect(open.textContent).toContain('Open');
    expect(screen.getByText('2 fiscal years')).toBeTruthy();
  });

  it('previews a close, lets the capital ledger be chosen, and closes with it', async () => {
    fakeServer.answer(yearEndContracts.list, [OPEN, CLOSED]);
    fakeServer.answer(yearEndContracts.preview, PREVIEW);
    fakeServer.answer(yearEndContracts.close, { ...OPEN, Status: 'closed', CanReopen: true });
    permitEditing(true);
    renderScreen(<YearEndPage />);
    await user.click(within(await rowOf('2083/84')).getByRole('button', { name: 'Close year…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close fiscal year 2083/84?' });
    expect(await within(dialog).findByText('Loss 2,500.50')).toBeTruthy();
    expect(within(dialog).getByText('12 ledgers')).toBeTruthy();
    expect(fakeServer.contractCalls(yearEndContracts.preview).at(-1)?.parsedQuery).toEqual({
      FiscalYearId: 3,
    });
    await user.selectOptions(within(dialog).getByLabelText('Profit or loss goes to'), 'General Reserve');
    await user.click(within(dialog).getByRole('button', { name: 'Close year' }));
    await waitForDialogToClose();
    expect(fakeServer.contractCalls(yearEndContracts.close).at(-1)?.parsedBody).toEqual({
      FiscalYearId: 3,
      CapitalLedgerId: 9,
    });
  });

  it('shows what stops a close and does not offer to close', async () => {
    fakeServer.answer(yearEndContracts.list, [OPEN]);
    fakeServer.answer(yearEndContracts.preview, {
      ...PREVIEW,
      Drafts: 2,
      Blockers: ['2 draft vouchers are dated in 2083/84: post or delete them first.'],
    });
    permitEditing(true);
    renderScreen(<YearEndPage />);
    await user.click(within(await rowOf('2083/84')).getByRole('button', { name: 'Close year…' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/2 draft vouchers are dated in 2083\/84/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close year' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeServer.contractCalls(yearEndContracts.close)).toEqual([]);
  });

  it('reopens the latest closed year with a reason, and shows a refusal', async () => {
    fakeServer.answer(yearEndContracts.list, [OPEN, CLOSED]);
    fakeServer.refuse(yearEndContracts.reopen, { code: 409, message: 'Reopen 2083/84 first.' });
    permitEditing(true);
    renderScreen(<YearEndPage />);
    await user.click(within(await rowOf('2082/83')).getByRole('button', { name: 'Reopen…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen fiscal year 2082/83?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen year' }));
    expect(within(dialog).getByText('A reason is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Audit adjustment');
    await user.click(within(dialog).getByRole('button', { name: 'Reopen year' }));
    expect(await screen.findByText('Reopen 2083/84 first.')).toBeTruthy();
    expect(fakeServer.contractCalls(yearEndContracts.reopen).at(-1)?.parsedBody).toEqual({
      FiscalYearId: 2,
      Remarks: 'Audit adjustment',
    });
  });

  it('offers no action without the edit permission', async () => {
    fakeServer.answer(yearEndContracts.list, [OPEN, CLOSED]);
    permitEditing(false);
    renderScreen(<YearEndPage />);
    await rowOf('2083/84');
    expect(screen.queryByRole('button', { name: 'Close year…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen…' })).toBeNull();
  });

  it('says when there are no years, and shows a failed load', async () => {
    fakeServer.answer(yearEndContracts.list, []);
    permitEditing(false);
    renderScreen(<YearEndPage />);
    expect(await screen.findByText(/No fiscal years yet/)).toBeTruthy();
    unmountScreens();
    fakeServer.refuse(yearEndContracts.list, { code: 403, message: 'You may not view the year end.' });
    queryClient.clear();
    renderScreen(<YearEndPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('You may not view the year end.');
  });
});
