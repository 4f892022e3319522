import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { NOTE } from '@backoffice/shared/entities/sales/note.entity';
import { screen, within } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { answerOwnProfile } from '../../test-support/own-profile.fixture.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { shownMoment } from '../../ui/shown-dates.ts';
import { PartyNotesPanel } from './party-notes-panel.tsx';

const notes = entityContracts(NOTE);
const PARTY = { Id: 12, Name: 'Bishnu Traders', CreatedAt: '', UpdatedAt: '', CreatedByName: null };

const note = (id: number, text: string, at: string, by: string) => ({
  Id: id,
  PartyId: 12,
  PartyIdDisplay: 'Bishnu Traders',
  Text: text,
  CreatedAt: at,
  UpdatedAt: at,
  CreatedByName: by,
});
const NEWEST = note(31, 'Wants two more cartons a week.', '2026-11-26T05:00:00.000Z', 'Gita Karki');
const OLDER = note(30, 'Owner away till Tihar.', '2026-11-10T09:30:00.000Z', 'Hari Thapa');
const page = <T,>(items: T[]) => ({ Items: items, TotalCount: items.length, PageNo: 1, PageSize: 20 });

beforeEach(() => {
  answerOwnProfile();
  fakeServer
    .answer(permissionContracts.checkAction, true)
    // The thread, and the same page filtered to the reader's own notes (AddedById = 2, Gita).
    .answer(notes.list, (request) => page(request.query.AddedById === '2' ? [NEWEST] : [NEWEST, OLDER]))
    .answer(notes.save, note(32, 'Asked for the scheme leaflet.', '2026-11-27T04:00:00.000Z', 'Gita Karki'));
  if (notes.delete) fakeServer.answer(notes.delete, { Id: 31 });
});

const renderPanel = () => renderScreen(<PartyNotesPanel record={PARTY} refresh={() => undefined} />);

describe('PartyNotesPanel', () => {
  it('shows the party’s notes newest first, with who wrote each and when, and the way to all of them', async () => {
    renderPanel();
    const thread = await screen.findByRole('list', { name: 'Notes, newest first' });
    const items = within(thread).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(`Gita Karki, ${shownMoment(NEWEST.CreatedAt, 'AD')}`),
      expect.stringContaining(`Hari Thapa, ${shownMoment(OLDER.CreatedAt, 'AD')}`),
    ]);
    const [call] = fakeServer.contractCalls(notes.list);
    expect(call?.query).toMatchObject({ PartyId: '12', SortBy: 'CreatedAt', SortType: 'desc' });
    const link = screen.getByRole('link', { name: 'Open in the notes list' });
    expect(link.getAttribute('href')).toContain('/salesapp/notes?PartyId=12');
  });

  it('adds a note through the Note save', async () => {
    renderPanel();
    await screen.findByRole('list', { name: 'Notes, newest first' });
    await user.type(screen.getByLabelText('Add note'), 'Asked for the scheme leaflet.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await expect.poll(() => fakeServer.contractCalls(notes.save).length).toBe(1);
    expect(fakeServer.contractCalls(notes.save)[0]?.body).toEqual({
      PartyId: '12',
      Text: 'Asked for the scheme leaflet.',
    });
    await expect.poll(() => (screen.getByLabelText('Add note') as HTMLTextAreaElement).value).toBe('');
  });

  it('offers delete on the reader’s own notes only', async () => {
    renderPanel();
    const own = await screen.findByRole('button', { name: /Delete your note of/ });
    expect(screen.getAllByRole('button', { name: /Delete your note of/ })).toHaveLength(1);
    await user.click(own);
    await user.click(await screen.findByRole('button', { name: 'Delete note' }));
    await expect.poll(() => (notes.delete ? fakeServer.contractCalls(notes.delete).length : 0)).toBe(1);
    expect(notes.delete ? fakeServer.contractCalls(notes.delete)[0]?.query : undefined).toEqual({ id: '31' });
  });
});

describe('PartyNotesPanel without Notes view', () => {
  it('shows nothing and reads no notes', async () => {
    fakeServer.answer(permissionContracts.checkAction, false);
    renderPanel();
    await expect
      .poll(() => fakeServer.contractCalls(permissionContracts.checkAction).length)
      .toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Notes' })).toBeNull();
    expect(fakeServer.contractCalls(notes.list)).toHaveLength(0);
  });
});
