import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { VISIT_PURPOSE } from '@backoffice/shared/entities/sales/visit-purpose.entity';
import type { VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  partiesTable,
  salesPersonsTable,
  visitFiles,
  visitPurposesTable,
  visits,
} from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { notFound } from '../../http/api-error.js';

export const VISIT_NOT_FOUND = 'Visit not found.';

const party = entityTable(PARTY);
const person = entityTable(SALES_PERSON);
const purpose = entityTable(VISIT_PURPOSE);

/** A visit with its sales person's, party's and purpose's names; the joins stay within the visit's company. */
export const selectVisits = (db: Database) =>
  db
    .select({
      id: visits.id,
      salesPersonId: visits.salesPersonId,
      salesPersonName: salesPersonsTable.FullName,
      partyId: visits.partyId,
      partyName: partiesTable.Name,
      partyAddress: partiesTable.Address,
      purposeId: visits.purposeId,
      purposeName: visitPurposesTable.Name,
      latitude: visits.latitude,
      longitude: visits.longitude,
      locationName: visits.locationName,
      checkInAt: visits.checkInAt,
      checkOutAt: visits.checkOutAt,
      remarks: visits.remarks,
      userId: visits.userId,
    })
    .from(visits)
    .innerJoin(
      salesPersonsTable,
      and(eq(person.companyId, visits.companyId), eq(person.id, visits.salesPersonId)),
    )
    .leftJoin(partiesTable, and(eq(party.companyId, visits.companyId), eq(party.id, visits.partyId)))
    .leftJoin(
      visitPurposesTable,
      and(eq(purpose.companyId, visits.companyId), eq(purpose.id, visits.purposeId)),
    );

export type VisitRow = Awaited<ReturnType<ReturnType<typeof selectVisits>['execute']>>[number];

/** Whole minutes between check-in and check-out; null while the visit is open. */
export const visitMinutes = (checkInAt: Date, checkOutAt: Date | null): number | null =>
  checkOutAt === null ? null : Math.round((checkOutAt.getTime() - checkInAt.getTime()) / 60_000);

/** The visits' files, by visit, in the order they were attached. */
export const loadVisitFiles = async (db: Database, companyId: number, visitIds: number[]) => {
  const byVisit = new Map<number, VisitSummary['Files']>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({
      id: visitFiles.id,
      visitId: visitFiles.visitId,
      fileName: visitFiles.fileName,
      path: visitFiles.path,
    })
    .from(visitFiles)
    .where(and(eq(visitFiles.companyId, companyId), inArray(visitFiles.visitId, visitIds)))
    .orderBy(asc(visitFiles.id));
  for (const row of rows) {
    const list = byVisit.get(row.visitId) ?? [];
    list.push({ Id: row.id, FileName: row.fileName, Url: row.path });
    byVisit.set(row.visitId, list);
  }
  return byVisit;
};

export const toVisitSummary = (row: VisitRow, files: VisitSummary['Files']): VisitSummary => ({
  Id: row.id,
  SalesPersonId: row.salesPersonId,
  SalesPersonName: row.salesPersonName,
  PartyId: row.partyId,
  PartyName: row.partyName,
  PurposeId: row.purposeId,
  PurposeName: row.purposeName,
  Latitude: row.latitude,
  Longitude: row.longitude,
  LocationName: row.locationName,
  CheckInAt: row.checkInAt.toISOString(),
  CheckOutAt: row.checkOutAt?.toISOString() ?? null,
  VisitDuration: visitMinutes(row.checkInAt, row.checkOutAt),
  Remarks: row.remarks,
  Files: files,
});

/** One visit of the company (another company's, or one outside the caller's scope: 404). */
export const loadVisit = async (
  db: Database,
  companyId: number,
  id: number,
  ownSalesPersonId: number | null,
): Promise<VisitSummary> => {
  const [row] = await selectVisits(db)
    .where(
      and(
        eq(visits.companyId, companyId),
        eq(visits.id, id),
        ownSalesPersonId === null ? undefined : eq(visits.salesPersonId, ownSalesPersonId),
      ),
    )
    .limit(1);
  if (!row) throw notFound(VISIT_NOT_FOUND);
  const files = await loadVisitFiles(db, companyId, [row.id]);
  return toVisitSummary(row, files.get(row.id) ?? []);
};
