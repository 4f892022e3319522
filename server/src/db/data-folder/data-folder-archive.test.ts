import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { create } from 'tar';
import { describe, expect, it } from 'vitest';
import { temporaryFolders } from '../../test-support/temporary-folders.js';
import { archiveDataFolder, unpackBackup } from './data-folder-archive.js';

const newFolder = temporaryFolders('bo-archive-');

describe('backup archives', () => {
  it('hold the database dump, the key files and uploads, and nothing else of the folder', async () => {
    const dataDir = await newFolder();
    await mkdir(join(dataDir, 'uploads', '1'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', '1', 'a.png'), 'png bytes');
    await writeFile(join(dataDir, 'app-secret.key'), 'secret', { mode: 0o644 });
    await writeFile(join(dataDir, 'vapid-keys.json'), '{"publicKey":"p"}');
    await writeFile(join(dataDir, 'channel.key'), 'not for backups');
    await mkdir(join(dataDir, 'pglite'));
    await writeFile(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    await writeFile(join(dataDir, 'outside.txt'), 'reached through a link');
    await symlink(join(dataDir, 'outside.txt'), join(dataDir, 'uploads', '1', 'link.png'));

    const at = new Date('2026-03-14T02:15:09Z');
    const archive = await archiveDataFolder(dataDir, Buffer.from('the dump'), at);
    const file = join(await newFolder(), 'backup.tar.gz');
    await writeFile(file, archive);
    const into = join(await newFolder(), 'unpacked');
    const unpacked = await unpackBackup(file, into);

    expect(unpacked).toMatchObject({
      takenAt: at.toISOString(),
      items: ['app-secret.key', 'vapid-keys.json', 'uploads'],
    });
    expect(unpacked?.databaseDump.toString()).toBe('the dump');
    expect(await readFile(join(into, 'uploads', '1', 'a.png'), 'utf8')).toBe('png bytes');
    expect(await readFile(join(into, 'app-secret.key'), 'utf8')).toBe('secret');
    expect((await stat(join(into, 'app-secret.key'))).mode & 0o777).toBe(0o600);
    expect(existsSync(join(into, 'channel.key'))).toBe(false);
    expect(existsSync(join(into, 'pglite'))).toBe(false);
    expect(existsSync(join(into, 'uploads', '1', 'link.png'))).toBe(false);
  });

  it('list only what the folder has: a key given by the environment is not in it', async () => {
    const dataDir = await newFolder();
    const file = join(await newFolder(), 'backup.tar.gz');
    await writeFile(file, await archiveDataFolder(dataDir, Buffer.from('dump'), new Date()));
    const unpacked = await unpackBackup(file, join(await newFolder(), 'unpacked'));
    expect(unpacked?.items).toEqual([]);
  });

  it('tell an older database-only backup (a tarball without the manifest) and a non-archive apart from one', async () => {
    const source = await newFolder();
    await writeFile(join(source, 'PG_VERSION'), '17');
    const legacy = join(await newFolder(), 'legacy.tar.gz');
    await create({ gzip: true, cwd: source, file: legacy }, ['PG_VERSION']);
    expect(await unpackBackup(legacy, join(await newFolder(), 'a'))).toBeNull();
    const text = join(await newFolder(), 'notes.txt');
    await writeFile(text, 'not a tarball at all');
    expect(await unpackBackup(text, join(await newFolder(), 'b'))).toBeNull();
  });

  it('refuse an archive with a name that climbs out of its folder, writing nothing outside', async () => {
    const source = join(await newFolder(), 'a', 'b');
    await mkdir(join(source, 'uploads'), { recursive: true });
    await writeFile(join(source, 'backoffice-backup.json'), '{"format":1,"takenAt":"x","items":[]}');
    await writeFile(join(source, 'pglite.tar.gz'), 'dump');
    await writeFile(join(source, '..', '..', 'evil.sh'), 'echo');
    const file = join(await newFolder(), 'crafted.tar.gz');
    await create({ gzip: true, cwd: source, file, preservePaths: true }, [
      'backoffice-backup.json',
      'pglite.tar.gz',
      'uploads/../../../evil.sh',
    ]);
    const parent = await newFolder();
    expect(await unpackBackup(file, join(parent, 'x', 'unpacked'))).toBeNull();
    expect(existsSync(join(parent, 'evil.sh'))).toBe(false);
  });
});
