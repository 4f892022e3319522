import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { preactCompatAliases } from './widgets/scripts/preact-compat.alias.js';

const sharedSource = fileURLToPath(new URL('./shared/src/', import.meta.url));

/** Libraries that import React: the Preact run must compile them too, or Node would load real React. */
const REACT_LIBRARIES = [/@tanstack\/react-/, /@nanostores\/react/, /lucide-react/];

/**
 * The widgets' screens rendered in happy-dom, once with React (the portal's build) and once with
 * Preact in its place (the embeddable widgets' build): `vitest run --project 'component-*'`.
 */
const componentProject = (build: 'react' | 'preact'): TestProjectInlineConfiguration => ({
  extends: true,
  resolve: { alias: build === 'preact' ? preactCompatAliases : [] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: `component-${build}`,
    include: ['widgets/src/**/*.component.test.tsx'],
    environment: 'happy-dom',
    // Files in one worker share the screens' modules (a third faster); the setup file resets what
    // they keep between tests: the query cache, toasts, the session and the fake server.
    isolate: false,
    setupFiles: ['widgets/src/test-support/component-test.setup.ts'],
    // Waits are for the screen's own work (its fetch answered at once); a slow one is a busy machine.
    testTimeout: 15_000,
    server: { deps: { inline: build === 'preact' ? REACT_LIBRARIES : [] } },
  },
});

export default defineConfig({
  resolve: {
    // Tests and their global setup read @backoffice/shared from its TypeScript, so a clean clone
    // needs no build first (resolve conditions do not reach the global setup; an alias does).
    alias: [{ find: /^@backoffice\/shared\/(.*)$/, replacement: `${sharedSource}$1.ts` }],
  },
  test: {
    // Every core: vitest's default leaves one idle (cores - 1), which on the 2-core CI machine means
    // one worker and twice the time for the integration suite (docs/testing.md).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/src/**/*.test.ts',
            'server/src/**/*.test.ts',
            'widgets/src/**/*.test.ts',
            'portal/src/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**', '**/dist/**'],
        },
      },
      componentProject('react'),
      componentProject('preact'),
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/src/**/*.integration.test.ts'],
          globalSetup: ['server/src/test-support/global-setup.ts'],
          setupFiles: ['server/src/test-support/password-cost.setup.ts'],
          // Files in one worker share the server's modules: each file still builds its own app on its
          // own database copy, and importing the server once per worker instead of once per file
          // saves about a third of the stage (docs/testing.md).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          globalSetup: ['tests/e2e/support/e2e-global-setup.ts'],
          setupFiles: ['server/src/test-support/password-cost.setup.ts'],
          // Each file starts the server in its worker on a fresh copy of the template database and
          // opens contexts in the run's one Chromium. Files in one worker share the server's modules
          // (imported once per worker, not once per file: about 3.5 s of CPU per file); the server's
          // per-process state is keyed by app or database, as in the integration project. The
          // bank-embedding renewal that once failed this way was the renew dialog's own race with a
          // slow charge, since fixed in the dialog.
          isolate: false,
          // After unit and integration when `vitest run` runs every project: they would starve it.
          sequence: { groupOrder: 1 },
          // One worker per core. Two earlier full runs with two workers each lost a test under load
          // (a charges test met a dialog, a bank-embedding renewal); a failed test now leaves a
          // screenshot and the open dialogs' text in the log (portal-fixture.ts) so such a failure
          // can be read rather than guessed at.
          fileParallelism: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
