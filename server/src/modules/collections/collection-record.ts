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
