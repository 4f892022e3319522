import {
  DEFAULT_ATTENDANCE_RULES,
  weekdayOfDate,
} from '@backoffice/shared/workforce/attendance/attendance-rules';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  attendanceLocationsTable,
  attendances,
  companyUsers,
  holidaysTable,
  users,
} from '../../db/schema/index.js';
import { companyClock } from '../../modules/attendance/attendance-clock.js';
import { type AllowedPlace, nearestPlace } from '../../modules/attendance/attendance-geofence.js';
import { attendancePeople } from '../../modules/attendance/attendance-people.js';
import { dayFrom } from '../demo-history-days.js';
import { userIdOf } from '../demo-ids.js';

const DAY_MS = 86_400_000;

/** Dashain and Tihar of BS 2083 (autumn 2026), the festivals every office closes for. */
const FESTIVALS: readonly [string, string][] = [
  ['2026-10-18', 'Maha Ashtami (Dashain)'],
  ['2026-10-19', 'Maha Navami (Dashain)'],
  ['2026-10-20', 'Vijaya Dashami (Dashain)'],
  ['2026-11-08', 'Laxmi Puja (Tihar)'],
  ['2026-11-10', 'Govardhan Puja (Tihar)'],
  ['2026-11-11', 'Bhai Tika (Tihar)'],
  ['2026-11-15', 'Chhath Parva'],
];

const HEAD_OFFICE: [number, number] = [27.7041, 85.3119];
const WAREHOUSE: [number, number] = [27.7349, 85.3034];
/** Thamel, about 2 km from the office: the demo's one check-in from outside. */
const THAMEL: [number, number] = [27.7172, 85.324];

const PEOPLE = ['staff', 'sales1', 'sales2', 'delivery'] as const;
const DAYS_BACK = 30;

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The office and the warehouse as attendance places, the autumn festivals as holidays, and the
 * last thirty days of the staff's and field team's attendance before today (today stays empty, so
 * its figures are the day's own): mostly on time, some late, a few absent, one check-in flagged
 * from outside, one entered by the office, and all but the last week approved. Deterministic.
 */
export const seedDemoAttendance = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  admin: number,
  now: Date,
): Promise<void> => {
  const stamp = { companyId, createdBy: admin, updatedBy: admin };
  const placeRows = await tx
    .insert(attendanceLocationsTable)
    .values([
      {
        ...stamp,
        Name: 'Head Office',
        LocationType: 'office',
        Latitude: HEAD_OFFICE[0],
        Longitude: HEAD_OFFICE[1],
        RadiusMetres: 100,
        IsActive: true,
      },
      {
        ...stamp,
        Name: 'Balaju Warehouse',
        LocationType: 'warehouse',
        Latitude: WAREHOUSE[0],
        Longitude: WAREHOUSE[1],
        RadiusMetres: 150,
        IsActive: true,
      },
    ])
    .returning({ id: attendanceLocationsTable.id, name: attendanceLocationsTable.Name });
  const places: AllowedPlace[] = placeRows.map((row, index) => {
    const [latitude, longitude] = index === 0 ? HEAD_OFFICE : WAREHOUSE;
    return { id: row.id, name: row.name, latitude, longitude, radiusMetres: index === 0 ? 100 : 150 };
  });
  await tx
    .insert(holidaysTable)
    .values(FESTIVALS.map(([HolidayDate, Name]) => ({ ...stamp, HolidayDate, Name })));
  const holidays = new Set(FESTIVALS.map(([date]) => date));
  const clock = await companyClock(tx, companyId);
  const today = clock.dateOf(now);
  const person = userIdOf(userIds);
  // The named demo people keep their stories; every other working member (the sales team's other
  // sign-ins, the administrator) gets an ordinary month, so nobody on the sheet looks absent for it.
  const named = PEOPLE.map((name) => ({ name: name as string, userId: person(name) }));
  const members = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(attendancePeople(companyId))
    .orderBy(asc(companyUsers.userId));
  const everyone = [
    ...named,
    ...members
      .filter((member) => !named.some((one) => one.userId === member.userId))
      .map((member) => ({ name: 'member', userId: member.userId })),
  ];
  const rows: (typeof attendances.$inferInsert)[] = [];
  everyone.forEach(({ name, userId }, who) => {
    // The delivery person starts from the warehouse, everyone else from the office.
    const base = name === 'delivery' ? WAREHOUSE : HEAD_OFFICE;
    for (let back = DAYS_BACK; back >= 1; back -= 1) {
      const date = dayFrom(today, -back);
      if (holidays.has(date) || DEFAULT_ATTENDANCE_RULES.WeeklyOff.includes(weekdayOfDate(date))) continue;
      // A few days away (sales2's approved sick leave 9 and 8 days ago among them).
      if ((back * 7 + who * 3) % 11 === 0 || (name === 'sales2' && (back === 9 || back === 8))) continue;
      const late = (back + who) % 6 === 0;
      const inMinutes = late
        ? 10 * 60 + 20 + ((back * 3 + who) % 30)
        : 9 * 60 + 45 + ((back * 13 + who * 17) % 28);
      const outMinutes = 17 * 60 + ((back * 5 + who * 11) % 40);
      const outside = name === 'sales1' && back === 4;
      const jitter = ((back * 31 + who * 7) % 9) / 100_000;
      const at: [number, number] = outside ? THAMEL : [base[0] + jitter, base[1] - jitter];
      const nearest = nearestPlace(places, { latitude: at[0], longitude: at[1] });
      const checkInAt = clock.instantOf(date, hhmm(inMinutes));
      const checkOutAt = clock.instantOf(date, hhmm(outMinutes));
      const byOffice = name === 'delivery' && back === 3;
      const approved = back > 7;
      rows.push({
        companyId,
        userId,
        attendanceDate: date,
        checkInAt,
        checkInLatitude: byOffice ? null : at[0],
        checkInLongitude: byOffice ? null : at[1],
        checkInAccuracy: byOffice ? null : 12 + ((back + who) % 20),
        checkInLocationId: byOffice ? null : (nearest?.place.id ?? null),
        checkInDistanceM: byOffice ? null : (nearest?.metres ?? null),
        checkOutAt,
        checkOutLatitude: byOffice ? null : base[0],
        checkOutLongitude: byOffice ? null : base[1],
        checkOutAccuracy: byOffice ? null : 15,
        checkOutLocationId: byOffice
          ? null
          : (nearestPlace(places, { latitude: base[0], longitude: base[1] })?.place.id ?? null),
        checkOutDistanceM: byOffice ? null : 0,
        flags: outside ? ['outside'] : [],
        source: byOffice ? 'office' : 'field',
        remarks: byOffice
          ? 'Phone left at home; entered by the office'
          : outside
            ? 'Met a party in Thamel first'
            : null,
        status: approved ? 'approved' : 'pending',
        approvedBy: approved ? admin : null,
        approvedAt: approved ? new Date(checkOutAt.getTime() + DAY_MS) : null,
        createdAt: checkInAt,
        createdBy: byOffice ? admin : userId,
        updatedAt: checkOutAt,
        updatedBy: byOffice ? admin : userId,
      });
    }
  });
  await tx.insert(attendances).values(rows);
};
