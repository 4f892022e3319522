import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Makes fresh folders under the system's temp folder, named with the prefix, and removes them all
 * after the suite it is called in. Call it at the top level of the test file (or of a describe),
 * before the hooks that use the folders: the integration files share a worker (`isolate: false`), so
 * the removal must be a hook of the file's own suite, and after-hooks run in reverse order, so the
 * removal comes after those hooks have stopped whatever used the folders.
 */
export const temporaryFolders = (prefix: string): (() => Promise<string>) => {
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
  });
  return async () => {
    const folder = await mkdtemp(join(tmpdir(), prefix));
    made.push(folder);
    return folder;
  };
};
