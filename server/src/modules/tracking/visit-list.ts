import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import type { Page } from '@backoffice/shared/paging';
import type {
  TravelVisit,
  VisitListQuery,
  VisitSummary,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import { nepalLocal } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { partiesTable, users, visits } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { nepalDayStart } from './location-query.js';
import { loadVisitFiles, selectVisits, toVisitSummary, visitMinutes } from './visit-record.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const party = entityTable(PARTY);

/** Check-ins within Nepal calendar days, inclusive, on the (company, check_in_at) index. */
export const checkInWithin = (fromDate: string | undefined, toDate: string | undefined): SQL | undefined =>
  and(
    fromDate === undefined ? undefined : gte(visits.checkInAt, nepalDayStart(fromDate)),
    toDate === undefined
      ? undefined
      : lt(visits.checkInAt, new Date(nepalDayStart(toDate).getTime() + DAY_MS)),
  );

/** The list's filters, which its export takes too (everything but paging and the file's format). */
type VisitFilters = Omit<VisitListQuery, 'pageNo' | 'pageSize'>;

/** The company's visits (or the caller's own) under the list's filters; the list joins the party. */
export const visitCondition = (
  companyId: number,
  query: VisitFilters,
  ownSalesPersonId: number | null,
): SQL | undefined => {
  const search = query.query?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  const salesPersonId = ownSalesPersonId ?? query.salesPersonId;
  return and(
    eq(visits.companyId, companyId),
    salesPersonId === undefined ? undefined : eq(visits.salesPersonId, salesPersonId),
    query.purposeId === undefined ? undefined : eq(visits.purposeId, query.purposeId),
    checkInWithin(query.fromDate, query.toDate),
    pattern === undefined ? undefined : or(ilike(party.Name, pattern), ilike(visits.remarks, pattern)),
  );
};

/** Latest check-in first; the id breaks ties so pages never overlap. */
export const VISIT_ORDER = [desc(visits.checkInAt), desc(visits.id)] as const;

/** The company's visits (or the caller's own), latest check-in first. */
export const loadVisitPage = async (
  db: Database,
  companyId: number,
  query: VisitListQuery,
  ownSalesPersonId: number | null,
): Promise<Page<VisitSummary>> => {
  const where = visitCondition(companyId, query, ownSalesPersonId);
  const [rows, [total]] = await Promise.all([
    selectVisits(db)
      .where(where)
      .orderBy(...VISIT_ORDER)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db
      .select({ total: count() })
      .from(visits)
      .leftJoin(partiesTable, and(eq(party.companyId, visits.companyId), eq(party.id, visits.partyId)))
      .where(where),
  ]);
  const files = await loadVisitFiles(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return toPage(
    rows.map((row) => toVisitSummary(row, files.get(row.id) ?? [])),
    Number(total?.total ?? 0),
    query,
  );
};

/** The visits of a user's travel history: where they checked in, for how long, at which party. */
export const loadTravelVisits = async (
  db: Database,
  companyId: number,
  userId: number,
  fromDate: string,
  toDate: string,
): Promise<TravelVisit[]> => {
  const rows = await selectVisits(db)
    .where(and(eq(visits.companyId, companyId), eq(visits.userId, userId), checkInWithin(fromDate, toDate)))
    .orderBy(asc(visits.checkInAt), asc(visits.id));
  const [user] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return rows.map((row) => {
    const local = nepalLocal(row.checkInAt.getTime());
    return {
      Longitude: row.longitude,
      Latitude: row.latitude,
      IsParty: row.partyId !== null,
      PartyName: row.partyName,
      // The party's address for a party visit, else the place the phone named.
      LocationName: row.partyAddress ?? row.locationName,
      UserName: user?.username ?? '',
      VisitDuration: visitMinutes(row.checkInAt, row.checkOutAt),
      VisitDate: `${local.date} ${local.time}`,
      GeoLocationName: row.locationName,
    };
  });
};
