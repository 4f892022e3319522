import { HUB_EVENTS } from '@backoffice/shared/realtime/hub-contract';
import type {
  LiveLocation,
  LocationBatchResult,
  LocationPointInput,
  LocationTrackPoint,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import {
  PLAUSIBILITY_REASONS,
  TRACKING_LIMITS,
} from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locationPoints, users } from '../../db/schema/index.js';
import { HUB_EVENTS_CHANNEL, type HubEvent } from '../../realtime/hub-events.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API, signInAs } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

const userIdOf = async (app: TestApp, username: string): Promise<number> => {
  const [row] = await app.deps.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
};

const fixAt = (
  date: string,
  time: string,
  latitude: number,
  longitude: number,
  extra: Partial<LocationPointInput> = {},
): LocationPointInput => ({
  DeviceDate: date,
  DeviceTime: time,
  Latitude: latitude,
  Longitude: longitude,
  Accuracy: 10,
  ...extra,
});

interface PgliteLike {
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
}
interface PoolLike {
  connect: () => Promise<{
    query: (text: string) => Promise<unknown>;
    on: (event: 'notification', callback: (message: { payload?: string }) => void) => void;
    release: () => void;
  }>;
}

/**
 * Collects the hub events published on the database channel, through the driver under the test
 * app's Drizzle instance (PGlite in process, or a pooled PostgreSQL connection).
 */
const collectHubEvents = async (app: TestApp) => {
  const events: HubEvent[] = [];
  const receive = (payload: string | undefined) => {
    if (payload) events.push(JSON.parse(payload) as HubEvent);
  };
  const client = (app.deps.db as unknown as { $client: unknown }).$client;
  if (typeof (client as Partial<PgliteLike>).listen === 'function') {
    const stop = await (client as PgliteLike).listen(HUB_EVENTS_CHANNEL, receive);
    return { events, stop };
  }
  const connection = await (client as PoolLike).connect();
  connection.on('notification', (message) => receive(message.payload));
  await connection.query(`listen ${HUB_EVENTS_CHANNEL}`);
  return {
    events,
    stop: async () => {
      await connection.query(`unlisten ${HUB_EVENTS_CHANNEL}`);
      connection.release();
    },
  };
};
const SAVE = `${API}/location/savebatch`;
/** Twelve days before the suite's clock (10:00 in Kathmandu on 2026-11-22): no seeded points near. */
const DAY = '2026-11-10';

let app: TestApp;
let admin: string;
let staff: string;
let maya: string;
let mayaId: number;

const save = (token: string, points: unknown) =>
  app.post<LocationBatchResult>(SAVE, { token, json: { Points: points } });

const storedOn = async (userId: number, date: string): Promise<number> => {
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(locationPoints)
    .where(and(eq(locationPoints.userId, userId), eq(locationPoints.deviceDate, date)));
  return Number(row?.n ?? 0);
};

beforeAll(async () => {
  ({ app, admin, staff } = await startSalesTestApp());
  maya = await signInAs(app, 'sales2', 'Sales@123');
  mayaId = await userIdOf(app, 'sales2');
});
afterAll(async () => app.close());

describe('POST location/savebatch', () => {
  it('stores a batch, and a resent batch stores nothing twice', async () => {
    const batch = [
      fixAt(DAY, '09:00:00', 27.7, 85.32, { LocationName: 'Thamel' }),
      fixAt(DAY, '09:01:30', 27.7008, 85.3205),
      fixAt(DAY, '09:03:00', 27.7016, 85.321),
    ];
    const first = await save(maya, batch);
    expect(first.status, first.body.Message).toBe(200);
    expect(first.body.Data).toEqual({ Accepted: 3, Duplicates: 0, Rejected: [] });
    const again = await save(maya, batch);
    expect(again.body.Data).toEqual({ Accepted: 0, Duplicates: 3, Rejected: [] });
    expect(await storedOn(mayaId, DAY)).toBe(3);
  });

  it('accepts an out-of-order batch and a batch filling a gap, and answers the day in time order', async () => {
    const late = await save(maya, [
      fixAt(DAY, '09:30:00', 27.705, 85.325),
      fixAt(DAY, '09:10:00', 27.702, 85.322),
      fixAt(DAY, '09:20:00', 27.704, 85.323),
    ]);
    expect(late.body.Data).toEqual({ Accepted: 3, Duplicates: 0, Rejected: [] });
    const gap = await save(maya, [fixAt(DAY, '09:05:00', 27.7018, 85.3212)]);
    expect(gap.body.Data?.Accepted).toBe(1);
    const day = await app.get<LocationTrackPoint[]>(
      `${API}/visit/livelocation?date=${DAY}&userId=${mayaId}`,
      {
        token: admin,
      },
    );
    expect(day.status).toBe(200);
    expect(day.body.Data?.map((point) => point.DeviceTime)).toEqual([
      '09:00:00',
      '09:01:30',
      '09:03:00',
      '09:05:00',
      '09:10:00',
      '09:20:00',
      '09:30:00',
    ]);
    expect(day.body.Data?.[0]).toEqual({
      UserId: mayaId,
      UserName: 'sales2',
      LocationName: 'Thamel',
      DeviceDate: DAY,
      DeviceTime: '09:00:00',
      Latitude: 27.7,
      Longitude: 85.32,
      Accuracy: 10,
    });
  });

  it('refuses each implausible point by its index and keeps the rest', async () => {
    const result = await save(maya, [
      fixAt(DAY, '11:00:00', 0, 0),
      fixAt(DAY, '11:00:10', 95, 85.3),
      fixAt(DAY, '11:00:20', 27.7, -181),
      fixAt(DAY, '11:00:30', 27.7, 85.32, { Accuracy: 800 }),
      fixAt('2026-11-22', '10:30:00', 27.7, 85.32),
      fixAt(DAY, '11:01:00', 27.71, 85.33),
      // One minute after the point before, 20 km away.
      fixAt(DAY, '11:02:00', 27.89, 85.33),
      fixAt(DAY, '25:00:00', 27.7, 85.32),
    ]);
    expect(result.status).toBe(200);
    expect(result.body.Data).toEqual({
      Accepted: 1,
      Duplicates: 0,
      Rejected: [
        { Index: 0, Reason: PLAUSIBILITY_REASONS.zero },
        { Index: 1, Reason: PLAUSIBILITY_REASONS.latitude },
        { Index: 2, Reason: PLAUSIBILITY_REASONS.longitude },
        { Index: 3, Reason: PLAUSIBILITY_REASONS.accuracy },
        { Index: 4, Reason: PLAUSIBILITY_REASONS.future },
        { Index: 6, Reason: PLAUSIBILITY_REASONS.speed },
        { Index: 7, Reason: PLAUSIBILITY_REASONS.badDate },
      ],
    });
  });

  it('refuses a jump away from a stored point, even sent alone later', async () => {
    // The stored 09:30 point is at 27.705, 85.325; a minute later 15 km east is 900 km/h.
    const result = await save(maya, [fixAt(DAY, '09:31:00', 27.705, 85.48)]);
    expect(result.body.Data?.Rejected).toEqual([{ Index: 0, Reason: PLAUSIBILITY_REASONS.speed }]);
  });

  it('refuses a batch of the wrong shape or too big as a whole (400)', async () => {
    const tooMany = Array.from({ length: TRACKING_LIMITS.maxBatchPoints + 1 }, (_, i) =>
      fixAt(
        DAY,
        `12:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
        27.7,
        85.32,
      ),
    );
    expect((await save(maya, tooMany)).status).toBe(400);
    expect((await save(maya, [])).status).toBe(400);
    expect((await save(maya, [{ DeviceDate: DAY, DeviceTime: '10:00:00', Latitude: 'north' }])).status).toBe(
      400,
    );
  });

  it('takes points only from a sales person for themself: office users are 403', async () => {
    const point = [fixAt(DAY, '13:00:00', 27.7, 85.32)];
    const byAdmin = await save(admin, point);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({ Code: 403, Data: null });
    expect((await save(staff, point)).status).toBe(403);
  });

  it('tells the live maps when the newest point moves forward, and only then', async () => {
    const hub = await collectHubEvents(app);
    try {
      // Maya's seeded track ends just before 10:00 today; 10:04 is her newest now.
      const newer = await save(maya, [
        fixAt('2026-11-22', '10:03:00', 27.7, 85.33),
        fixAt('2026-11-22', '10:04:00', 27.701, 85.331, { LocationName: 'Putalisadak' }),
      ]);
      expect(newer.body.Data?.Accepted).toBe(2);
      await vi.waitFor(() => expect(hub.events.length).toBeGreaterThan(0));
      const [event] = hub.events;
      expect(event).toMatchObject({
        hub: 'notification',
        audience: { kind: 'company', companyId: 1, page: 'Visit' },
        target: HUB_EVENTS.locationUpdated,
      });
      const live = event?.args[0] as LiveLocation;
      expect(live).toMatchObject({
        UserId: mayaId,
        UserName: 'sales2',
        FullName: 'Maya Rai',
        DeviceDate: '2026-11-22',
        DeviceTime: '10:04:00',
        Latitude: 27.701,
        Longitude: 85.331,
        LocationName: 'Putalisadak',
      });
      // An older point (a late resend of the morning) does not move the live map.
      const older = await save(maya, [fixAt(DAY, '14:00:00', 27.7, 85.32)]);
      expect(older.body.Data?.Accepted).toBe(1);
      const marker = await save(maya, [fixAt('2026-11-22', '10:05:00', 27.7012, 85.3312)]);
      expect(marker.body.Data?.Accepted).toBe(1);
      await vi.waitFor(() => expect(hub.events).toHaveLength(2));
      expect((hub.events[1]?.args[0] as LiveLocation | undefined)?.DeviceTime).toBe('10:05:00');
    } finally {
      await hub.stop();
    }
  });
});

describe('retention', () => {
  it('reads the default and refuses a value out of range', async () => {
    const read = await app.get<{ RetentionDays: number; IsDefault: boolean }>(`${API}/location/settings`, {
      token: admin,
    });
    expect(read.body.Data).toMatchObject({
      RetentionDays: 90,
      IsDefault: true,
      Min: 7,
      Max: 3650,
      MayEdit: true,
    });
    for (const RetentionDays of ['6', '3651', 'ten']) {
      const refused = await app.post(`${API}/location/settings`, { token: admin, form: { RetentionDays } });
      expect(refused.status).toBe(400);
    }
    expect(
      (await app.post(`${API}/location/settings`, { token: staff, form: { RetentionDays: '30' } })).status,
    ).toBe(403);
  });

  it('purges points older than the retention after a batch, at most once an hour', async () => {
    const saved = await app.post(`${API}/location/settings`, { token: admin, form: { RetentionDays: '7' } });
    expect(saved.status, saved.body.Message).toBe(200);
    expect(await storedOn(mayaId, DAY)).toBeGreaterThan(0);
    // Twelve days old now, but the first batch of this app already purged within the hour.
    await save(maya, [fixAt('2026-11-22', '10:06:00', 27.7014, 85.3314)]);
    expect(await storedOn(mayaId, DAY)).toBeGreaterThan(0);
    app.clock.advance(61 * 60);
    const later = await save(maya, [fixAt('2026-11-22', '11:07:00', 27.702, 85.332)]);
    expect(later.body.Data?.Accepted).toBe(1);
    expect(await storedOn(mayaId, DAY)).toBe(0);
    // Yesterday's seeded track is within the seven days and stays.
    expect(await storedOn(mayaId, '2026-11-21')).toBeGreaterThan(0);
  });
});
