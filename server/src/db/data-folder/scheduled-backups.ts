import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { writeFileAtomically } from './pglite-snapshot.js';

export interface BackupSchedule {
  dir: string;
  everyHours: number;
  keep: number;
}

/** backoffice-20250314T021500Z.tar.gz: the names sort by time, and say when they were taken. */
const NAME = /^backoffice-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

export const scheduledBackupName = (at: Date): string =>
  `backoffice-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;

const takenAt = (name: string): Date | null => {
  const parts = NAME.exec(name);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
};

/** The scheduled backups to delete so that the newest `keep` remain; other files are never touched. */
export const backupsToDrop = (names: readonly string[], keep: number): string[] =>
  names
    .filter((name) => takenAt(name))
    .sort()
    .slice(0, -keep);

/**
 * How long until the next backup is due: `everyHours` after the newest one in the folder, so a
 * server restarted more often than that still backs up on time (at once if one is overdue).
 */
export const nextBackupDelayMs = (names: readonly string[], everyHours: number, now: Date): number => {
  const times = names.map(takenAt).filter((time): time is Date => time !== null);
  if (times.length === 0) return 0;
  const newest = Math.max(...times.map((time) => time.getTime()));
  return Math.max(0, newest + everyHours * 3_600_000 - now.getTime());
};

export interface ScheduledBackupResult {
  file: string;
  bytes: number;
  dropped: string[];
}

/** Takes one backup into the folder and deletes the ones beyond the number to keep. */
export const takeScheduledBackup = async (
  schedule: BackupSchedule,
  snapshot: () => Promise<Buffer>,
  now: Date,
): Promise<ScheduledBackupResult> => {
  await mkdir(schedule.dir, { recursive: true });
  const data = await snapshot();
  const file = join(schedule.dir, scheduledBackupName(now));
  await writeFileAtomically(file, data);
  const dropped = backupsToDrop(await readdir(schedule.dir), schedule.keep);
  await Promise.all(dropped.map((name) => rm(join(schedule.dir, name), { force: true })));
  return { file, bytes: data.length, dropped };
};

/**
 * Backs up on a timer inside the server (which holds the folder's lock, so it is the one process
 * that may read the database). A failed backup is logged as an error and tried again at the next
 * turn; it never stops the server. Returns a stop function that waits for a backup under way.
 */
export const startScheduledBackups = (
  schedule: BackupSchedule,
  snapshot: () => Promise<Buffer>,
  logger: Logger,
  clock: () => Date = () => new Date(),
): (() => Promise<void>) => {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const every = schedule.everyHours * 3_600_000;

  const turn = async () => {
    try {
      const result = await takeScheduledBackup(schedule, snapshot, clock());
      logger.info(
        { file: result.file, bytes: result.bytes, dropped: result.dropped },
        'scheduled backup written',
      );
    } catch (error) {
      logger.error(
        { err: error, dir: schedule.dir },
        'scheduled backup failed; the next one is tried on time',
      );
    }
  };
  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = turn().finally(() => plan(every));
    }, delay);
    // The timer alone must not keep a stopping process alive.
    timer.unref();
  };

  running = (async () => {
    const names = await mkdir(schedule.dir, { recursive: true }).then(() => readdir(schedule.dir));
    plan(nextBackupDelayMs(names, schedule.everyHours, clock()));
  })().catch((error: unknown) => {
    logger.error(
      { err: error, dir: schedule.dir },
      'the backup folder cannot be read; scheduled backups are off',
    );
  });

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
};
