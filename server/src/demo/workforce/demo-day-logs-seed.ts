import type { Database } from '../../db/database.js';
import { dayLogsTable } from '../../db/schema/index.js';
import { companyToday } from '../../modules/orders/company-today.js';
import { dayFrom } from '../demo-history-days.js';
import { userIdOf } from '../demo-ids.js';

const WORK = [
  'Lakeside round: five shops visited, two orders, one cheque collected.',
  'Collections at Bagar; showed the new noodles to three shops.',
  'Complaint at Mahendrapul about a short supply; checked the shelves on the way back.',
  'New party met at Chipledhunga; orders from the regular shops.',
  'Merchandising day: posters and stock rotation in six shops.',
  'Sales calls on the highway shops; one new party signed.',
  'Office morning for the stock count, visits after lunch.',
];

/** sales1's day logs for the last week (yesterday back), each with the distance they reckoned. */
export const seedDemoDayLogs = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> => {
  const today = await companyToday(tx, companyId, now);
  const person = userIdOf(userIds)('sales1');
  await tx.insert(dayLogsTable).values(
    WORK.map((work, index) => ({
      companyId,
      UserId: person,
      LogDate: dayFrom(today, -(index + 1)),
      WorkDone: work,
      DistanceKm: 18 + ((index * 7) % 15),
      Remarks: index === 2 ? 'Bike tyre punctured; an hour lost.' : null,
      createdBy: person,
      updatedBy: person,
    })),
  );
};
