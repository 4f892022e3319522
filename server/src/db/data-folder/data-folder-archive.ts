import { existsSync, type Stats } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extract, Header, Pack, ReadEntry } from 'tar';
import { z } from 'zod';

/**
 * A backup is one gzip tarball holding what a server on a new machine needs from the data folder:
 *
 *   backoffice-backup.json   what this archive is (read first by a restore)
 *   pglite.tar.gz            the embedded database, as PGlite dumps it (see pglite-snapshot.ts)
 *   app-secret.key           sign-in tokens and the authenticator secrets sealed in the database
 *   vapid-keys.json          the key pair browsers' push subscriptions are bound to
 *   uploads/…                the files records name
 *
 * A backup from before this format is PGlite's dump alone; a restore still takes it (database only).
 */
export const BACKUP_MANIFEST = 'backoffice-backup.json';
export const DATABASE_DUMP = 'pglite.tar.gz';
export const UPLOADS_FOLDER = 'uploads';
/** The data folder's own files a restored server needs, beside the database. */
export const FOLDER_FILES = ['app-secret.key', 'vapid-keys.json'] as const;
/** What a restore may put back into the data folder, in that order. */
export const RESTORED_ITEMS = [...FOLDER_FILES, UPLOADS_FOLDER] as const;
export type RestoredItem = (typeof RESTORED_ITEMS)[number];

const BACKUP_FORMAT = 1;

const manifestSchema = z.object({
  format: z.number().int(),
  takenAt: z.string(),
  items: z.array(z.enum(RESTORED_ITEMS)),
});

/** An entry made from bytes in memory (the manifest, the database dump), readable by the owner only. */
const memoryEntry = (path: string, data: Buffer, at: Date): ReadEntry => {
  const entry = new ReadEntry(new Header({ path, mode: 0o600, size: data.length, type: 'File', mtime: at }));
  entry.end(data);
  return entry;
};

/** Regular files and folders only: a link in uploads/ would pull in whatever it points at. */
const plainFileOrFolder = (_path: string, stat: Stats | ReadEntry): boolean =>
  stat instanceof ReadEntry || stat.isFile() || stat.isDirectory();

/**
 * Packs the database dump with the folder's files. Call it right after the dump, never before:
 * a record is written after the upload it names (and uploads are only deleted when no record names
 * them), so files read after the dump cover every record in it. A file written since is harmless
 * (no record in this backup names it); the other order could hold a record without its file.
 */
export const archiveDataFolder = async (dataDir: string, databaseDump: Buffer, at: Date): Promise<Buffer> => {
  const items = RESTORED_ITEMS.filter((item) => existsSync(join(dataDir, item)));
  const manifest = { format: BACKUP_FORMAT, takenAt: at.toISOString(), items };
  const pack = new Pack({ cwd: dataDir, gzip: true, portable: true, filter: plainFileOrFolder });
  pack.add(memoryEntry(BACKUP_MANIFEST, Buffer.from(JSON.stringify(manifest)), at));
  pack.add(memoryEntry(DATABASE_DUMP, databaseDump, at));
  for (const item of items) pack.add(item);
  pack.end();
  return Buffer.from(await pack.concat());
};

export interface UnpackedBackup {
  /** The folder the archive was unpacked into. */
  dir: string;
  takenAt: string;
  /** The data folder's files the backup holds (what it lacks is left as it is on restore). */
  items: RestoredItem[];
  databaseDump: Buffer<ArrayBuffer>;
}

const mayUnpack = (path: string, entry: Stats | ReadEntry): boolean => {
  if (!(entry instanceof ReadEntry) || (entry.type !== 'File' && entry.type !== 'Directory')) return false;
  const name = path.replace(/^\.\//, '');
  return (
    name === BACKUP_MANIFEST ||
    name === DATABASE_DUMP ||
    (FOLDER_FILES as readonly string[]).includes(name) ||
    name === UPLOADS_FOLDER ||
    name.startsWith(`${UPLOADS_FOLDER}/`)
  );
};

/**
 * Unpacks a backup into `dir` (a new folder): only the names above, only files and folders (tar
 * itself refuses absolute paths and `..`). Null when the file is not such an archive, which a
 * restore then tries as a plain PGlite dump, the format of older backups.
 */
export const unpackBackup = async (file: string, dir: string): Promise<UnpackedBackup | null> => {
  await mkdir(dir, { recursive: true });
  try {
    await extract({ file, cwd: dir, strict: true, filter: mayUnpack });
  } catch {
    return null;
  }
  if (!existsSync(join(dir, BACKUP_MANIFEST))) return null;
  const manifest = manifestSchema.parse(JSON.parse(await readFile(join(dir, BACKUP_MANIFEST), 'utf8')));
  if (manifest.format !== BACKUP_FORMAT) {
    throw new Error(`it is a backup of format ${manifest.format}, made by a newer version of Back Office`);
  }
  const items = manifest.items.filter((item) => existsSync(join(dir, item)));
  if (items.length !== manifest.items.length) throw new Error('the archive lacks files its manifest lists');
  // Keys are secrets whatever mode the archive gave them.
  for (const item of FOLDER_FILES) if (items.includes(item)) await chmod(join(dir, item), 0o600);
  return { dir, takenAt: manifest.takenAt, items, databaseDump: await readFile(join(dir, DATABASE_DUMP)) };
};
