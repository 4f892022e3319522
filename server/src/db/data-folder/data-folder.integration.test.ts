import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, open, readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findFreePort,
  type ServerProcess,
  startServer as startServerProcess,
} from '../../../../tests/support/server-process.js';
import { TEST_PASSWORD_HASH_COST } from '../../test-support/password-cost.setup.js';
import { temporaryFolders } from '../../test-support/temporary-folders.js';

/**
 * The operator's promises about a data folder, on real server processes: one process per folder,
 * backups taken during writes that hold every acknowledged write, restore, and the message for a
 * damaged folder. Each command runs as an operator would run it (npm run backup / restore).
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_FROM_SOURCE = [
  '--conditions=source',
  '--import',
  'tsx',
  join(REPO_ROOT, 'server', 'src', 'main.ts'),
];
const API = '/api/v1';
/** The servers seed the demo accounts, hashing each password: at the test suites' cost, as they do. */
const QUICK_HASHING = { PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) };
const startServer = (options: Parameters<typeof startServerProcess>[0]) =>
  startServerProcess({ ...options, env: { ...QUICK_HASHING, ...options?.env } });
// Servers start from TypeScript with migrations and the demo seed: slow on a busy two-core machine.
const SLOW = 240_000;

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end with the given environment (DATABASE_URL from the shell removed). */
const run = async (command: string, args: string[], env: Record<string, string>): Promise<Finished> => {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...inherited, ...QUICK_HASHING, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
};

const npmRun = (script: 'backup' | 'restore', file: string, dataDir: string) =>
  run('npm', ['run', '--silent', script, '--', file], { DATA_DIR: dataDir });

const startSecondServer = async (dataDir: string): Promise<Finished> =>
  run(process.execPath, SERVER_FROM_SOURCE, {
    DATA_DIR: dataDir,
    PORT: String(await findFreePort()),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });

const signIn = async (baseUrl: string): Promise<string> => {
  const answer = await fetch(`${baseUrl}${API}/user/login/admin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', CompanyId: '1' },
    body: 'UserName=admin&Password=Admin@123',
  });
  const body = (await answer.json()) as { Data: { Token: string } | null };
  if (!body.Data) throw new Error(`sign-in failed: ${answer.status}`);
  return body.Data.Token;
};

interface Acknowledged {
  id: number;
  title: string;
  /** Position in the order of acknowledgements, compared with the backup's start. */
  order: number;
}

/** Saves a notice through the API; resolves once the server acknowledged it (200 with its id). */
const saveNotice = async (baseUrl: string, token: string, title: string): Promise<number> => {
  const answer = await fetch(`${baseUrl}${API}/notice/save`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      CompanyId: '1',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      Title: title,
      Description: 'Written while a backup ran',
      NoticeDate: '2026-01-05',
      Audience: 'all',
      IsActive: 'true',
    }).toString(),
  });
  const body = (await answer.json()) as { Message: string; Data: { Id: number } | null };
  if (answer.status !== 200 || !body.Data) throw new Error(`save failed (${answer.status}): ${body.Message}`);
  return body.Data.Id;
};

const noticeTitle = async (baseUrl: string, token: string, id: number): Promise<string | null> => {
  const answer = await fetch(`${baseUrl}${API}/notice/detail?id=${id}`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1' },
  });
  const body = (await answer.json()) as { Data: { Title: string } | null };
  return answer.status === 200 ? (body.Data?.Title ?? null) : null;
};

/** The smallest valid PNG (1×1, transparent): an upload the server checks by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Saves a notice with an attachment (multipart, as the Notice page does); answers the file's path. */
const saveNoticeWithAttachment = async (baseUrl: string, token: string): Promise<string> => {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    Title: 'With an attachment',
    Description: 'Its file must come back with a restore',
    NoticeDate: '2026-01-05',
    Audience: 'all',
    IsActive: 'true',
  }))
    form.append(name, value);
  form.append('Attachment', new Blob([PNG], { type: 'image/png' }), 'poster.png');
  const saved = await fetch(`${baseUrl}${API}/notice/save`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1' },
    body: form,
  });
  const body = (await saved.json()) as { Message: string; Data: { Id: number } | null };
  if (saved.status !== 200 || !body.Data) throw new Error(`save failed (${saved.status}): ${body.Message}`);
  const detail = await fetch(`${baseUrl}${API}/notice/detail?id=${body.Data.Id}`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1' },
  });
  const { Data } = (await detail.json()) as { Data: { Attachment: string | null } | null };
  if (!Data?.Attachment) throw new Error('the saved notice names no attachment');
  return Data.Attachment;
};

/** The deployment's VAPID public key: browsers' push subscriptions are bound to it. */
const vapidPublicKey = async (baseUrl: string, token: string): Promise<string> => {
  const answer = await fetch(`${baseUrl}${API}/pushsubscription/publickey`, {
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1' },
  });
  const body = (await answer.json()) as { Data: { PublicKey: string } | null };
  if (!body.Data) throw new Error(`no VAPID public key: ${answer.status}`);
  return body.Data.PublicKey;
};

/**
 * The data folder is the embedded database's alone, and these servers never use TEST_DATABASE_URL:
 * the suite's PostgreSQL pass would only run the same minutes again.
 */
const embeddedRun = !process.env.TEST_DATABASE_URL;

let root: string;
let dataDir: string;
let first: ServerProcess;
let token: string;
// Before the hooks below: the folder goes after the server using it has stopped.
const newFolder = temporaryFolders('bo-data-folder-');

beforeAll(async () => {
  if (!embeddedRun) return;
  root = await newFolder();
  dataDir = join(root, 'data');
  // With an empty backup folder, the first scheduled backup is due at once.
  first = await startServer({ entry: 'source', dataDir, env: { BACKUP_DIR: join(root, 'scheduled') } });
  token = await signIn(first.baseUrl);
}, SLOW);

afterAll(async () => {
  await first?.stop();
});

describe.runIf(embeddedRun)('one process per data folder', () => {
  it(
    'stops a second server on the same folder at once, naming the folder and the holder; the first keeps working',
    async () => {
      const second = await startSecondServer(dataDir);
      expect(second.code).not.toBe(0);
      expect(second.stderr).toContain(`The data folder ${await realpath(dataDir)} is in use by process `);
      expect(second.stderr).toMatch(/a Back Office server, started \d{4}-\d{2}-\d{2}T/);

      const id = await saveNotice(first.baseUrl, token, 'After the second start');
      expect(await noticeTitle(first.baseUrl, token, id)).toBe('After the second start');
      expect((await fetch(`${first.baseUrl}/readyz`)).status).toBe(200);
    },
    SLOW,
  );

  it(
    'refuses to restore into a folder a server holds',
    async () => {
      const restore = await npmRun('restore', join(root, 'any.tar.gz'), dataDir);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('cannot be read');
      // With a readable file, the lock is what refuses.
      const refused = await npmRun('restore', join(REPO_ROOT, 'package.json'), dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is in use by process');
    },
    SLOW,
  );
});

describe.runIf(embeddedRun)('backup and restore', () => {
  const backupFile = () => join(root, 'during-writes.tar.gz');
  const restoredDir = () => join(root, 'restored');

  it(
    'a backup taken during writes holds every write acknowledged before it started, and restores into a new folder with its uploads and keys',
    async () => {
      // Saved before the backup: the record names a file in uploads/ that must come back with it.
      const attachment = await saveNoticeWithAttachment(first.baseUrl, token);
      const publicKey = await vapidPublicKey(first.baseUrl, token);
      const acknowledged: Acknowledged[] = [];
      let order = 0;
      let writing = true;
      let backupStartedAt = Number.POSITIVE_INFINITY;
      let backupEndedAt = Number.POSITIVE_INFINITY;
      // Two writers, so writes are under way at every moment of the backup.
      const writer = async (name: string) => {
        for (let n = 0; writing; n += 1) {
          const title = `${name} ${n}`;
          const id = await saveNotice(first.baseUrl, token, title);
          order += 1;
          acknowledged.push({ id, title, order });
        }
      };
      const writers = [writer('Writer A'), writer('Writer B')];
      while (acknowledged.length < 20) await new Promise((resolve) => setImmediate(resolve));

      backupStartedAt = order;
      const backup = await npmRun('backup', backupFile(), dataDir);
      backupEndedAt = order;
      writing = false;
      await Promise.all(writers);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain('taken by the running server');
      // The backup really ran while writes were acknowledged.
      expect(backupEndedAt).toBeGreaterThan(backupStartedAt);

      const restore = await npmRun('restore', backupFile(), restoredDir());
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('There was no database there before.');
      expect(restore.stdout).toMatch(
        /Also restored: app-secret\.key, vapid-keys\.json, uploads\/ \([1-9]\d* files\)/,
      );

      const restored = await startServer({
        entry: 'source',
        dataDir: restoredDir(),
        env: { SEED_DEMO: 'false' },
      });
      try {
        // A sign-in made before the backup still holds: the folder's app-secret.key came back with it.
        const restoredToken = token;
        const served = await fetch(`${restored.baseUrl}${attachment}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
        expect(await vapidPublicKey(restored.baseUrl, restoredToken)).toBe(publicKey);
        const before = acknowledged.filter((write) => write.order <= backupStartedAt);
        expect(before.length).toBeGreaterThanOrEqual(20);
        const missing: string[] = [];
        for (const write of before) {
          if ((await noticeTitle(restored.baseUrl, restoredToken, write.id)) !== write.title)
            missing.push(write.title);
        }
        expect(missing).toEqual([]);
      } finally {
        await restored.stop();
      }
    },
    SLOW,
  );

  it(
    'the server takes the scheduled backup itself, and it restores',
    async () => {
      const scheduled = join(root, 'scheduled');
      const written = async () =>
        (await readdir(scheduled).catch(() => [])).filter((name) => name.endsWith('Z.tar.gz'));
      // Polled until the test's time runs out: the server writes it under its final name only when complete.
      while ((await written()).length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
      const [name] = await written();
      const restore = await npmRun('restore', join(scheduled, name ?? ''), join(root, 'from-scheduled'));
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
    },
    SLOW,
  );

  it(
    'a restore over a folder keeps the previous database and files aside, in one folder',
    async () => {
      const again = await npmRun('restore', backupFile(), restoredDir());
      expect(again.code).toBe(0);
      const aside = /What was there before is kept in (\S*before-restore-\S*):/.exec(again.stdout)?.[1];
      expect(aside, again.stdout).toBeDefined();
      expect((await readdir(aside ?? '')).sort()).toEqual([
        'app-secret.key',
        'pglite',
        'uploads',
        'vapid-keys.json',
      ]);
    },
    SLOW,
  );

  it(
    "an older backup, the database dump alone, still restores and leaves the folder's files as they are",
    async () => {
      const older = join(root, 'older');
      await mkdir(older);
      await extract({ file: backupFile(), cwd: older, filter: (path) => path === 'pglite.tar.gz' });
      const into = join(root, 'from-older');
      const restore = await npmRun('restore', join(older, 'pglite.tar.gz'), into);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('This backup holds the database only');
      expect(await readdir(into)).toEqual(['pglite']);
    },
    SLOW,
  );

  it(
    'a damaged folder stops the server with what is wrong and what to do',
    async () => {
      const control = await open(join(restoredDir(), 'pglite', 'global', 'pg_control'), 'r+');
      await control.write(Buffer.alloc(64, 0xab), 0, 64, 0);
      await control.close();
      const started = await startSecondServer(restoredDir());
      expect(started.code).toBe(1);
      const folder = join(await realpath(restoredDir()), 'pglite');
      expect(started.stderr).toContain(`The embedded database in ${folder} could not be opened`);
      expect(started.stderr).toContain('Its files look damaged or incomplete');
      expect(started.stderr).toContain('npm run restore -- ');
      expect(started.stderr).toContain('docs/operations.md');
    },
    SLOW,
  );
});
