import { expect } from 'vitest';

/** How long a screen gets to reach the expected state (vitest's own default, 1 s, is short for a page load). */
export const SCREEN_TIMEOUT_MS = 10_000;

/** `expect.poll` with a timeout fit for a browser: retries `read` until the matcher passes. */
export const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: SCREEN_TIMEOUT_MS, interval: 100, ...(message ? { message } : {}) });
