import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { allowedReturnActions } from '@backoffice/shared/sales/returns/order-return';
import type { OrderReturnSummary } from '@backoffice/shared/sales/returns/return.contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orderReturnReasonsTable, orderReturns, orders, partiesTable } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import { notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { orderIdsInScope } from '../orders/order-assignee-scope.js';
import { type FieldScope, fieldScopeOf } from '../sales-common/field-scope.js';

const party = entityTable(PARTY);
const reason = entityTable(ORDER_RETURN_REASON);

const returnColumns = {
  id: orderReturns.id,
  returnNo: orderReturns.returnNo,
  returnDate: orderReturns.returnDate,
  orderId: orderReturns.orderId,
  orderNo: orders.orderNo,
  partyId: orderReturns.partyId,
  partyName: partiesTable.Name,
  reasonId: orderReturns.reasonId,
  reasonName: orderReturnReasonsTable.Name,
  status: orderReturns.status,
  remarks: orderReturns.remarks,
  filePath: orderReturns.filePath,
  taxableAmount: orderReturns.taxableAmount,
  vatAmount: orderReturns.vatAmount,
  totalAmount: orderReturns.totalAmount,
  lineCount: orderReturns.lineCount,
  verifiedOn: orderReturns.verifiedOn,
  version: orderReturns.version,
  createdAt: orderReturns.createdAt,
};

/** Returns with the names a screen shows: the order's number, the party, the reason. */
export const selectReturns = (db: Database) =>
  db
    .select(returnColumns)
    .from(orderReturns)
    .innerJoin(orders, and(eq(orders.companyId, orderReturns.companyId), eq(orders.id, orderReturns.orderId)))
    .innerJoin(
      partiesTable,
      and(eq(party.companyId, orderReturns.companyId), eq(party.id, orderReturns.partyId)),
    )
    .innerJoin(
      orderReturnReasonsTable,
      and(eq(reason.companyId, orderReturns.companyId), eq(reason.id, orderReturns.reasonId)),
    )
    .$dynamic();

export type ReturnRow = Awaited<ReturnType<ReturnType<typeof selectReturns>['execute']>>[number];

export const ownReturn = (companyId: number, id: number): SQL =>
  and(eq(orderReturns.companyId, companyId), eq(orderReturns.id, id)) as SQL;

export const returnNotFound = (id: number) => notFound(`Return ${id} was not found.`);

/**
 * The returns a field user reaches (fieldScopeOf): those of the orders they reach, so a return
 * follows its order (a sales person's orders, a dealer's or delivery person's assigned ones);
 * undefined for an office user's all.
 */
export const returnScopeCondition = (
  db: Database,
  companyId: number,
  scope: FieldScope | undefined,
): SQL | undefined =>
  scope === undefined ? undefined : inArray(orderReturns.orderId, orderIdsInScope(db, companyId, scope));

/** A return outside the caller's field scope is 404, untouched, as another company's is. */
export const requireReturnInScope = async (ctx: UserContext, id: number): Promise<void> => {
  const scope = returnScopeCondition(ctx.deps.db, ctx.companyId, await fieldScopeOf(ctx));
  if (!scope) return;
  const [row] = await ctx.deps.db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(ownReturn(ctx.companyId, id), scope))
    .limit(1);
  if (!row) throw returnNotFound(id);
};

export const findReturnRow = async (db: Database, companyId: number, id: number): Promise<ReturnRow> => {
  const [row] = await selectReturns(db).where(ownReturn(companyId, id)).limit(1);
  if (!row) throw returnNotFound(id);
  return row;
};

/** `canEdit`: whether the caller may verify or cancel at all, asked once per request. */
export const toReturnSummary = (row: ReturnRow, canEdit: boolean): OrderReturnSummary => ({
  Id: row.id,
  ReturnNo: row.returnNo,
  ReturnDate: row.returnDate,
  OrderId: row.orderId,
  OrderNo: row.orderNo,
  PartyId: row.partyId,
  PartyName: row.partyName,
  ReasonId: row.reasonId,
  ReasonName: row.reasonName,
  Status: row.status,
  TotalAmount: toRupees(row.totalAmount),
  LineCount: row.lineCount,
  CreatedAt: row.createdAt.toISOString(),
  AllowedActions: canEdit ? allowedReturnActions(row.status) : [],
});

/** What a save or an action checks before it writes: status, version, and what it names. */
export const findReturnState = async (db: Database, companyId: number, id: number) => {
  const [row] = await db
    .select({
      status: orderReturns.status,
      version: orderReturns.version,
      returnNo: orderReturns.returnNo,
      orderId: orderReturns.orderId,
      partyId: orderReturns.partyId,
      totalAmount: orderReturns.totalAmount,
    })
    .from(orderReturns)
    .where(ownReturn(companyId, id));
  if (!row) throw returnNotFound(id);
  return row;
};
