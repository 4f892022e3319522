// `npm test`: every stage one after another, then a table of how long each took (the CI budget in
// docs/testing.md is read from it). Stages after a failed one still run, so one run reports every
// failure; the exit code is non-zero if any stage failed.
//
// `node tests/scripts/run-tests.mjs integration-pg e2e` runs only the named stages, in this order.
//
// The type check is one process on one core: it runs alongside the short stages after it (lint,
// the web build, unit and component tests, which use both cores) and is waited for before the
// integration suites; its output is printed when it ends, so the logs do not interleave.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const PG_HELP =
  'Set TEST_DATABASE_URL=postgres://user:password@127.0.0.1:5432/postgres (a role allowed to create databases).';

/** CI=true (or any value but false/0) marks a CI run, where a missing PostgreSQL is a failure. */
const isCi = () => {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== 'false' && value !== '0';
};

/** The environment without the named variables: the PGlite run must not see the PostgreSQL URL. */
const envWithout = (...names) => {
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return env;
};

const npm = (script) => ({ command: 'npm', args: ['run', '--silent', script] });
const vitest = (project, ...more) => ({
  command: 'npx',
  args: ['vitest', 'run', '--project', project, ...more],
});

/**
 * Integration files a second stage would only repeat (docs/testing.md, "One engine or both"): the
 * input fuzz, whose answers are decided before any SQL runs, and the demo history, which builds its
 * own PGlite database whatever the stage. They run in the PostgreSQL stage when this run has one,
 * else in the PGlite stage, so every run covers them once.
 */
const ONCE_PER_RUN_FILES = [
  'server/src/http/input-fuzz.integration.test.ts',
  'server/src/demo/demo-history.integration.test.ts',
];

/** Whether this run includes a PostgreSQL stage that will really run. */
const postgresStageRuns = () =>
  Boolean(process.env.TEST_DATABASE_URL) && stages.some((stage) => stage.name === 'integration-pg');

const STAGES = [
  { name: 'typecheck', ...npm('typecheck'), alongside: true },
  { name: 'lint', ...npm('lint') },
  { name: 'build-web', ...npm('build:web') },
  { name: 'unit', ...vitest('unit') },
  // The widgets' screens in happy-dom, with React and again with Preact (component-react, component-preact).
  { name: 'component', ...vitest('component-*') },
  {
    name: 'integration-pglite',
    ...vitest('integration'),
    moreArgs: () => (postgresStageRuns() ? ONCE_PER_RUN_FILES.flatMap((file) => ['--exclude', file]) : []),
    env: () => envWithout('TEST_DATABASE_URL'),
  },
  {
    name: 'integration-pg',
    // Three workers on two cores: here the database is another process, and a worker waiting for it
    // leaves its core to the others.
    ...vitest('integration', '--maxWorkers', '3'),
    // The PostgreSQL run only counts where it really ran: in CI a missing server fails the run.
    precondition: () => {
      if (process.env.TEST_DATABASE_URL) return { run: true };
      if (isCi()) {
        const why = `CI is set but TEST_DATABASE_URL is not: the PostgreSQL run cannot be skipped in CI. ${PG_HELP}`;
        return { run: false, failed: true, why, note: 'CI without TEST_DATABASE_URL' };
      }
      return {
        run: false,
        failed: false,
        why: `TEST_DATABASE_URL is not set, so the integration suite is not run on PostgreSQL. ${PG_HELP}`,
        note: 'TEST_DATABASE_URL not set',
      };
    },
  },
  // Last and on its own: the browser tests use both cores and would starve the other projects.
  // Three files at a time: a browser file spends much of its time waiting for the page to settle.
  { name: 'e2e', ...vitest('e2e', '--maxWorkers', '3'), needs: 'build-web' },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown stage ${unknown.join(', ')}; stages: ${STAGES.map((stage) => stage.name).join(', ')}`,
  );
  process.exit(2);
}
const stages = chosen.length === 0 ? STAGES : STAGES.filter((stage) => chosen.includes(stage.name));

const results = [];
const outcomeOf = (name) => results.find((result) => result.name === name)?.outcome;
/** The stages running alongside, until waited for. */
const alongside = [];
/** Stages that may run while an alongside stage does: short ones, before the long suites. */
const BESIDE_ALONGSIDE = new Set(['lint', 'build-web', 'unit', 'component']);

const startAlongside = (stage) => {
  const started = performance.now();
  console.log(`\n=== ${stage.name}: ${[stage.command, ...stage.args].join(' ')} (alongside the next stages)`);
  // Into a file, not a pipe: while a later stage runs (spawnSync) nothing reads a pipe, and a full
  // one would stall the type check.
  const logFile = join(mkdtempSync(join(tmpdir(), `npm-test-${stage.name}-`)), 'output.log');
  const log = openSync(logFile, 'w');
  const child = spawn(stage.command, stage.args, {
    env: stage.env?.() ?? process.env,
    stdio: ['ignore', log, log],
  });
  return new Promise((resolve) => {
    const finish = (status, error) => {
      closeSync(log);
      process.stdout.write(readFileSync(logFile));
      rmSync(dirname(logFile), { recursive: true, force: true });
      const failed = status !== 0;
      results.push({
        name: stage.name,
        outcome: failed ? 'failed' : 'passed',
        seconds: (performance.now() - started) / 1000,
        note: error ? error.message : failed ? `exit ${status}` : '',
      });
      console.log(`=== ${stage.name}: ${results.at(-1)?.outcome} in ${results.at(-1)?.seconds.toFixed(1)} s`);
      resolve();
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (status) => finish(status ?? 1));
  });
};

const waitAlongside = async () => {
  await Promise.all(alongside.splice(0));
};

const runStarted = performance.now();
for (const stage of stages) {
  if (stage.alongside) {
    alongside.push(startAlongside(stage));
    continue;
  }
  if (!BESIDE_ALONGSIDE.has(stage.name)) await waitAlongside();
  const started = performance.now();
  const record = (outcome, note = '') =>
    results.push({ name: stage.name, outcome, seconds: (performance.now() - started) / 1000, note });
  if (stage.needs && outcomeOf(stage.needs) === 'failed') {
    record('skipped', `${stage.needs} failed`);
    continue;
  }
  const check = stage.precondition?.() ?? { run: true };
  if (!check.run) {
    console.log(`\n${stage.name}: ${check.why}`);
    record(check.failed ? 'failed' : 'skipped', check.note);
    continue;
  }
  const args = [...stage.args, ...(stage.moreArgs?.() ?? [])];
  console.log(`\n=== ${stage.name}: ${[stage.command, ...args].join(' ')}`);
  const run = spawnSync(stage.command, args, { stdio: 'inherit', env: stage.env?.() ?? process.env });
  const failed = run.status !== 0;
  record(
    failed ? 'failed' : 'passed',
    run.error ? run.error.message : failed ? `exit ${run.status ?? run.signal}` : '',
  );
  // Said at once too, so a run cut short still shows what each finished stage took.
  console.log(`=== ${stage.name}: ${results.at(-1)?.outcome} in ${results.at(-1)?.seconds.toFixed(1)} s`);
}

await waitAlongside();
// From start to end: a stage run alongside others overlaps them, so the stages' times add up to more.
const total = (performance.now() - runStarted) / 1000;
const seconds = (value) => `${value.toFixed(1)} s`.padStart(9);
console.log('\nStage                 Result    Time');
for (const result of results) {
  const note = result.note && result.outcome !== 'passed' ? `  ${result.note}` : '';
  console.log(`${result.name.padEnd(21)} ${result.outcome.padEnd(8)} ${seconds(result.seconds)}${note}`);
}
console.log(`${'total'.padEnd(21)} ${''.padEnd(8)} ${seconds(total)}`);

process.exit(results.some((result) => result.outcome === 'failed') ? 1 : 0);
