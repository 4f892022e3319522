import { join } from 'node:path';
import { DEFAULT_ATTENDANCE_RULES } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface AttendanceSeed {
  people: number;
  days: number;
  attendances: number;
  leaves: number;
  holidays: number;
}

/** The seeded people's names sort before the demo members', so the first page of 500 is theirs. */
export const BENCH_NAME_PREFIX = 'Bench Person';

const openDatabase = (dataDir: string) =>
  PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gin, btree_gist } });

/**
 * `people` members of the company (staff and sales persons) with a month of days, written straight
 * into the stopped server's database in a few set-based statements. Person n's day d is fixed by
 * (n + d) mod 7: no row (absent), late (10:30–17:30), a half day (10:00–12:30), or on time
 * (09:50–17:05); none on Saturdays (the default day off) but for every 25th person, none on a
 * holiday (the 9th and the 20th, besides the demo's festivals) nor on an approved leave (every 10th
 * person, the 5th to the 7th). Every 10th person from the 5th also has a pending leave, which is no leave yet.
 */
export const seedAttendance = async (
  dataDir: string,
  companyId: number,
  people: number,
  month: { from: string; to: string },
): Promise<AttendanceSeed> => {
  const db = await openDatabase(dataDir);
  try {
    const [zone] = (
      await db.query<{ time_zone: string }>('select time_zone from companies where id = $1', [companyId])
    ).rows;
    const timeZone = zone?.time_zone ?? 'Asia/Kathmandu';
    await db.query(
      `with made as (
         insert into users (username, first_name, last_name, status)
         select 'bench.person.' || n, $2, lpad(n::text, 3, '0'), 'active' from generate_series(1, $1) as n
         returning id, last_name
       )
       insert into company_users (company_id, user_id, user_type)
       select $3, id, case when last_name::int % 2 = 0 then 'staff' else 'salesPerson' end from made`,
      [people, BENCH_NAME_PREFIX, companyId],
    );
    const bench = `select u.id as user_id, u.last_name::int as n from users u where u.first_name = '${BENCH_NAME_PREFIX}'`;
    await db.query(
      `insert into holidays (company_id, holiday_date, name)
       values ($1, $2::date + 8, 'Bench holiday one'), ($1, $2::date + 19, 'Bench holiday two')
       on conflict do nothing`,
      [companyId, month.from],
    );
    await db.query(
      `insert into leaves (company_id, user_id, leave_type, from_date, to_date, reason, status)
       select $1::int, p.user_id, 'casual', $2::date + 4, $2::date + 6, 'Bench leave', 'approved'
       from (${bench}) p where p.n % 10 = 0
       union all
       select $1::int, p.user_id, 'casual', $2::date + 11, $2::date + 12, 'Bench request', 'pending'
       from (${bench}) p where p.n % 10 = 5`,
      [companyId, month.from],
    );
    const saturday = 6;
    await db.query(
      `insert into attendances (company_id, user_id, attendance_date, check_in_at, check_out_at, source, status)
       select $1, p.user_id, d.day,
         (d.day + case f.kind when 1 then time '10:30' when 2 then time '10:00' else time '09:50' end) at time zone $4,
         (d.day + case f.kind when 1 then time '17:30' when 2 then time '12:30' else time '17:05' end) at time zone $4,
         'field', 'approved'
       from (${bench}) p
       cross join (select g::date as day from generate_series($2::date, $3::date, interval '1 day') g) d
       cross join lateral (select (p.n + extract(day from d.day)::int) % 7 as kind) f
       where f.kind <> 0
         and (extract(dow from d.day) <> ${saturday} or p.n % 25 = 0)
         and d.day not in (select holiday_date from holidays where company_id = $1)
         and not exists (select 1 from leaves l where l.company_id = $1 and l.user_id = p.user_id
           and l.status = 'approved' and d.day between l.from_date and l.to_date)`,
      [companyId, month.from, month.to, timeZone],
    );
    await db.exec(
      'analyze users; analyze company_users; analyze attendances; analyze leaves; analyze holidays;',
    );
    const [counts] = (
      await db.query<{ attendances: number; leaves: number; holidays: number }>(
        `select (select count(*)::int from attendances where company_id = $1) as attendances,
           (select count(*)::int from leaves where company_id = $1 and reason like 'Bench%') as leaves,
           (select count(*)::int from holidays where company_id = $1 and holiday_date between $2 and $3) as holidays`,
        [companyId, month.from, month.to],
      )
    ).rows;
    const days = (Date.parse(month.to) - Date.parse(month.from)) / 86_400_000 + 1;
    return { people, days, attendances: 0, leaves: 0, holidays: 0, ...counts };
  } finally {
    await db.close();
  }
};

export type Totals = Record<
  'Present' | 'Late' | 'HalfDay' | 'Absent' | 'OnLeave' | 'Holiday' | 'WeeklyOff',
  number
>;

/**
 * Each seeded person's totals recounted with plain SQL over the stopped server's database, under
 * the default rules, with no code of the server's: what the sheet's totals must equal.
 */
export const recountAttendance = async (
  dataDir: string,
  companyId: number,
  month: { from: string; to: string },
): Promise<Map<number, Totals>> => {
  const rules = DEFAULT_ATTENDANCE_RULES;
  const db = await openDatabase(dataDir);
  try {
    const saved = await db.query('select 1 from attendance_settings where company_id = $1', [companyId]);
    if (saved.rows.length > 0) throw new Error('The recount assumes the default attendance rules');
    const rows = (
      await db.query<{ user_id: number } & { [K in keyof Totals as Lowercase<K>]: number }>(
        `with zone as (select time_zone as tz from companies where id = $1),
         grid as (
           select u.id as user_id, d.day,
             date_trunc('minute', (a.check_in_at at time zone zone.tz)::time) as check_in,
             date_trunc('minute', (a.check_out_at at time zone zone.tz)::time) as check_out,
             a.id is not null as checked,
             exists (select 1 from leaves l where l.company_id = $1 and l.user_id = u.id
               and l.status = 'approved' and d.day between l.from_date and l.to_date) as on_leave,
             exists (select 1 from holidays h where h.company_id = $1 and h.holiday_date = d.day) as holiday,
             trim(to_char(d.day, 'day')) = any($4::text[]) as day_off
           from users u
           cross join zone
           cross join (select g::date as day from generate_series($2::date, $3::date, interval '1 day') g) d
           left join attendances a on a.company_id = $1 and a.user_id = u.id and a.attendance_date = d.day
           where u.first_name = '${BENCH_NAME_PREFIX}'
         ),
         judged as (
           select *, checked and check_out is not null and check_out - check_in < make_interval(mins => $6) as half
           from grid
         )
         select user_id,
           count(*) filter (where checked and not half and check_in <= $5::time + make_interval(mins => $7))::int as present,
           count(*) filter (where checked and not half and check_in > $5::time + make_interval(mins => $7))::int as late,
           count(*) filter (where half)::int as halfday,
           count(*) filter (where not checked and on_leave)::int as onleave,
           count(*) filter (where not checked and not on_leave and holiday)::int as holiday,
           count(*) filter (where not checked and not on_leave and not holiday and day_off)::int as weeklyoff,
           count(*) filter (where not checked and not on_leave and not holiday and not day_off)::int as absent
         from judged group by user_id`,
        [
          companyId,
          month.from,
          month.to,
          rules.WeeklyOff,
          `${rules.OfficeStart}:00`,
          rules.HalfDayMinutes,
          rules.LateAfterMinutes,
        ],
      )
    ).rows;
    return new Map(
      rows.map((row) => [
        row.user_id,
        {
          Present: row.present,
          Late: row.late,
          HalfDay: row.halfday,
          Absent: row.absent,
          OnLeave: row.onleave,
          Holiday: row.holiday,
          WeeklyOff: row.weeklyoff,
        },
      ]),
    );
  } finally {
    await db.close();
  }
};
