import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partiesTable, partyNotesTable } from '../../db/schema/index.js';

const DAY_MS = 86_400_000;

/** What the field team noted, newest last, by days ago; each goes to one of the first parties. */
const NOTES = [
  {
    party: 0,
    daysAgo: 20,
    by: 'sales1',
    text: 'Owner away till Tihar; his son places the orders meanwhile.',
  },
  { party: 0, daysAgo: 6, by: 'admin', text: 'Asked for the festival scheme on biscuits: send the leaflet.' },
  {
    party: 0,
    daysAgo: 1,
    by: 'sales1',
    text: 'Shelf moved near the counter; wants two more cartons a week.',
  },
  { party: 1, daysAgo: 9, by: 'sales1', text: 'Pays by cheque on Fridays only.' },
  {
    party: 2,
    daysAgo: 3,
    by: 'admin',
    text: 'Complained of a short supply on the last delivery (2 cartons).',
  },
] as const;

/** A few dated notes on the distributor's first parties, so a party's notes read as a thread. */
export const seedDemoPartyNotes = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  const parties = await tx
    .select({ id: partiesTable.id })
    .from(partiesTable)
    .where(eq(partiesTable.companyId, companyId))
    .orderBy(asc(partiesTable.id))
    .limit(3);
  const rows = NOTES.flatMap((note) => {
    const party = parties[note.party];
    const author = userIds.get(note.by);
    if (!party || author === undefined) return [];
    const at = new Date(now.getTime() - note.daysAgo * DAY_MS);
    return [
      {
        companyId,
        PartyId: Number(party.id),
        Text: note.text,
        createdBy: author,
        createdAt: at,
        updatedBy: author,
        updatedAt: at,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(partyNotesTable).values(rows);
};
