import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { leavesTable } from '../../db/schema/index.js';

export interface ApprovedLeave {
  id: number;
  userId: number;
  from: string;
  to: string;
}

/**
 * The approved leaves of these people that touch from..to (both days included), oldest first: a
 * pending or cancelled leave keeps nobody from being absent.
 */
export const readApprovedLeaves = async (
  db: Database,
  companyId: number,
  userIds: readonly number[],
  range: { from: string; to: string },
): Promise<ApprovedLeave[]> =>
  userIds.length === 0
    ? []
    : db
        .select({
          id: leavesTable.id,
          userId: leavesTable.UserId,
          from: leavesTable.FromDate,
          to: leavesTable.ToDate,
        })
        .from(leavesTable)
        .where(
          and(
            eq(leavesTable.companyId, companyId),
            inArray(leavesTable.UserId, [...userIds]),
            eq(leavesTable.Status, 'approved'),
            lte(leavesTable.FromDate, range.to),
            gte(leavesTable.ToDate, range.from),
          ),
        )
        .orderBy(asc(leavesTable.id));
