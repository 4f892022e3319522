#!/usr/bin/env node
// Field simulator (issue 7): N sales persons move through the valley and send their fixes in
// batches to POST /location/savebatch, as the field app does. Plain Node (20+), no dependencies.
// Usage: node examples/field-simulator/field-simulator.mjs --base http://localhost:8080 --users 5
import { pathToFileURL } from 'node:url';

const API = '/api/v1';
const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
/** Kathmandu valley, for random waypoints when a sales person has no beat for today. */
const VALLEY = { south: 27.67, north: 27.74, west: 85.29, east: 85.36 };

const DEFAULTS = {
  base: 'http://localhost:8080',
  companyId: 1,
  users: 5,
  password: 'Sales@123',
  tokens: [],
  admin: { userName: 'admin', password: 'Admin@123' },
  intervalSeconds: 30,
  speedUp: 1,
  durationSeconds: 600,
  batchSize: 10,
  resendRate: 0.1,
  outOfOrderRate: 0.1,
  seed: 7,
  /** The clock device times are stamped by (a test passes its server's clock). */
  now: () => Date.now(),
  log: () => undefined,
};

/** Nepal local date and time of an instant, as the field app sends them. */
const nepalLocal = (at) => {
  const iso = new Date(at + NEPAL_OFFSET_MS).toISOString();
  return { DeviceDate: iso.slice(0, 10), DeviceTime: iso.slice(11, 19) };
};

const random = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
};

const metres = (a, b) => {
  const dLat = (b.latitude - a.latitude) * 111_320;
  const dLon = (b.longitude - a.longitude) * 111_320 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dLat, dLon);
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const call = async (options, method, path, { token, form, json } = {}) => {
  const headers = { CompanyId: String(options.companyId) };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(form).toString();
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }
  const response = await fetch(`${options.base}${API}${path}`, { method, headers, body });
  const envelope = await response
    .json()
    .catch(() => ({ Code: response.status, Message: 'Not JSON', Data: null }));
  return { status: response.status, ...envelope };
};

const signIn = async (options, userName, password) => {
  const answer = await call(options, 'POST', '/user/login/admin', {
    form: { UserName: userName, Password: password },
  });
  if (answer.status !== 200 || !answer.Data?.Token)
    throw new Error(`${userName} could not sign in: ${answer.Message}`);
  return answer.Data.Token;
};

/**
 * Where each sales person is now and what their beat is today, read as the office does (the live
 * map and the beat plan): continuing from the newest stored point keeps the first fix plausible.
 * Without an admin sign-in, everybody starts at a random place in the valley.
 */
const officeView = async (options) => {
  if (!options.admin) return { live: [], token: null };
  try {
    const token = await signIn(options, options.admin.userName, options.admin.password);
    const live = await call(options, 'GET', '/visit/currentlocation', { token });
    return { live: live.status === 200 ? live.Data : [], token };
  } catch (error) {
    options.log(`office view unavailable: ${error.message}`);
    return { live: [], token: null };
  }
};

const beatOf = async (options, adminToken, salesPersonId, now) => {
  if (!adminToken || !salesPersonId) return [];
  const local = nepalLocal(now);
  const [year, month, day] = local.DeviceDate.split('-').map(Number);
  const answer = await call(
    options,
    'GET',
    `/beatplan/listbyuser?year=${year}&month=${month}&day=${day}&salesPersonId=${salesPersonId}`,
    { token: adminToken },
  );
  if (answer.status !== 200 || !Array.isArray(answer.Data)) return [];
  return answer.Data.filter((stop) => stop.Latitude !== null && stop.Longitude !== null).map((stop) => ({
    latitude: Number(stop.Latitude),
    longitude: Number(stop.Longitude),
  }));
};

const randomWaypoint = (next, around) =>
  around
    ? {
        latitude: around.latitude + (next() - 0.5) * 0.05,
        longitude: around.longitude + (next() - 0.5) * 0.05,
      }
    : {
        latitude: VALLEY.south + next() * (VALLEY.north - VALLEY.south),
        longitude: VALLEY.west + next() * (VALLEY.east - VALLEY.west),
      };

/** Moves a walker along straight segments toward its waypoints, by the time elapsed. */
const advance = (walker, elapsedMs, next) => {
  let remaining = (walker.kmh / 3.6) * (elapsedMs / 1000);
  while (remaining > 0) {
    const target = walker.waypoints[walker.target % walker.waypoints.length];
    const distance = metres(walker.position, target);
    if (distance <= remaining) {
      walker.position = { ...target };
      remaining -= distance;
      walker.target += 1;
      walker.kmh = 10 + next() * 30;
      if (distance === 0) break;
    } else {
      const share = remaining / distance;
      walker.position = {
        latitude: walker.position.latitude + (target.latitude - walker.position.latitude) * share,
        longitude: walker.position.longitude + (target.longitude - walker.position.longitude) * share,
      };
      remaining = 0;
    }
  }
};

/**
 * Runs the simulation and answers the counts. The simulated clock runs `speedUp` times faster and
 * is set to reach the real clock at the end, so no fix is ever stamped in the future; a person
 * whose newest stored point is later waits until the clock passes it.
 */
export const runFieldSimulator = async (given = {}) => {
  const options = { ...DEFAULTS, ...given };
  const next = random(options.seed);
  const counts = {
    users: 0,
    batches: 0,
    pointsSent: 0,
    accepted: 0,
    duplicates: 0,
    rejected: 0,
    resentBatches: 0,
    outOfOrderBatches: 0,
    errors: 0,
  };
  // sales1, sales2 … : a name that cannot sign in (not in this demo) is left out and logged.
  const signedIn = options.tokens.length
    ? options.tokens.map((token) => ({ token, username: null }))
    : (
        await Promise.all(
          Array.from({ length: options.users }, async (_, i) => {
            const username = `sales${i + 1}`;
            try {
              return { token: await signIn(options, username, options.password), username };
            } catch (error) {
              options.log(error.message);
              return null;
            }
          }),
        )
      ).filter((entry) => entry !== null);
  if (signedIn.length === 0) throw new Error('No sales person could sign in.');
  const tokens = signedIn.map((entry) => entry.token);
  const usernames = signedIn.map((entry) => entry.username);
  const realStart = Date.now();
  const clockOffset = options.now() - realStart;
  const simStart = realStart + clockOffset - options.durationSeconds * 1000 * (1 - 1 / options.speedUp);
  const { live, token: adminToken } = await officeView(options);

  const walkers = await Promise.all(
    tokens.map(async (token, i) => {
      const known = live.find((row) => row.UserName === usernames[i]);
      const position = known
        ? { latitude: known.Latitude, longitude: known.Longitude }
        : randomWaypoint(next);
      const lastAt = known
        ? Date.parse(`${known.DeviceDate}T${known.DeviceTime}Z`) - NEPAL_OFFSET_MS
        : simStart - 1;
      const beat = await beatOf(options, adminToken, known?.SalesPersonId, options.now());
      const waypoints = beat.length
        ? beat
        : Array.from({ length: 4 }, () => randomWaypoint(next, known ? position : null));
      return {
        token,
        position,
        lastAt,
        waypoints,
        target: 0,
        kmh: 10 + next() * 30,
        pending: [],
        previous: null,
        held: null,
      };
    }),
  );
  counts.users = walkers.length;

  const send = async (walker, points) => {
    const answer = await call(options, 'POST', '/location/savebatch', {
      token: walker.token,
      json: { Points: points },
    });
    counts.batches += 1;
    counts.pointsSent += points.length;
    if (answer.status !== 200) {
      counts.errors += 1;
      options.log(`batch refused (${answer.status}): ${answer.Message}`);
      return;
    }
    counts.accepted += answer.Data.Accepted;
    counts.duplicates += answer.Data.Duplicates;
    counts.rejected += answer.Data.Rejected.length;
  };

  const flush = async (walker, final) => {
    if (walker.pending.length < options.batchSize && !(final && walker.pending.length)) return;
    const batch = walker.pending;
    walker.pending = [];
    // A flaky network: the phone did not hear the answer and sends the last batch again.
    if (walker.previous && next() < options.resendRate) {
      counts.resentBatches += 1;
      await send(walker, walker.previous);
    }
    // A batch held back and sent after the next one: the server must take it out of order.
    if (!final && !walker.held && next() < options.outOfOrderRate) {
      walker.held = batch;
      counts.outOfOrderBatches += 1;
      return;
    }
    await send(walker, batch);
    walker.previous = batch;
    if (walker.held) {
      const held = walker.held;
      walker.held = null;
      await send(walker, held);
    }
  };

  const intervalMs = options.intervalSeconds * 1000;
  const realDurationMs = (options.durationSeconds * 1000) / options.speedUp;
  for (;;) {
    const elapsed = Date.now() - realStart;
    const simNow = Math.min(simStart + elapsed * options.speedUp, options.now() - 1000);
    for (const walker of walkers) {
      while (Math.max(walker.lastAt + intervalMs, simStart) <= simNow) {
        const at = Math.max(walker.lastAt + intervalMs, simStart);
        // After a long pause (last night's point) the person starts where they stopped.
        advance(walker, Math.min(at - walker.lastAt, intervalMs), next);
        walker.lastAt = at;
        walker.pending.push({
          ...nepalLocal(at),
          Latitude: Number((walker.position.latitude + (next() - 0.5) * 0.00004).toFixed(6)),
          Longitude: Number((walker.position.longitude + (next() - 0.5) * 0.00004).toFixed(6)),
          Accuracy: Math.round(4 + next() * 20),
        });
        await flush(walker, false);
      }
    }
    if (elapsed >= realDurationMs) break;
    await sleep(Math.max(50, Math.min(intervalMs / options.speedUp, realDurationMs - elapsed)));
  }
  for (const walker of walkers) {
    await flush(walker, true);
    if (walker.held) {
      await send(walker, walker.held);
      walker.held = null;
    }
  }
  return counts;
};

const parseArgs = (argv) => {
  const options = { log: (line) => console.log(line) };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--no-admin') {
      options.admin = null;
      continue;
    }
    const [flag, inline] = argv[i].split('=');
    const value = inline ?? argv[++i];
    switch (flag) {
      case '--base':
        options.base = value.replace(/\/$/, '');
        break;
      case '--company':
        options.companyId = Number(value);
        break;
      case '--users':
        options.users = Number(value);
        break;
      case '--password':
        options.password = value;
        break;
      case '--tokens':
        options.tokens = value.split(',').filter(Boolean);
        break;
      case '--admin': {
        const [userName, password] = value.split(':');
        options.admin = { userName, password };
        break;
      }
      case '--interval':
        options.intervalSeconds = Number(value);
        break;
      case '--speed-up':
        options.speedUp = Number(value);
        break;
      case '--duration':
        options.durationSeconds = Number(value);
        break;
      case '--batch':
        options.batchSize = Number(value);
        break;
      case '--resend-rate':
        options.resendRate = Number(value);
        break;
      case '--out-of-order-rate':
        options.outOfOrderRate = Number(value);
        break;
      case '--seed':
        options.seed = Number(value);
        break;
      default:
        throw new Error(`Unknown option ${flag}: see README.md`);
    }
  }
  return options;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseArgs(process.argv.slice(2));
  runFieldSimulator(options).then(
    (counts) => console.log(JSON.stringify(counts, null, 2)),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
