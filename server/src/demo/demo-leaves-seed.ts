import type { Database } from '../db/database.js';
import { leavesTable } from '../db/schema/index.js';
import { companyToday } from '../modules/orders/company-today.js';
import { userIdOf } from './demo-ids.js';

const DAY_MS = 86_400_000;

/** The company's calendar day `offset` days from today, as YYYY-MM-DD. */
const dayFrom = (today: string, offset: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * A few leave requests of the field team around today: one waiting for the office, one approved,
 * one cancelled, so the list, its filters and the approve/cancel actions have something to show.
 */
export const seedDemoLeaves = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  admin: number,
  now: Date,
): Promise<void> => {
  const today = await companyToday(tx, companyId, now);
  const person = userIdOf(userIds);
  const stamp = { companyId, createdBy: admin, updatedBy: admin };
  await tx.insert(leavesTable).values([
    {
      ...stamp,
      UserId: person('sales1'),
      LeaveType: 'casual',
      FromDate: dayFrom(today, 6),
      ToDate: dayFrom(today, 7),
      Reason: 'Sister’s wedding in Pokhara',
      Status: 'pending',
    },
    {
      ...stamp,
      UserId: person('sales2'),
      LeaveType: 'sick',
      FromDate: dayFrom(today, -9),
      ToDate: dayFrom(today, -8),
      Reason: 'Fever',
      Status: 'approved',
      AdminRemarks: 'Get well soon',
    },
    {
      ...stamp,
      UserId: person('sales1'),
      LeaveType: 'annual',
      FromDate: dayFrom(today, 12),
      ToDate: dayFrom(today, 16),
      Reason: 'Dashain at home',
      Status: 'cancelled',
      AdminRemarks: 'Stock count that week; please choose other days',
    },
  ]);
};
