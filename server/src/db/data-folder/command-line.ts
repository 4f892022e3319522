import { resolve } from 'node:path';
import { readEnv } from '../../config/env.schema.js';

/** What backup-command.ts and restore-command.ts share: the file argument and the data folder. */
export const commandInputs = (command: 'backup' | 'restore'): { file: string; dataDir: string } => {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length > 0) {
    throw new Error(`Usage: npm run ${command} -- FILE   (the data folder is DATA_DIR, default ./data)`);
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    const tool = command === 'backup' ? 'pg_dump' : 'pg_restore';
    throw new Error(
      `DATABASE_URL is set: the data is in that PostgreSQL server, not in a data folder. Use ${tool} (docs/operations.md).`,
    );
  }
  return { file: resolve(file), dataDir: resolve(env.DATA_DIR) };
};

/** Runs a command's body: its message on success, the error's message and exit code 1 on failure. */
export const runCommand = (body: () => Promise<string>): void => {
  body().then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
};
