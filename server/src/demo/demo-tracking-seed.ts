import { nepalInstant, nepalLocal } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  companyUsers,
  locationPoints,
  partiesTable,
  roles,
  salesPersonsTable,
  userRoles,
  users,
  visits,
  widgetOriginsTable,
} from '../db/schema/index.js';
import { seededRandom } from './demo-random.js';

/** The example dispatcher's dashboard (examples/dispatcher-dashboard) runs here; its API key is made in the portal. */
export const EXAMPLE_DISPATCHER_ORIGINS = ['http://localhost:4300', 'http://127.0.0.1:4300'] as const;

/**
 * Location tracks and visits for the demo, so the live and travel maps show something on a
 * fresh start: each linked sales person (sales1 Hari in Pokhara, sales2 Maya in Kathmandu; with the
 * field force option also sales3 … sales5, password Sales@123) gets a day of fixes yesterday and the
 * hours up to the seed time today, moving between their parties and other places of their town, with
 * visits at the parties. Generated, deterministic, about 400 fixes a person in bulk inserts.
 */

const FIX_EVERY_MS = 90_000;
const DWELL_MS = 15 * 60_000;
const DAY_MS = 86_400_000;

type LatLon = [number, number];

interface TrackedPerson {
  fullName: string;
  username: string;
  /** Where the day starts (the depot or home) and other places passed through. */
  start: LatLon;
  places: LatLon[];
  parties: string[];
  kmh: number;
}

const KATHMANDU_PLACES: LatLon[] = [
  [27.7172, 85.324], // Thamel
  [27.6939, 85.3157], // Tripureshwor
  [27.7006, 85.3332], // Putalisadak
  [27.6766, 85.3151], // Patan Dhoka
  [27.7215, 85.362], // Boudha
  [27.6861, 85.3493], // Tinkune
  [27.7105, 85.3006], // Swayambhu
];

const PEOPLE: TrackedPerson[] = [
  {
    fullName: 'Hari Gurung',
    username: 'sales1',
    start: [28.2155, 83.9565],
    places: [
      [28.2096, 83.9856],
      [28.2239, 83.9897],
      [28.1932, 83.9701],
    ],
    parties: ['Lakeside Mart', 'Fewa Grocery', 'Annapurna Kirana Pasal'],
    kmh: 18,
  },
  {
    fullName: 'Maya Rai',
    username: 'sales2',
    start: [27.7172, 85.324],
    places: KATHMANDU_PLACES.slice(1, 4),
    parties: ['Bishnu Traders', 'Asan Wholesale Centre', 'Shrestha General Store'],
    kmh: 22,
  },
  {
    fullName: 'Suman Tamang',
    username: 'sales3',
    start: [27.6861, 85.3493],
    places: KATHMANDU_PLACES.slice(3, 6),
    parties: ['Everest Pharmacy', 'Koteshwor Suppliers'],
    kmh: 25,
  },
  {
    fullName: 'Anil Karki',
    username: 'sales4',
    start: [27.7105, 85.3006],
    places: [KATHMANDU_PLACES[0], KATHMANDU_PLACES[4], KATHMANDU_PLACES[2]].filter((p) => p !== undefined),
    parties: ['Asan Wholesale Centre', 'Bishnu Traders'],
    kmh: 30,
  },
  {
    fullName: 'Sunita Lama',
    username: 'sales5',
    start: [27.6766, 85.3151],
    places: [KATHMANDU_PLACES[1], KATHMANDU_PLACES[5], KATHMANDU_PLACES[6]].filter((p) => p !== undefined),
    parties: ['Shrestha General Store', 'Everest Pharmacy'],
    kmh: 16,
  },
];

/** The new demo sales persons (Hari, Maya and Suman exist already). */
const NEW_PEOPLE = [
  { fullName: 'Anil Karki', code: 'EMP-004', phone: '+9779801000004', first: 'Anil', last: 'Karki' },
  { fullName: 'Sunita Lama', code: 'EMP-005', phone: '+9779801000005', first: 'Sunita', last: 'Lama' },
] as const;

const metres = (a: LatLon, b: LatLon): number => {
  const dLat = (b[0] - a[0]) * 111_320;
  const dLon = (b[1] - a[1]) * 111_320 * Math.cos((a[0] * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
};

interface Stop {
  at: LatLon;
  party: string | null;
}

interface Generated {
  points: { at: number; position: LatLon; accuracy: number }[];
  visits: { party: string; position: LatLon; checkIn: number; checkOut: number | null }[];
}

/**
 * The stops in the order a person would drive them: from the start always to the nearest stop not
 * yet visited, so a round is a loop through town rather than a star of trips back and forth.
 */
const tourOf = (stops: Stop[]): Stop[] => {
  const [first, ...rest] = stops;
  if (!first) return [];
  const tour = [first];
  let here = first.at;
  while (rest.length > 0) {
    let nearest = 0;
    rest.forEach((stop, index) => {
      const best = rest[nearest];
      if (best && metres(here, stop.at) < metres(here, best.at)) nearest = index;
    });
    const [stop] = rest.splice(nearest, 1);
    if (!stop) break;
    tour.push(stop);
    here = stop.at;
  }
  return tour;
};

/**
 * Walks from stop to stop along straight segments at the person's speed, a fix every 90 s with a
 * few metres of noise, dwelling 15 minutes at each stop (a visit when it is a party).
 */
const generateDay = (stops: Stop[], from: number, to: number, kmh: number, next: () => number): Generated => {
  const out: Generated = { points: [], visits: [] };
  const speed = (kmh * 1000) / 3_600_000; // metres per ms
  let t = from;
  let here = stops[0]?.at ?? [27.7, 85.32];
  let stopIndex = 1;
  while (t <= to) {
    const stop = stops[stopIndex % stops.length];
    if (!stop) break;
    const distance = metres(here, stop.at);
    const travel = distance / speed;
    // Fixes along the segment.
    for (let elapsed = 0; elapsed < travel && t <= to; elapsed += FIX_EVERY_MS, t += FIX_EVERY_MS) {
      const share = elapsed / travel;
      const noise = () => (next() - 0.5) * 0.0001;
      out.points.push({
        at: t,
        position: [
          here[0] + (stop.at[0] - here[0]) * share + noise(),
          here[1] + (stop.at[1] - here[1]) * share + noise(),
        ],
        accuracy: Math.round(5 + next() * 20),
      });
    }
    if (t > to) break;
    here = stop.at;
    const arrive = t;
    for (const end = t + DWELL_MS; t < end && t <= to; t += FIX_EVERY_MS) {
      out.points.push({ at: t, position: [here[0] + (next() - 0.5) * 0.00005, here[1]], accuracy: 8 });
    }
    if (stop.party)
      out.visits.push({ party: stop.party, position: here, checkIn: arrive, checkOut: t <= to ? t : null });
    stopIndex += 1;
  }
  return out;
};

/** Sign-in users sales3 … sales5 (sales1's password) and the two new sales persons, linked. */
const addSalesUsers = async (tx: Database, companyId: number, addedBy: number): Promise<void> => {
  const [template] = await tx
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.username, 'sales1'));
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, 'Sales Person')));
  const [supervisor] = await tx
    .select({ id: salesPersonsTable.id, territory: salesPersonsTable.TerritoryId })
    .from(salesPersonsTable)
    .where(
      and(eq(salesPersonsTable.companyId, companyId), eq(salesPersonsTable.FullName, 'Bikash Shrestha')),
    );
  const accounts = [
    { username: 'sales3', first: 'Suman', last: 'Tamang', fullName: 'Suman Tamang' },
    ...NEW_PEOPLE.map((p, i) => ({
      username: `sales${i + 4}`,
      first: p.first,
      last: p.last,
      fullName: p.fullName,
    })),
  ];
  for (const account of accounts) {
    const [user] = await tx
      .insert(users)
      .values({
        username: account.username,
        email: `${account.first.toLowerCase()}@himalayantraders.example`,
        firstName: account.first,
        lastName: account.last,
        passwordHash: template?.hash ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('seed: sales user not created');
    await tx.insert(companyUsers).values({ companyId, userId: user.id, userType: 'salesPerson' });
    if (role) await tx.insert(userRoles).values({ companyId, userId: user.id, roleId: role.id, position: 0 });
    const fresh = NEW_PEOPLE.find((p) => p.fullName === account.fullName);
    if (fresh) {
      await tx.insert(salesPersonsTable).values({
        companyId,
        createdBy: addedBy,
        updatedBy: addedBy,
        FullName: fresh.fullName,
        EmployeeCode: fresh.code,
        Type: 'salesPerson',
        Phone: fresh.phone,
        SupervisorId: supervisor ? Number(supervisor.id) : null,
        TerritoryId: supervisor?.territory ?? null,
        Status: 'approved',
        IsActive: true,
        UserId: user.id,
      });
    } else {
      await tx
        .update(salesPersonsTable)
        .set({ UserId: user.id })
        .where(
          and(eq(salesPersonsTable.companyId, companyId), eq(salesPersonsTable.FullName, account.fullName)),
        );
    }
  }
};

/** Tracks and visits of the listed demo people who are linked to a sign-in. */
const seedTracks = async (
  tx: Database,
  companyId: number,
  usernames: readonly string[],
  now: Date,
): Promise<void> => {
  const people = await tx
    .select({
      id: salesPersonsTable.id,
      fullName: salesPersonsTable.FullName,
      userId: salesPersonsTable.UserId,
    })
    .from(salesPersonsTable)
    .where(eq(salesPersonsTable.companyId, companyId));
  const partyRows = await tx
    .select({
      id: partiesTable.id,
      name: partiesTable.Name,
      latitude: partiesTable.Latitude,
      longitude: partiesTable.Longitude,
    })
    .from(partiesTable)
    .where(eq(partiesTable.companyId, companyId));
  const parties = new Map(
    partyRows.map((row) => [
      String(row.name),
      { id: Number(row.id), at: [Number(row.latitude), Number(row.longitude)] as LatLon },
    ]),
  );

  const today = nepalLocal(now.getTime()).date;
  const yesterday = nepalLocal(now.getTime() - DAY_MS).date;
  const nowMs = now.getTime() - 60_000;
  const todayFrom = Math.max(nepalInstant(today, '09:00:00') ?? 0, nowMs - 8 * 3_600_000);
  const windows: [number, number][] = [
    [nepalInstant(yesterday, '09:00:00') ?? 0, nepalInstant(yesterday, '17:30:00') ?? 0],
    // Before 09:30 the day has barely begun: the last hour, so the live map is never empty.
    [Math.min(todayFrom, nowMs - 3_600_000), nowMs],
  ];

  const pointRows: (typeof locationPoints.$inferInsert)[] = [];
  const visitRows: (typeof visits.$inferInsert)[] = [];
  PEOPLE.forEach((plan, personIndex) => {
    if (!usernames.includes(plan.username)) return;
    const person = people.find((row) => row.fullName === plan.fullName);
    if (!person || person.userId === null) return;
    const salesPersonId = Number(person.id);
    const userId = Number(person.userId);
    windows.forEach(([from, to], dayIndex) => {
      const next = seededRandom(personIndex * 31 + dayIndex + 7);
      const partyStops: Stop[] = plan.parties.flatMap((name) => {
        const found = parties.get(name);
        return found ? [{ at: found.at, party: name }] : [];
      });
      const placeStops: Stop[] = plan.places.map((at) => ({ at, party: null }));
      const stops: Stop[] = [{ at: plan.start, party: null }];
      for (let i = 0; i < Math.max(partyStops.length, placeStops.length); i += 1) {
        const partyStop = partyStops[(i + dayIndex) % Math.max(1, partyStops.length)];
        const placeStop = placeStops[i % Math.max(1, placeStops.length)];
        if (partyStop) stops.push(partyStop);
        if (placeStop) stops.push(placeStop);
      }
      const day = generateDay(tourOf(stops), from, to, plan.kmh, next);
      for (const point of day.points) {
        const local = nepalLocal(point.at);
        pointRows.push({
          companyId,
          userId,
          salesPersonId,
          deviceAt: new Date(point.at),
          deviceDate: local.date,
          deviceTime: local.time,
          latitude: point.position[0],
          longitude: point.position[1],
          accuracy: point.accuracy,
          locationName: null,
          receivedAt: new Date(Math.min(point.at + 30_000, now.getTime())),
        });
      }
      for (const visit of day.visits) {
        visitRows.push({
          companyId,
          salesPersonId,
          userId,
          partyId: parties.get(visit.party)?.id ?? null,
          latitude: visit.position[0],
          longitude: visit.position[1],
          locationName: visit.party,
          checkInAt: new Date(visit.checkIn),
          checkOutAt: visit.checkOut === null ? null : new Date(visit.checkOut),
          remarks: visit.checkOut === null ? null : 'Stock checked, order discussed.',
          createdAt: new Date(visit.checkIn),
        });
      }
    });
  });
  for (let i = 0; i < pointRows.length; i += 1000) {
    await tx
      .insert(locationPoints)
      .values(pointRows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  if (visitRows.length > 0) await tx.insert(visits).values(visitRows);
};

/**
 * Three more field sales people with sign-ins (sales3 Suman, sales4 Anil, sales5 Sunita) and their
 * tracks, for the maps and the field simulator, and the example dispatcher's origins. Kept apart from the base demo: the integration suite's
 * template leaves them out, as its lists assert the base demo's people.
 */
export const seedDemoFieldForce = async (
  tx: Database,
  companyId: number,
  addedBy: number,
  now: Date,
): Promise<void> => {
  await addSalesUsers(tx, companyId, addedBy);
  await seedTracks(tx, companyId, ['sales3', 'sales4', 'sales5'], now);
  await tx.insert(widgetOriginsTable).values(
    EXAMPLE_DISPATCHER_ORIGINS.map((Origin) => ({
      companyId,
      Origin,
      Note: "The example dispatcher's dashboard",
      createdBy: addedBy,
    })),
  );
};

export const seedDemoTracking = async (
  tx: Database,
  companyId: number,
  addedBy: number,
  now: Date,
  options: { fieldForce?: boolean } = {},
): Promise<void> => {
  await seedTracks(tx, companyId, ['sales1', 'sales2'], now);
  if (options.fieldForce) await seedDemoFieldForce(tx, companyId, addedBy, now);
};
