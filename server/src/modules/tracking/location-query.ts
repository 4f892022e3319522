import type {
  LiveLocation,
  LocationTrackPoint,
  TravelRoutePoint,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import { NEPAL_OFFSET_MINUTES } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { locationPoints, users } from '../../db/schema/index.js';

/**
 * The reads of the maps. Raw SQL where the plan matters (the live map's lateral join), with dates
 * and times cast to text so both drivers (PGlite, node-postgres) answer the same strings.
 */

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const textOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The instant a Nepal calendar day starts, for range reads on device_at (its index). */
export const nepalDayStart = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) - NEPAL_OFFSET_MINUTES * 60_000);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The newest point of each active sales person of the company (ever, not only today's: DeviceDate
 * lets the map show how stale it is). One index probe per person through a lateral join, so 2,000
 * people answer in milliseconds whatever the table's size. `spuid` narrows to the person whose
 * sign-in user that is.
 */
export const loadCurrentLocations = async (
  db: Database,
  companyId: number,
  spuid: number | undefined,
): Promise<LiveLocation[]> => {
  const result = await db.execute(sql`
    select sp.id as sales_person_id, sp.full_name, p.user_id, u.username,
      to_char(p.device_date, 'YYYY-MM-DD') as device_date, p.device_time::text as device_time,
      p.latitude, p.longitude, p.accuracy, p.location_name,
      to_char(p.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at
    from sales_persons sp
    cross join lateral (
      select lp.user_id, lp.device_date, lp.device_time, lp.latitude, lp.longitude, lp.accuracy,
        lp.location_name, lp.received_at
      from location_points lp
      where lp.company_id = sp.company_id and lp.sales_person_id = sp.id
      order by lp.device_at desc
      limit 1
    ) p
    join users u on u.id = p.user_id
    where sp.company_id = ${companyId} and sp.is_active
      ${spuid === undefined ? sql`` : sql`and sp.user_id = ${spuid}`}
    order by sp.full_name, sp.id`);
  return rowsOf(result).map((row) => ({
    UserId: Number(row.user_id),
    UserName: text(row.username),
    SalesPersonId: Number(row.sales_person_id),
    FullName: text(row.full_name),
    LocationName: textOrNull(row.location_name),
    DeviceDate: text(row.device_date),
    DeviceTime: text(row.device_time),
    Latitude: Number(row.latitude),
    Longitude: Number(row.longitude),
    Accuracy: numberOrNull(row.accuracy),
    ReceivedAt: text(row.received_at),
  }));
};

/**
 * A user's points between two Nepal calendar days (inclusive), in time order, only the columns the
 * travel map draws: 100,000 points stay a few megabytes and one index range scan.
 */
export const loadRoute = async (
  db: Database,
  companyId: number,
  userId: number,
  fromDate: string,
  toDate: string,
): Promise<TravelRoutePoint[]> => {
  const rows = await db
    .select({
      Longitude: locationPoints.longitude,
      Latitude: locationPoints.latitude,
      DeviceTime: sql<string>`to_char(${locationPoints.deviceDate}, 'YYYY-MM-DD') || 'T' || ${locationPoints.deviceTime}::text`,
      LocationName: locationPoints.locationName,
    })
    .from(locationPoints)
    .where(
      and(
        eq(locationPoints.companyId, companyId),
        eq(locationPoints.userId, userId),
        gte(locationPoints.deviceAt, nepalDayStart(fromDate)),
        lt(locationPoints.deviceAt, new Date(nepalDayStart(toDate).getTime() + DAY_MS)),
      ),
    )
    .orderBy(asc(locationPoints.deviceAt));
  return rows;
};

/** A user's points of one Nepal day, as the live-location call answers them. */
export const loadDayTrack = async (
  db: Database,
  companyId: number,
  userId: number,
  date: string,
): Promise<LocationTrackPoint[]> => {
  const start = nepalDayStart(date);
  const rows = await db
    .select({
      UserId: locationPoints.userId,
      UserName: users.username,
      LocationName: locationPoints.locationName,
      DeviceDate: sql<string>`to_char(${locationPoints.deviceDate}, 'YYYY-MM-DD')`,
      DeviceTime: sql<string>`${locationPoints.deviceTime}::text`,
      Latitude: locationPoints.latitude,
      Longitude: locationPoints.longitude,
      Accuracy: locationPoints.accuracy,
    })
    .from(locationPoints)
    .innerJoin(users, eq(users.id, locationPoints.userId))
    .where(
      and(
        eq(locationPoints.companyId, companyId),
        eq(locationPoints.userId, userId),
        gte(locationPoints.deviceAt, start),
        lt(locationPoints.deviceAt, new Date(start.getTime() + DAY_MS)),
      ),
    )
    .orderBy(asc(locationPoints.deviceAt));
  return rows;
};
