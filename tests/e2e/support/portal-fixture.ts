import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type ServerProcess, startServer } from '../../support/server-process.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface PortalFixture {
  server: ServerProcess;
  browser: Browser;
  /** A fresh browser profile (storage, service worker) on the portal. */
  newContext: () => Promise<BrowserContext>;
  newPage: () => Promise<Page>;
  /** Page errors and console errors seen so far, for tests that assert a clean page. */
  errors: string[];
  stop: () => Promise<void>;
}

export interface PortalOptions {
  env?: Record<string, string>;
  /** Runs on the copied database folder before the server opens it (for data no API makes). */
  prepare?: (dataDir: string) => Promise<void>;
}

/** A real server on a copy of the seeded demo database, and a real Chromium. */
export const startPortal = async ({ env = {}, prepare }: PortalOptions = {}): Promise<PortalFixture> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-e2e-'));
  await cp(inject('e2eTemplateDir'), dataDir, { recursive: true });
  await prepare?.(dataDir);
  const server = await startServer({ entry: 'source', dataDir, env });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const errors: string[] = [];
  const contexts: BrowserContext[] = [];
  const newContext = async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    contexts.push(context);
    context.on('weberror', (error) => errors.push(error.error().message));
    return context;
  };
  return {
    server,
    browser,
    errors,
    newContext,
    newPage: async () => (await newContext()).newPage(),
    stop: async () => {
      await Promise.allSettled(contexts.map((context) => context.close()));
      await browser.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
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
  afterEach(() => {
    expect(current().errors.splice(0), 'uncaught errors in the page').toEqual([]);
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    get errors() {
      return current().errors;
    },
    newContext: () => current().newContext(),
    newPage: () => current().newPage(),
    stop: () => current().stop(),
  };
};
