import { type Browser, type BrowserServer, chromium } from 'playwright-core';

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

/** One Chromium for the whole run (the global setup starts it); test files connect to it. */
export const launchSharedBrowser = (): Promise<BrowserServer> =>
  chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });

/**
 * A connection of this test file to the run's Chromium: closing it closes the contexts the file
 * opened and leaves the browser to the other files.
 */
export const connectToSharedBrowser = (wsEndpoint: string): Promise<Browser> => chromium.connect(wsEndpoint);
