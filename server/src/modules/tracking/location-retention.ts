import { RETENTION_LIMITS } from '@backoffice/shared/sales/tracking/location-retention';
import { PURGE_INTERVAL_HOURS } from '@backoffice/shared/sales/tracking/tracking.contract';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { locationPoints } from '../../db/schema/index.js';
import { readSetting } from '../settings/settings.repository.js';

/** The application setting holding a company's retention, in days. */
export const RETENTION_SETTING_KEY = 'LOCATION_RETENTION_DAYS';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The purge runs at most this often per company and process. */
export const PURGE_INTERVAL_MS = PURGE_INTERVAL_HOURS * 60 * 60 * 1000;

export interface RetentionSetting {
  days: number;
  isDefault: boolean;
}

/** The company's value, else the default; a value out of range (edited by hand) falls back too. */
export const readRetention = async (db: Database, companyId: number): Promise<RetentionSetting> => {
  const stored = (await readSetting(db, companyId, RETENTION_SETTING_KEY))?.value.trim() ?? '';
  const days = /^\d{1,5}$/.test(stored) ? Number(stored) : Number.NaN;
  return days >= RETENTION_LIMITS.min && days <= RETENTION_LIMITS.max
    ? { days, isDefault: false }
    : { days: RETENTION_LIMITS.default, isDefault: true };
};

/** Deletes the company's points whose device time is older than the retention; answers how many. */
export const purgeOldPoints = async (db: Database, companyId: number, now: Date): Promise<number> => {
  const { days } = await readRetention(db, companyId);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const removed = await db
    .delete(locationPoints)
    .where(and(eq(locationPoints.companyId, companyId), lt(locationPoints.deviceAt, cutoff)))
    .returning({ id: locationPoints.id });
  return removed.length;
};

/**
 * When each company was last purged, per app (one per process; tests each start their own). No
 * scheduler: the purge piggybacks on the batches that keep the table growing, at most hourly.
 */
const lastPurge = new WeakMap<AppDeps, Map<number, number>>();

/**
 * Runs the purge if this company's last one (in this process) is an hour old or more, after a batch
 * was stored. A failure is logged and left for the next batch: the batch itself is already saved.
 */
export const purgeIfDue = async (
  deps: AppDeps,
  companyId: number,
  now: Date,
  log: { warn: (obj: object, msg: string) => void },
): Promise<number | null> => {
  let companies = lastPurge.get(deps);
  if (!companies) {
    companies = new Map();
    lastPurge.set(deps, companies);
  }
  const last = companies.get(companyId);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS) return null;
  companies.set(companyId, now.getTime());
  try {
    return await purgeOldPoints(deps.db, companyId, now);
  } catch (error) {
    log.warn({ err: error, companyId }, 'location retention purge failed');
    return null;
  }
};
