import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { type DeclaredRecord, entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { EntityListPage } from './entity-list-page.tsx';

vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const CONTRACTS = entityContracts(LEAVE);
const BULK = CONTRACTS.bulk;
if (!BULK) throw new Error('leaves have a bulk route');
type Leave = DeclaredRecord<typeof LEAVE>;

const leave = (Id: number, Reason: string, Status: Leave['Status']): Leave => ({
  Id,
  UserId: 7,
  UserIdDisplay: 'Sita Rai',
  LeaveType: 'casual',
  FromDate: '2026-12-01',
  ToDate: '2026-12-02',
  Reason,
  Status,
  AdminRemarks: null,
  CreatedAt: '2026-11-20T06:00:00.000Z',
  UpdatedAt: '2026-11-20T06:00:00.000Z',
  CreatedByName: 'Admin',
});

let leaves: Leave[];
const page = () => ({ Items: leaves, TotalCount: leaves.length, PageNo: 1, PageSize: 20 });

/** The server's bulk route: a pending leave moves, anything else is refused with its reason. */
const answerBulk = () =>
  fakeServer.answer(BULK, ({ parsedBody }) => ({
    Results: parsedBody.Ids.map((id) => {
      const found = leaves.find((candidate) => candidate.Id === id);
      if (found?.Status !== 'pending')
        return { Id: id, Done: false, Code: 409, Message: 'Cannot approve a leave that is cancelled.' };
      leaves = leaves.map((candidate) =>
        candidate.Id === id ? { ...candidate, Status: 'approved' as const } : candidate,
      );
      return { Id: id, Done: true, Message: 'Leave is now approved.' };
    }),
  }));

const bar = () => screen.findByRole('region', { name: 'Selected leave requests' });

describe('EntityListPage: acting on selected rows', () => {
  beforeEach(() => {
    leaves = [
      leave(1, 'Family wedding', 'pending'),
      leave(2, 'Fever', 'pending'),
      leave(3, 'Trip', 'cancelled'),
    ];
    fakeServer.answer(permissionContracts.checkAction, true);
    fakeServer.answer(CONTRACTS.list, page);
  });
  afterEach(() => vi.restoreAllMocks());

  it('selects the page from the header, runs the action for every row and reports each one by name', async () => {
    answerBulk();
    renderScreen(<EntityListPage entity={LEAVE} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select every leave on this page' }));
    const selected = await bar();
    expect(within(selected).getByText('3 selected')).toBeTruthy();
    // What the selected leaves' states allow, and Delete where the declaration lets them go.
    expect(
      within(selected)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Approve',
      'Cancel leave',
      'Delete',
      'Export selection as CSV',
      'Export selection as Excel',
      'Export selection as PDF',
      'Clear selection',
    ]);

    await user.click(within(selected).getByRole('button', { name: 'Approve' }));
    // Approving takes optional remarks: asked for first.
    const asking = await screen.findByRole('dialog', { name: 'Approve: 3 selected?' });
    await user.type(within(asking).getByLabelText(/Admin remarks/), 'Enjoy');
    await user.click(within(asking).getByRole('button', { name: 'Approve' }));

    const report = await screen.findByRole('dialog', { name: 'Approve: 2 done, 1 refused.' });
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Family weddingDone',
      'FeverDone',
      'TripRefused Cannot approve a leave that is cancelled.',
    ]);
    expect(fakeServer.contractCalls(BULK)[0]?.parsedBody).toEqual({
      Action: 'approve',
      Ids: [1, 2, 3],
      Remarks: 'Enjoy',
    });

    await user.click(within(report).getByRole('button', { name: 'Close' }));
    // The done rows leave the selection; the list is asked again and shows their new state.
    expect(await within(await bar()).findByText('1 selected')).toBeTruthy();
    await expect.poll(() => fakeServer.callsTo(CONTRACTS.list).length).toBeGreaterThan(1);
    await expect.poll(() => screen.queryAllByText('Approved', { selector: '.bo-state' }).length).toBe(2);
    expect((screen.getByRole('checkbox', { name: 'Select Trip' }) as HTMLInputElement).checked).toBe(true);
  });

  it('ticks a row from the keyboard, and asks for the remarks an action requires before calling', async () => {
    answerBulk();
    renderScreen(<EntityListPage entity={LEAVE} />);
    const box = await screen.findByRole('checkbox', { name: 'Select Fever' });
    box.focus();
    await user.keyboard(' ');
    expect(within(await bar()).getByText('1 selected')).toBeTruthy();
    const header = screen.getByRole('checkbox', { name: 'Select every leave on this page' });
    await expect.poll(() => (header as HTMLInputElement).indeterminate).toBe(true);

    await user.click(within(await bar()).getByRole('button', { name: 'Cancel leave' }));
    const asking = await screen.findByRole('dialog', { name: 'Cancel leave: 1 selected?' });
    expect(within(asking).getByText('Cancel this leave? The employee is told.')).toBeTruthy();
    await user.click(within(asking).getByRole('button', { name: 'Cancel leave' }));
    expect(await within(asking).findByText('Admin remarks is required')).toBeTruthy();
    expect(fakeServer.callsTo(BULK)).toEqual([]);
    await user.type(within(asking).getByLabelText(/Admin remarks/), 'Busy week');
    await user.click(within(asking).getByRole('button', { name: 'Cancel leave' }));
    await screen.findByRole('dialog', { name: 'Cancel leave: 1 done.' });
    expect(fakeServer.contractCalls(BULK)[0]?.parsedBody).toMatchObject({
      Action: 'cancel',
      Ids: [2],
      Remarks: 'Busy week',
    });
  });

  it('keeps the selection and says why when the whole request is refused', async () => {
    fakeServer.refuse(BULK, { code: 403, message: 'You do not have permission to delete Leaves.' });
    renderScreen(<EntityListPage entity={LEAVE} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Family wedding' }));
    await user.click(within(await bar()).getByRole('button', { name: 'Delete' }));
    const asking = await screen.findByRole('dialog', { name: 'Delete: 1 selected?' });
    await user.click(within(asking).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not have permission to delete Leaves.')).toBeTruthy();
    expect(within(await bar()).getByText('1 selected')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /done/ })).toBeNull();
  });

  it('exports only the selected rows, with the Ids filter of the list export', async () => {
    const asked: URL[] = [];
    const fetchOfServer = fakeServer.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (!url.pathname.endsWith('/leave/export')) return fetchOfServer(input, init);
      asked.push(url);
      return new Response('Id\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderScreen(<EntityListPage entity={LEAVE} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Trip' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Family wedding' }));
    await user.click(within(await bar()).getByRole('button', { name: 'Export selection as CSV' }));
    await expect.poll(() => asked.length).toBe(1);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      SortBy: 'FromDate',
      SortType: 'desc',
      Ids: '3,1',
      format: 'csv',
    });
  });
});
