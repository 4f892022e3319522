import type { Database } from '../db/database.js';
import { visits } from '../db/schema/index.js';
import { kathmanduAt } from './demo-history-days.js';
import type { DemoDice } from './demo-random.js';

const MINUTE_MS = 60_000;
const BATCH = 1000;

const VISIT_NOTES = [
  'Stock checked, order taken.',
  'Shelf display of Wai Wai refreshed; owner happy with the new scheme.',
  'Collected payment for last week’s delivery.',
  'Owner away at the wholesale market; spoke to the shop assistant.',
  'Asked for more Real Juice before the festival rush.',
  'Expired Lays packets taken back for a return.',
  'New poster put up at the counter.',
  'Shop closed early for a puja; will visit again tomorrow.',
];

export interface VisitingPerson {
  salesPersonId: number;
  userId: number;
  /** The parties on the person's routes for a day, with their positions. */
  partiesOn: (day: string) => { id: number; name: string; at: [number, number] }[];
  /** Days the person was on approved leave. */
  away: (day: string) => boolean;
}

/**
 * A working day's round for each person: the parties on their route for that day, in turn, from
 * about 10:00, a 10 to 35 minute call at each with a check-in and a check-out a little off the
 * shop's pin (a phone's fix), and what was done there.
 */
export const writeHistoryVisits = async (
  tx: Database,
  companyId: number,
  people: readonly VisitingPerson[],
  days: readonly string[],
  dice: DemoDice,
): Promise<number> => {
  const rows: (typeof visits.$inferInsert)[] = [];
  for (const day of days) {
    for (const person of people) {
      if (person.away(day)) continue;
      let at = kathmanduAt(day, dice.between(9.75, 10.75)).getTime();
      for (const party of person.partiesOn(day)) {
        if (dice.chance(0.1)) continue;
        const checkOut = at + dice.int(10, 35) * MINUTE_MS;
        rows.push({
          companyId,
          salesPersonId: person.salesPersonId,
          userId: person.userId,
          partyId: party.id,
          latitude: party.at[0] + (dice.next() - 0.5) * 0.0002,
          longitude: party.at[1] + (dice.next() - 0.5) * 0.0002,
          locationName: party.name,
          checkInAt: new Date(at),
          checkOutAt: new Date(checkOut),
          remarks: dice.pick(VISIT_NOTES),
          createdAt: new Date(at),
        });
        at = checkOut + dice.int(20, 60) * MINUTE_MS;
      }
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(visits).values(rows.slice(i, i + BATCH));
  return rows.length;
};
