import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { afterEach, beforeEach, vi } from 'vitest';
import { $currentCompanyId } from '../core/company.store.ts';
import { $calendarMode } from '../core/preferences.store.ts';
import { queryClient } from '../core/query-client.ts';
import { $token } from '../core/session.store.ts';
import { $toasts } from '../ui/toast.store.ts';
import { fakeServer } from './fake-contract-server.ts';
import { unmountScreens } from './render-screen.tsx';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A signed-in user's token as the widgets read it (they never check the signature; the fake never reads it). */
const userToken = base64Url({ alg: 'none' }).concat(
  '.',
  base64Url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 24 * 3600 }),
  '.signature',
);

// happy-dom lays nothing out, so every box would measure 0 × 0 and the virtualised tables would
// show no row: each element reads as a laptop screen's size instead.
for (const [name, size] of [
  ['clientWidth', 1280],
  ['clientHeight', 800],
] as const)
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => size });

// A stored preference stops listening to other tabs a second after its last reader leaves: after a
// file's last test that timer may fire once the test window is gone, so the listeners are removed
// only while a window is still there.
setPersistentEngine(localStorage, {
  addEventListener: windowPersistentEvents.addEventListener,
  removeEventListener: (key, listener, restore) => {
    if (typeof window !== 'undefined') windowPersistentEvents.removeEventListener(key, listener, restore);
  },
});

// The client asks again after a failure that may pass (a server error), as in production, but
// without its growing pause, which would only slow the tests.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});

beforeEach(() => {
  vi.stubGlobal('fetch', fakeServer.fetch);
  $token.set(userToken);
  $currentCompanyId.set('1');
  // Every test starts in AD, whatever the one before chose: files in a worker share the store.
  $calendarMode.set('AD');
});

afterEach(() => {
  unmountScreens();
  queryClient.clear();
  $toasts.set([]);
  vi.unstubAllGlobals();
  const problems = fakeServer.takeProblems();
  fakeServer.reset();
  // A call nobody declared, or one its contract refuses, fails the test that made it.
  if (problems.length > 0) throw new Error(problems.join('\n'));
});
