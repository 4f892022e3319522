import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import type {
  PaymentFilters,
  PaymentListQuery,
  PaymentPage,
  PaymentSortField,
} from '@backoffice/shared/sales/collections/collection.contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partiesTable, payments } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { type CollectionRights, selectCollections, toPaymentSummary } from './collection-record.js';

const party = entityTable(PARTY);

/** The tenant condition first; every filter only narrows it. */
export const paymentCondition = (db: Database, companyId: number, query: PaymentFilters): SQL => {
  const search = query.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(payments.companyId, companyId),
    query.PartyId === undefined ? undefined : eq(payments.partyId, query.PartyId),
    query.Method === undefined ? undefined : inArray(payments.method, query.Method),
    query.ChequeStatus === undefined ? undefined : inArray(payments.chequeStatus, query.ChequeStatus),
    query.FromDate === undefined ? undefined : gte(payments.paymentDate, query.FromDate),
    query.ToDate === undefined ? undefined : lte(payments.paymentDate, query.ToDate),
    pattern === undefined
      ? undefined
      : or(
          ilike(payments.receiptNo, pattern),
          ilike(payments.chequeNo, pattern),
          ilike(payments.chequeBank, pattern),
          ilike(payments.referenceNo, pattern),
          ilike(payments.remarks, pattern),
          inArray(
            payments.partyId,
            db
              .select({ id: party.id })
              .from(partiesTable)
              .where(and(eq(party.companyId, companyId), ilike(party.Name, pattern))),
          ),
        ),
  ) as SQL;
};

const SORT_COLUMNS: Readonly<Record<PaymentSortField, SQL>> = {
  PaymentDate: sql`${payments.paymentDate}`,
  ReceiptNo: sql`${payments.receiptNo}`,
  Amount: sql`${payments.amount}`,
  PartyName: sql`lower(${party.Name})`,
  ChequeDate: sql`${payments.chequeDate}`,
  CreatedAt: sql`${payments.createdAt}`,
};

/** Newest payment date first unless asked otherwise; the id breaks ties so pages never overlap. */
export const paymentSort = (query: PaymentFilters) => {
  const direction = query.SortType ?? (query.SortBy ? 'asc' : 'desc');
  const column = SORT_COLUMNS[query.SortBy ?? 'PaymentDate'];
  return direction === 'asc' ? [asc(column), asc(payments.id)] : [desc(column), desc(payments.id)];
};

export const loadCollectionPage = async (
  db: Database,
  companyId: number,
  query: PaymentListQuery,
  rights: CollectionRights,
  scope: SQL | undefined,
): Promise<PaymentPage> => {
  const where = and(paymentCondition(db, companyId, query), scope) as SQL;
  const [rows, [total]] = await Promise.all([
    selectCollections(db)
      .where(where)
      .orderBy(...paymentSort(query))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  return toPage(
    rows.map((row) => toPaymentSummary(row, rights)),
    Number(total?.total ?? 0),
    query,
  );
};
