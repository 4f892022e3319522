import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import {
  allowedChequeActions,
  canDeletePayment,
  isPaymentCleared,
} from '@backoffice/shared/sales/collections/cheque-lifecycle';
import type { PaymentSummary } from '@backoffice/shared/sales/collections/collection.contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partiesTable, payments } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { toRupees } from '../../entities/entity-values.js';
import { notFound } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';
import { type FieldScope, fieldScopeOf, recordedByScopeCondition } from '../sales-common/field-scope.js';

const party = entityTable(PARTY);

const paymentColumns = {
  id: payments.id,
  receiptNo: payments.receiptNo,
  paymentDate: payments.paymentDate,
  partyId: payments.partyId,
  partyName: partiesTable.Name,
  method: payments.method,
  amount: payments.amount,
  referenceNo: payments.referenceNo,
  chequeNo: payments.chequeNo,
  chequeBank: payments.chequeBank,
  chequeDate: payments.chequeDate,
  chequeStatus: payments.chequeStatus,
  clearedOn: payments.clearedOn,
  bounceCharge: payments.bounceCharge,
  bounceReason: payments.bounceReason,
  remarks: payments.remarks,
  filePath: payments.filePath,
  version: payments.version,
  createdAt: payments.createdAt,
};

/** Payments with the party's name. */
export const selectCollections = (db: Database) =>
  db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(partiesTable, and(eq(party.companyId, payments.companyId), eq(party.id, payments.partyId)))
    .$dynamic();

export type CollectionRow = Awaited<ReturnType<ReturnType<typeof selectCollections>['execute']>>[number];

export const ownCollection = (companyId: number, id: number): SQL =>
  and(eq(payments.companyId, companyId), eq(payments.id, id)) as SQL;

export const collectionNotFound = (id: number) => notFound(`Payment ${id} was not found.`);

/**
 * The payments a field user reaches (fieldScopeOf): those they recorded themselves, since a payment
 * names no sales person; undefined for an office user's all. Lists, exports and the dashboard read it.
 */
export const collectionScopeCondition = (scope: FieldScope | undefined): SQL | undefined =>
  recordedByScopeCondition(scope, payments.createdBy);

/** A payment outside the caller's field scope is 404, untouched, as another company's is. */
export const requireCollectionInScope = async (ctx: UserContext, id: number): Promise<void> => {
  const scope = collectionScopeCondition(await fieldScopeOf(ctx));
  if (!scope) return;
  const [row] = await ctx.deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(ownCollection(ctx.companyId, id), scope))
    .limit(1);
  if (!row) throw collectionNotFound(id);
};

export const findCollectionRow = async (
  db: Database,
  companyId: number,
  id: number,
): Promise<CollectionRow> => {
  const [row] = await selectCollections(db).where(ownCollection(companyId, id)).limit(1);
  if (!row) throw collectionNotFound(id);
  return row;
};

export interface CollectionRights {
  edit: boolean;
  delete: boolean;
}

/** `rights`: what the caller may do at all, asked once per request. */
export const toPaymentSummary = (row: CollectionRow, rights: CollectionRights): PaymentSummary => ({
  Id: row.id,
  ReceiptNo: row.receiptNo,
  PaymentDate: row.paymentDate,
  PartyId: row.partyId,
  PartyName: row.partyName,
  Method: row.method,
  Amount: toRupees(row.amount),
  ChequeNo: row.chequeNo,
  ChequeBank: row.chequeBank,
  ChequeDate: row.chequeDate,
  ChequeStatus: row.chequeStatus,
  Cleared: isPaymentCleared(row),
  BounceCharge: toRupees(row.bounceCharge),
  CreatedAt: row.createdAt.toISOString(),
  AllowedActions: rights.edit && row.chequeStatus !== null ? allowedChequeActions(row.chequeStatus) : [],
  CanDelete: rights.delete && canDeletePayment(row).ok,
});
