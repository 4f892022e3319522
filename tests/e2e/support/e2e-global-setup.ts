import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { migratePgliteHandle, openPglite } from '../../../server/src/db/database.js';
import { syncCatalogue } from '../../../server/src/db/sync-catalogue.js';
import { seedDemoData } from '../../../server/src/demo/demo-seed.js';
import '../../../server/src/test-support/password-cost.setup.js';
import { E2E_EPOCH } from './e2e-clock.js';
import { launchSharedBrowser } from './shared-browser.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of the migrated, demo-seeded database every test file loads a fresh copy of. */
    e2eTemplateDump: string;
    /** The one Chromium of the run; each file connects and opens its own contexts. */
    e2eBrowserEndpoint: string;
  }
}

/** Migrates and seeds the demo database once, as the server's first start does, at the tests' clock. */
const buildTemplate = async (dumpFile: string): Promise<void> => {
  const handle = await openPglite({});
  try {
    await migratePgliteHandle(handle);
    await syncCatalogue(handle.db);
    // The portal demo's five people in the field, as main.ts seeds it, for the maps.
    await seedDemoData(handle.db, E2E_EPOCH, { fieldForce: true });
    await writeFile(dumpFile, Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
};

/**
 * Checks the front end is built, seeds the template database (the demo seed hashes passwords with
 * scrypt, too slow to repeat per file) and starts the run's Chromium.
 */
export default async function setup(project: TestProject) {
  for (const file of ['portal/dist/index.html', 'widgets/dist/admin-login.js']) {
    if (!existsSync(join(REPO_ROOT, file))) {
      throw new Error(`${file} is missing: run "npm run build:web" before the end-to-end tests`);
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'backoffice-e2e-template-'));
  const dumpFile = join(dir, 'template.tar');
  const [launched, built] = await Promise.allSettled([launchSharedBrowser(), buildTemplate(dumpFile)]);
  // No teardown runs after a failed setup: what did start is stopped here.
  if (built.status === 'rejected') {
    if (launched.status === 'fulfilled') await launched.value.close();
    await rm(dir, { recursive: true, force: true });
    throw built.reason;
  }
  if (launched.status === 'rejected') {
    await rm(dir, { recursive: true, force: true });
    throw launched.reason;
  }
  const browser = launched.value;
  project.provide('e2eTemplateDump', dumpFile);
  project.provide('e2eBrowserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  };
}
