import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import { asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { leavesTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { entityTable } from '../../entities/entity-table.js';
import { otherRecords } from '../../entities/other-records.js';

const column = entityTable(LEAVE);
/** A leave that still stands: a cancelled one frees its days. */
const STANDING = ['pending', 'approved'];

/**
 * A leave runs whole days, both ends included; a person is on one leave on any day, so a second
 * request over the same days is refused (cancel the first). A settled request does not change
 * (the declaration's `editable`), so an approval stays true of the days it approved.
 */
export const leaveHooks: EntityHooks = {
  validate: async (ctx, values, id): Promise<FieldError[]> => {
    const { UserId: userId, FromDate: from, ToDate: to } = values;
    if (typeof userId !== 'number' || typeof from !== 'string' || typeof to !== 'string') return [];
    const [other] = await ctx.deps.db
      .select({
        id: column.id,
        from: leavesTable.FromDate,
        to: leavesTable.ToDate,
        status: leavesTable.Status,
      })
      .from(leavesTable)
      .where(
        otherRecords(
          LEAVE,
          ctx.companyId,
          id,
          eq(column.UserId, userId),
          inArray(column.Status, STANDING),
          lte(column.FromDate, to),
          gte(column.ToDate, from),
        ),
      )
      .orderBy(asc(column.FromDate))
      .limit(1);
    if (!other) return [];
    return [
      {
        Field: 'FromDate',
        Message: `These days overlap leave #${other.id} (${other.from} to ${other.to}, ${other.status}); cancel that request or choose other dates`,
      },
    ];
  },
};
