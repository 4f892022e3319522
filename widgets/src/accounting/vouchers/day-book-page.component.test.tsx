import { voucherContracts } from '@backoffice/shared/accounting/voucher.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { exportWithListQuery } from '../../test-support/list-export.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { DayBookPage } from './day-book-page.tsx';
import { JOURNAL } from './voucher.fixture.ts';

// The portal's own page: the address is the list's to read (on a host site it is not).
vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const EMPTY = { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 };
const { Lines: _lines, ...SUMMARY } = JOURNAL;

const lastListQuery = () => fakeServer.contractCalls(voucherContracts.list).at(-1)?.parsedQuery;

describe('DayBookPage', () => {
  beforeEach(() => {
    fakeServer.answer(permissionContracts.checkAction, (request) => request.parsedQuery?.screenId === 509);
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says the books are empty when no voucher is there yet', async () => {
    fakeServer.answer(voucherContracts.list, EMPTY);
    renderScreen(<DayBookPage />);
    expect(await screen.findByText(/No vouchers yet/)).toBeTruthy();
    // Receipts are the user's to enter: the way to a new voucher is there.
    expect((await screen.findByRole('link', { name: 'New voucher' })).getAttribute('href')).toContain(
      '/accounting/vouchers/new',
    );
  });

  it('sends the type, status and search to the list and the export, and totals the page', async () => {
    fakeServer.answer(voucherContracts.list, {
      Items: [SUMMARY, { ...SUMMARY, Id: 42, TotalAmount: 250.5 }],
      TotalCount: 2,
      PageNo: 1,
      PageSize: 20,
    });
    renderScreen(<DayBookPage />);
    expect(await screen.findByText('1,250.50')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: JOURNAL.VoucherNo ?? '' })[0]?.getAttribute('href')).toContain(
      `/accounting/vouchers/${JOURNAL.Id}`,
    );

    await user.click(screen.getByRole('button', { name: 'Journal' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'posted');
    await user.type(screen.getByLabelText('Search vouchers'), 'rent{Enter}');
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    await expect.poll(lastListQuery).toMatchObject({
      VoucherType: ['journal'],
      Status: ['posted'],
      query: 'rent',
      SortBy: 'TotalAmount',
      SortType: 'asc',
    });

    const call = await exportWithListQuery(voucherContracts.list, voucherContracts.export);
    expect(call.parsedQuery).toMatchObject({
      VoucherType: ['journal'],
      Status: ['posted'],
      query: 'rent',
      format: 'csv',
    });
  });

  it('starts filtered by the ledger or the sales document the address names', async () => {
    window.history.replaceState(null, '', '/accounting/daybook?LedgerId=7&SourceKind=order&SourceId=12');
    fakeServer
      .answer(voucherContracts.list, EMPTY)
      .answerPath('get', '/ledger/detail', { Id: 7, Name: 'Cash' });
    renderScreen(<DayBookPage />);
    expect(await screen.findByText('No vouchers match your filters')).toBeTruthy();
    expect(lastListQuery()).toMatchObject({ LedgerId: 7, SourceKind: 'order', SourceId: 12 });
    await user.click(screen.getByRole('button', { name: 'Show every voucher' }));
    await expect.poll(() => lastListQuery()?.SourceId).toBeUndefined();
  });
});
