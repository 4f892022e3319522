import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratePgliteHandle, openPglite } from '../db/database.js';
import { READINESS_TABLE_COUNT } from '../db/readiness-probe.js';
import { syncCatalogue } from '../db/sync-catalogue.js';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { startTestApp } from '../test-support/test-app.js';

const newFolder = temporaryFolders('bo-readiness-');

/** Overwrites the header of a table's first data page, as a disk fault would. */
const damageFirstPage = async (databaseDir: string, table: string): Promise<void> => {
  const handle = await openPglite({ dataDir: databaseDir });
  const found = await handle.client.query<{ file: string }>('select pg_relation_filepath($1) as file', [
    table,
  ]);
  // The page must be on disk (not only in PGlite's memory) before the files are touched.
  await handle.client.exec('checkpoint');
  await handle.close();
  const file = await open(join(databaseDir, found.rows[0]?.file ?? 'missing'), 'r+');
  await file.write(Buffer.alloc(64, 0xab), 0, 64, 0);
  await file.close();
};

describe('/readyz', () => {
  it('is 200 when every table can be read', async () => {
    expect(READINESS_TABLE_COUNT).toBeGreaterThan(50);
    const app = await startTestApp();
    try {
      const ready = await app.get('/readyz');
      expect(ready).toMatchObject({ status: 200, body: { Code: 200, Message: 'Ready', Data: null } });
    } finally {
      await app.close();
    }
  });

  it('is 503 in the envelope when a table page is damaged, while the process stays alive', async () => {
    const folder = await newFolder();
    const databaseDir = join(folder, 'pglite');
    const setup = await openPglite({ dataDir: databaseDir });
    await migratePgliteHandle(setup);
    // The catalogue gives the modules table rows, so it has a first page to damage.
    await syncCatalogue(setup.db);
    await setup.close();
    await damageFirstPage(databaseDir, 'modules');

    const damaged = await openPglite({ dataDir: databaseDir });
    const app = await startTestApp({ sameDatabaseAs: { secondDatabaseHandle: async () => damaged } });
    try {
      const ready = await app.get('/readyz');
      expect(ready).toMatchObject({
        status: 503,
        body: { Code: 503, Message: 'The database cannot be read', Data: null },
      });
      expect((await app.get('/healthz')).status).toBe(200);
    } finally {
      await app.close();
    }
    // Migrating a new database takes a while on a busy machine.
  }, 120_000);
});
