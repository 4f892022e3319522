import { NOTE } from '@backoffice/shared/entities/sales/note.entity';
import { useQuery } from '@tanstack/react-query';
import { entityListKey, fetchEntityList } from '../../entities/entity-queries.ts';
import type { EntityListParams } from '../../entities/entity-record.types.ts';

/** The thread shows this many of a party's notes; the full list has the rest. */
export const THREAD_SIZE = 20;

const threadParams = (partyId: number, filters: Record<string, string> = {}): EntityListParams => ({
  pageNo: 1,
  pageSize: THREAD_SIZE,
  query: '',
  SortBy: 'CreatedAt',
  SortType: 'desc',
  filters: { PartyId: String(partyId), ...filters },
});

/** A party's notes, newest first, under the Note entity's keys (a save or delete refreshes them). */
export const usePartyNotes = (partyId: number) => {
  const params = threadParams(partyId);
  return useQuery({
    queryKey: entityListKey(NOTE, params),
    queryFn: ({ signal }) => fetchEntityList(NOTE, params, signal),
  });
};

/**
 * Which of the party's newest notes the signed-in person wrote (the list answers the author's
 * name, not their id): the same page filtered by who added them.
 */
export const useOwnPartyNoteIds = (partyId: number, userId: number | undefined) => {
  const params = threadParams(partyId, { [NOTE.list.addedByFilter]: String(userId ?? 0) });
  return useQuery({
    queryKey: entityListKey(NOTE, params),
    queryFn: ({ signal }) => fetchEntityList(NOTE, params, signal),
    enabled: userId !== undefined,
    select: (page) => new Set(page.Items.map((note) => note.Id)),
  });
};
