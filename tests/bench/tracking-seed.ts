import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The demo's sales-person password: the bench users are given sales1's hash. */
export const BENCH_SALES_PASSWORD = 'Sales@123';
export const BENCH_COMPANY_ID = 1;
const NEPAL_OFFSET = `interval '5 hours 45 minutes'`;
const DAY_MS = 86_400_000;
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

export interface TrackingSeedCounts {
  /** Sales persons who post batches in the ingest figures (no points before). */
  ingest: number;
  /** Sales persons with one recent point each, for the live map. */
  live: number;
  /** Points of the one travel-history sales person. */
  travelPoints: number;
  travelDays: number;
}

export interface BenchPerson {
  userName: string;
  userId: number;
}

export interface TrackingSeed {
  ingest: BenchPerson[];
  live: BenchPerson[];
  travel: BenchPerson & { fromDate: string; toDate: string; points: number };
}

/** The Nepal calendar day `daysBack` days before now, as YYYY-MM-DD. */
export const nepalDay = (daysBack: number, now = Date.now()): string =>
  new Date(now + NEPAL_OFFSET_MS - daysBack * DAY_MS).toISOString().slice(0, 10);

const sql = String.raw;

/**
 * Users, company memberships, the Sales Person role and approved, active sales persons linked to
 * them, the way the sales-person sign-in expects (user type salesPerson, sales_persons.user_id).
 */
const addPeople = async (db: PGlite, prefix: string, count: number, fullName: string) => {
  await db.query(
    sql`insert into users (username, email, first_name, last_name, password_hash)
        select $1 || lpad(n::text, 4, '0'), $1 || n || '@bench.example', 'Bench', $2 || ' ' || n,
               (select password_hash from users where username = 'sales1')
        from generate_series(1, $3::int) as n`,
    [prefix, fullName, count],
  );
  const like = `${prefix}%`;
  await db.query(
    sql`insert into company_users (company_id, user_id, user_type)
        select $1, id, 'salesPerson' from users where username like $2`,
    [BENCH_COMPANY_ID, like],
  );
  await db.query(
    sql`insert into user_roles (company_id, user_id, role_id, position)
        select $1, u.id, r.id, 0 from users u
        join roles r on r.company_id = $1 and r.name = 'Sales Person'
        where u.username like $2`,
    [BENCH_COMPANY_ID, like],
  );
  // Employee codes and phones are unique per company: the user id makes them so.
  await db.query(
    sql`insert into sales_persons (company_id, created_by, updated_by, full_name, employee_code, type, phone,
                                   status, is_active, user_id)
        select $1, a.id, a.id, u.first_name || ' ' || u.last_name, 'BENCH-' || u.id, 'salesPerson',
               '+977 97' || lpad(u.id::text, 8, '0'), 'approved', true, u.id
        from users u cross join (select id from users where username = 'admin') as a
        where u.username like $2`,
    [BENCH_COMPANY_ID, like],
  );
  return (
    await db.query<{ username: string; id: number }>(
      'select username, id from users where username like $1 order by id',
      [like],
    )
  ).rows.map((row) => ({ userName: row.username, userId: row.id }));
};

/**
 * One point each, 2 to 27 minutes old (most markers fresh), scattered over the Kathmandu valley by
 * a hash of the user id so the same bench draws the same map.
 */
const addLivePoints = async (db: PGlite, prefix: string) => {
  await db.query(
    sql`insert into location_points (company_id, user_id, sales_person_id, device_at, device_date, device_time,
                                     latitude, longitude, accuracy, location_name, received_at)
        select $1, p.user_id, p.id, t.at, ((t.at at time zone 'UTC') + ${NEPAL_OFFSET})::date,
               ((t.at at time zone 'UTC') + ${NEPAL_OFFSET})::time(0),
               27.64 + ((p.user_id * 7919) % 1000) / 1000.0 * 0.12,
               85.26 + ((p.user_id * 104729) % 1000) / 1000.0 * 0.16,
               5 + p.user_id % 20, 'Bench stop ' || p.user_id, t.at
        from sales_persons p
        join users u on u.id = p.user_id
        cross join lateral (select date_trunc('second', now()) - (120 + (p.user_id % 1500)) * interval '1 second' as at) as t
        where p.company_id = $1 and u.username like $2`,
    [BENCH_COMPANY_ID, `${prefix}%`],
  );
};

/**
 * The travel-history person's points: `days` Nepal days ending the day before yesterday, 08:00 to
 * 18:00, evenly spaced, along a smooth meandering path through the valley (two slow sine sweeps
 * with small wiggles: a few metres between fixes, as a phone in a vehicle reports).
 */
const addTravelPoints = async (db: PGlite, person: BenchPerson, points: number, days: number) => {
  const perDay = Math.ceil(points / days);
  const firstDay = nepalDay(days + 1);
  const spacingSeconds = (10 * 3600) / perDay;
  await db.query(
    sql`insert into location_points (company_id, user_id, sales_person_id, device_at, device_date, device_time,
                                     latitude, longitude, accuracy, location_name, received_at)
        select $1, $2, sp.id, t.at, ((t.at at time zone 'UTC') + ${NEPAL_OFFSET})::date,
               ((t.at at time zone 'UTC') + ${NEPAL_OFFSET})::time(0),
               27.70 + 0.025 * sin(n / 1700.0) + 0.004 * sin(n / 83.0),
               85.33 + 0.035 * sin(n / 2300.0 + 1) + 0.004 * cos(n / 61.0),
               5 + n % 20, case when n % 500 = 0 then 'Checkpoint ' || n end, t.at
        from generate_series(0, $3::int - 1) as n
        cross join (select id from sales_persons where company_id = $1 and user_id = $2) as sp
        cross join lateral (
          select ($4::date + (n / $5::int) * interval '1 day' + interval '8 hours'
                  + (n % $5::int) * $6::float8 * interval '1 second') - ${NEPAL_OFFSET} as naive
        ) as local
        cross join lateral (select date_trunc('second', local.naive) at time zone 'UTC' as at) as t`,
    [BENCH_COMPANY_ID, person.userId, points, firstDay, perDay, spacingSeconds],
  );
  return { fromDate: firstDay, toDate: nepalDay(2) };
};

/**
 * Fills the database the server left behind (it must be stopped meanwhile): ingest and live sales
 * persons, the live points and the travel person's points, then analyses what changed (PGlite runs
 * no autovacuum, a real PostgreSQL would have analysed after such a load).
 */
export const seedTracking = async (dataDir: string, counts: TrackingSeedCounts): Promise<TrackingSeed> => {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gin } });
  try {
    const ingest = await addPeople(db, 'benchin', counts.ingest, 'Ingest');
    const live = await addPeople(db, 'benchlive', counts.live, 'Live');
    await addLivePoints(db, 'benchlive');
    const [travelPerson] = await addPeople(db, 'benchtravel', 1, 'Traveller');
    if (!travelPerson) throw new Error('The travel-history person was not created');
    const range = await addTravelPoints(db, travelPerson, counts.travelPoints, counts.travelDays);
    await db.exec('analyze users; analyze company_users; analyze sales_persons; analyze location_points;');
    const [stored] = (
      await db.query<{ count: number }>(
        'select count(*)::int as count from location_points where company_id = $1 and user_id = $2',
        [BENCH_COMPANY_ID, travelPerson.userId],
      )
    ).rows;
    if (stored?.count !== counts.travelPoints) {
      throw new Error(`Seeded ${stored?.count} travel points, expected ${counts.travelPoints}`);
    }
    return { ingest, live, travel: { ...travelPerson, ...range, points: stored.count } };
  } finally {
    await db.close();
  }
};
