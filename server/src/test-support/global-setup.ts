import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePgliteHandle, migratePostgres, openPglite, openPostgres } from '../db/database.js';
import { syncCatalogue } from '../db/sync-catalogue.js';
import { seedDemoData } from '../demo/demo-seed.js';
import { adminQuery, type TemplateRef, withDatabase } from './test-database.js';
import './password-cost.setup.js';
import { TEST_EPOCH } from './test-time.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef;
  }
}

/**
 * Builds one migrated, seeded database for the whole run. With TEST_DATABASE_URL the suite runs on
 * that PostgreSQL server instead of PGlite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = `bo_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(pgUrl, `create database ${template}`);
    const url = withDatabase(pgUrl, template);
    await migratePostgres(url);
    const handle = await openPostgres(url, 2);
    await syncCatalogue(handle.db);
    await seedDemoData(handle.db, TEST_EPOCH);
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', adminUrl: pgUrl, template });
    return async () => adminQuery(pgUrl, `drop database if exists ${template} with (force)`);
  }
  const handle = await openPglite({});
  await migratePgliteHandle(handle);
  await syncCatalogue(handle.db);
  await seedDemoData(handle.db, TEST_EPOCH);
  // Made once the seed has worked: no teardown runs after a failed setup to remove it.
  const dir = await mkdtemp(join(tmpdir(), 'bo-template-'));
  const dumpFile = join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return async () => rm(dir, { recursive: true, force: true });
}
