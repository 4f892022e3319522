// Runs the API integration suite a second time on a real PostgreSQL server, when one is named.
// CI names one (see .ci/run); on a developer machine without PostgreSQL this says why it did not run.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'PostgreSQL suite not run: TEST_DATABASE_URL is not set. The same suite ran on PGlite above. ' +
      'Set TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres (a role allowed to create databases) to run it.',
  );
  process.exit(0);
}
console.log('Running the integration suite on PostgreSQL');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
