import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../support/server-process.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateDir: string;
  }
}

/**
 * Checks the front end is built and seeds one demo database that every test file copies: the demo
 * seed hashes passwords with scrypt, too slow to repeat per file.
 */
export default async function setup(project: TestProject) {
  for (const file of ['portal/dist/index.html', 'widgets/dist/admin-login.js']) {
    if (!existsSync(join(REPO_ROOT, file))) {
      throw new Error(`${file} is missing: run "npm run build:web" before the end-to-end tests`);
    }
  }
  const templateDir = await mkdtemp(join(tmpdir(), 'backoffice-e2e-template-'));
  const server = await startServer({ entry: 'source', dataDir: templateDir });
  await server.stop();
  project.provide('e2eTemplateDir', templateDir);
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
  };
}
