import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { temporaryFolders } from '../../test-support/temporary-folders.js';
import {
  backupsToDrop,
  nextBackupDelayMs,
  scheduledBackupName,
  takeScheduledBackup,
} from './scheduled-backups.js';

const HOUR = 3_600_000;
const newFolder = temporaryFolders('bo-scheduled-');

describe('scheduled backup names and retention', () => {
  it('names a backup by its UTC time, to the second', () => {
    expect(scheduledBackupName(new Date('2026-03-14T02:15:09.123Z'))).toBe(
      'backoffice-20260314T021509Z.tar.gz',
    );
  });

  it('drops the oldest beyond the number to keep and never touches other files', () => {
    const names = [
      'backoffice-20260103T000000Z.tar.gz',
      'notes.txt',
      'backoffice-20260101T000000Z.tar.gz',
      'backoffice-20260102T000000Z.tar.gz',
      'backoffice-20260102T000000Z.tar.gz.1a2b3c4d.partial',
    ];
    expect(backupsToDrop(names, 2)).toEqual(['backoffice-20260101T000000Z.tar.gz']);
    expect(backupsToDrop(names, 3)).toEqual([]);
  });

  it('is due at once in an empty folder, then every interval after the newest backup', () => {
    const now = new Date('2026-01-02T06:00:00Z');
    expect(nextBackupDelayMs([], 24, now)).toBe(0);
    expect(nextBackupDelayMs(['backoffice-20260102T000000Z.tar.gz'], 24, now)).toBe(18 * HOUR);
    expect(nextBackupDelayMs(['backoffice-20251230T000000Z.tar.gz'], 24, now)).toBe(0);
  });

  it('writes a backup and keeps only the newest ones', async () => {
    const dir = await newFolder();
    const schedule = { dir, everyHours: 24, keep: 2 };
    let n = 0;
    const snapshot = async () => Buffer.from(`snapshot ${++n}`);
    for (const day of ['01', '02', '03']) {
      await takeScheduledBackup(schedule, snapshot, new Date(`2026-01-${day}T00:00:00Z`));
    }
    expect((await readdir(dir)).sort()).toEqual([
      'backoffice-20260102T000000Z.tar.gz',
      'backoffice-20260103T000000Z.tar.gz',
    ]);
    expect(await readFile(join(dir, 'backoffice-20260103T000000Z.tar.gz'), 'utf8')).toBe('snapshot 3');
  });

  it('leaves the folder as it was when the snapshot fails', async () => {
    const dir = await newFolder();
    await writeFile(join(dir, 'backoffice-20260101T000000Z.tar.gz'), 'old');
    const failing = async (): Promise<Buffer> => {
      throw new Error('database closed');
    };
    await expect(takeScheduledBackup({ dir, everyHours: 24, keep: 1 }, failing, new Date())).rejects.toThrow(
      'database closed',
    );
    expect(await readdir(dir)).toEqual(['backoffice-20260101T000000Z.tar.gz']);
  });
});
