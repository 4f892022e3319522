import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, type TestContext } from 'vitest';
import type { PgliteHandle } from '../../../server/src/db/database.js';
import { COMPANY_TIME_ZONE, E2eClock } from './e2e-clock.js';
import { type E2eServer, startE2eServer } from './e2e-server.js';
import { connectToSharedBrowser } from './shared-browser.js';

export interface PortalFixture {
  server: E2eServer;
  browser: Browser;
  /** The file's clock, shared by the server and every context: read "now" from it, never from Date. */
  clock: E2eClock;
  /** Moves the clock forward for the server and every open context (instead of waiting). */
  advanceClock: (ms: number) => Promise<void>;
  /** A fresh browser profile (storage, service worker) on the portal, its clock on the file's clock. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  newPage: () => Promise<Page>;
  /** Page errors and console errors seen so far, for tests that assert a clean page. */
  errors: string[];
  /** Every page open in the file's contexts (for evidence when a test fails). */
  openPages: () => Page[];
  stop: () => Promise<void>;
}

export interface PortalOptions {
  env?: Record<string, string>;
  /** Runs on the file's fresh database before the server opens it (for data no API makes). */
  prepare?: (database: PgliteHandle) => Promise<void>;
  /** Origins of sites the file serves, for every host's allowedOrigins. */
  allowedOrigins?: readonly string[];
}

/**
 * The real server on a fresh copy of the seeded demo database, and the run's Chromium. Every context
 * runs in Kathmandu's zone on the file's clock, so the page and the server agree on "now" and neither
 * depends on the machine's zone or hour.
 */
export const startPortal = async ({
  env,
  prepare,
  allowedOrigins,
}: PortalOptions = {}): Promise<PortalFixture> => {
  const clock = new E2eClock();
  const server = await startE2eServer({ templateDump: inject('e2eTemplateDump'), clock, env, prepare });
  let browser: Browser;
  try {
    if (allowedOrigins) await server.allowOrigins(allowedOrigins);
    browser = await connectToSharedBrowser(inject('e2eBrowserEndpoint'));
  } catch (error) {
    // The server (and its data folder) would otherwise outlive the failed start.
    await server.stop();
    throw error;
  }
  const errors: string[] = [];
  const contexts = new Set<BrowserContext>();
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      timezoneId: COMPANY_TIME_ZONE,
      locale: 'en-US',
      ...options,
    });
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    context.on('weberror', (error) => errors.push(error.error().message));
    await context.clock.install({ time: clock.nowMs() });
    return context;
  };
  return {
    server,
    browser,
    clock,
    advanceClock: async (ms) => {
      clock.advance(ms);
      // The system time only: timers in the pages keep their real pace.
      await Promise.all([...contexts].map((context) => context.clock.setSystemTime(clock.nowMs())));
    },
    errors,
    openPages: () => [...contexts].flatMap((context) => context.pages()),
    newContext,
    newPage: async () => (await newContext()).newPage(),
    stop: async () => {
      await Promise.allSettled([...contexts].map((context) => context.close()));
      try {
        await browser.close();
      } finally {
        await server.stop();
      }
    },
  };
};

/**
 * One portal for the test file: started before its tests, stopped after, and every test fails on
 * an uncaught page error. The answer is usable once the file's tests run.
 */
export const portalForThisFile = (options: PortalOptions = {}): PortalFixture => {
  let started: PortalFixture | undefined;
  const current = (): PortalFixture => {
    if (!started) throw new Error('The portal starts in beforeAll: use it inside tests');
    return started;
  };
  beforeAll(async () => {
    started = await startPortal(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await keepEvidence(context, current().openPages());
    expect(current().errors.splice(0), 'uncaught errors in the page').toEqual([]);
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get clock() {
      return current().clock;
    },
    get errors() {
      return current().errors;
    },
    openPages: () => current().openPages(),
    advanceClock: (ms) => current().advanceClock(ms),
    newContext: (contextOptions) => current().newContext(contextOptions),
    newPage: () => current().newPage(),
    stop: () => current().stop(),
  };
};

const FAILURE_DIR = join(tmpdir(), 'backoffice-e2e-failures');

/**
 * A failed test leaves a screenshot of each open page and says which dialogs were open: a failure
 * that happens only under load (on CI) can then be read from the log instead of guessed at.
 */
const keepEvidence = async (context: TestContext, pages: readonly Page[]): Promise<void> => {
  await mkdir(FAILURE_DIR, { recursive: true });
  const name = context.task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80);
  for (const [index, page] of pages.entries()) {
    const file = join(FAILURE_DIR, `${name}-${index}.png`);
    const shot = await page.screenshot({ path: file, timeout: 5_000 }).then(
      () => file,
      (error: unknown) => `no screenshot (${error instanceof Error ? error.message : String(error)})`,
    );
    const dialogs = await page
      .getByRole('dialog')
      .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim().slice(0, 200)))
      .catch(() => []);
    console.log(
      `[e2e failure] ${context.task.name}: page ${page.url()} → ${shot}; open dialogs: ${JSON.stringify(dialogs)}`,
    );
  }
};
