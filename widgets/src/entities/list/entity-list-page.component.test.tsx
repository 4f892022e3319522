import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { type DeclaredRecord, entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ContractRequest, fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { EntityListPage } from './entity-list-page.tsx';

// The screens run here as in the portal, on its own origin (whose address they read), not on a host site.
vi.mock('../../core/host-site.ts', () => ({ onHostSite: false, isEmbeddedScript: () => false }));

const LIST = entityContracts(NOTICE).list;
type Notice = DeclaredRecord<typeof NOTICE>;

const notice = (Id: number, Title: string, Audience: Notice['Audience'] = 'staff'): Notice => ({
  Id,
  Title,
  Description: `${Title}, in full`,
  NoticeDate: '2024-08-15',
  ExpiryDate: null,
  Audience,
  IsActive: true,
  Attachment: null,
  CreatedAt: '2024-08-15T06:00:00.000Z',
  UpdatedAt: '2024-08-15T06:00:00.000Z',
  CreatedByName: 'Admin',
});

const NOTICES = [
  notice(1, 'Monsoon delivery routes'),
  notice(2, 'Dashain holiday schedule', 'dealer'),
  notice(3, 'Annual stock count', 'all'),
];

/** The server's list, searched by title and filtered by audience as the request asks. */
const listOf = ({ parsedQuery, query }: ContractRequest<typeof LIST>) => {
  const search = (parsedQuery.query ?? '').toLowerCase();
  // The declared filters are not in the query's static type (they come from the declaration).
  const audience = query.Audience;
  const items = NOTICES.filter(
    (record) =>
      (record.Title ?? '').toLowerCase().includes(search) &&
      (audience === undefined || record.Audience === audience),
  );
  return { Items: items, TotalCount: items.length, PageNo: 1, PageSize: 20 };
};

const firstColumn = () =>
  screen
    .queryAllByRole('row')
    .filter((row) => row.classList.contains('bo-entity-row'))
    .map((row) => row.querySelector('td:not(.bo-select-cell)')?.textContent);

describe('EntityListPage', () => {
  beforeEach(() => {
    fakeServer.answer(permissionContracts.checkAction, true);
  });

  it('shows a row for each record the server lists, its count and the Add button', async () => {
    fakeServer.answer(LIST, listOf);
    renderScreen(<EntityListPage entity={NOTICE} />);
    await screen.findByRole('link', { name: 'Monsoon delivery routes' });
    expect(firstColumn()).toEqual([
      'Monsoon delivery routes',
      'Dashain holiday schedule',
      'Annual stock count',
    ]);
    expect(screen.getByText('3 records', { selector: '.bo-page-head p' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Add Notice' })).toBeTruthy();
    // The first request asks for the declaration's default order.
    expect(fakeServer.callsTo(LIST)[0]?.query).toMatchObject({
      pageNo: '1',
      SortBy: 'NoticeDate',
      SortType: 'desc',
    });
  });

  it('says so when there is nothing yet', async () => {
    fakeServer.answer(LIST, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 20 });
    renderScreen(<EntityListPage entity={NOTICE} />);
    expect(await screen.findByText('No Notices yet')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /Monsoon/ })).toEqual([]);
  });

  it("shows the server's refusal at once and offers no Retry, which would be refused again", async () => {
    fakeServer.refuse(LIST, { code: 403, message: 'You do not have permission to view Notices.' });
    renderScreen(<EntityListPage entity={NOTICE} />);
    // The list's own alert (the same message also comes as a toast).
    const refusal = await screen.findByText('You do not have permission to view Notices.', {
      selector: '.bo-alert p',
    });
    const alert = refusal.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The refusal is not in an alert');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(fakeServer.callsTo(LIST)).toHaveLength(1);
  });

  it('offers Retry after a server error, and shows the list once a retry is answered', async () => {
    fakeServer.refuse(LIST, { code: 500, message: 'Something went wrong on our side.' });
    const { container } = renderScreen(<EntityListPage entity={NOTICE} />);
    const refusal = await screen.findByText('Something went wrong on our side.', { selector: '.bo-alert p' });
    const alert = refusal.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The failure is not in an alert');
    // The client asked three times by itself before showing the failure.
    expect(fakeServer.callsTo(LIST)).toHaveLength(3);
    fakeServer.answer(LIST, listOf);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Monsoon delivery routes' });
    expect(container.querySelector('.bo-alert')).toBeNull();
  });

  it('starts with the declared filters its address names, as a dashboard figure links to it', async () => {
    fakeServer.answer(LIST, listOf);
    window.history.replaceState(
      null,
      '',
      '/admin/notices?Audience=dealer&NoticeDateFrom=2026-11-01&colour=red',
    );
    try {
      renderScreen(<EntityListPage entity={NOTICE} />);
      await expect.poll(() => fakeServer.contractCalls(LIST).length).toBe(1);
      const [first] = fakeServer.contractCalls(LIST);
      expect(first?.query).toMatchObject({ Audience: 'dealer', NoticeDateFrom: '2026-11-01' });
      expect(first?.query).not.toHaveProperty('colour');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('asks again with the search, and says when nothing matches', async () => {
    fakeServer.answer(LIST, listOf);
    renderScreen(<EntityListPage entity={NOTICE} />);
    await screen.findByRole('link', { name: 'Annual stock count' });
    const search = screen.getByLabelText('Search Notices');
    await user.type(search, 'monsoon{Enter}');
    await screen.findByText('1 record', { selector: '.bo-page-head p' });
    expect(firstColumn()).toEqual(['Monsoon delivery routes']);
    expect(fakeServer.callsTo(LIST).at(-1)?.query).toMatchObject({ query: 'monsoon', pageNo: '1' });
    await user.clear(search);
    await user.type(search, 'no such notice{Enter}');
    expect(await screen.findByText('No Notices match your search')).toBeTruthy();
  });

  it('asks again with a filter chosen', async () => {
    fakeServer.answer(LIST, listOf);
    renderScreen(<EntityListPage entity={NOTICE} />);
    await screen.findByRole('link', { name: 'Annual stock count' });
    await user.selectOptions(screen.getByLabelText('Audience'), 'Dealers');
    await screen.findByText('1 record', { selector: '.bo-page-head p' });
    expect(firstColumn()).toEqual(['Dashain holiday schedule']);
    expect(fakeServer.callsTo(LIST).at(-1)?.query).toMatchObject({ Audience: 'dealer' });
  });
});
