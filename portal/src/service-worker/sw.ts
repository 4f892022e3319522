/// <reference lib="webworker" />
/**
 * The portal's service worker: keeps the shell (index.html and the built assets) so the portal
 * opens offline. API calls are never cached: stale business data is worse than an error. It also
 * shows web pushes and opens their links (push-handlers.ts).
 */
import { listenForPushes } from './push-handlers.ts';

// The WebWorker lib types `self` as a plain worker; this file runs as the service worker.
const worker = self as unknown as ServiceWorkerGlobalScope;

const VERSION = '__ASSET_VERSION__';
const CACHE = `backoffice-shell-${VERSION}`;
/** The page every route answers with (fetched by name: '/' would ask for JSON without an HTML Accept). */
const SHELL_URL = '/index.html';

interface AssetManifest {
  version: string;
  files: string[];
}

const precache = async (): Promise<void> => {
  const response = await fetch('/asset-manifest.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`asset-manifest.json answered ${response.status}`);
  const manifest = (await response.json()) as AssetManifest;
  const cache = await caches.open(CACHE);
  await cache.addAll(manifest.files.map((file) => new Request(file, { cache: 'reload' })));
};

worker.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith('backoffice-shell-') && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

const isShellAsset = (url: URL): boolean =>
  url.pathname.startsWith('/assets/') ||
  url.pathname.startsWith('/brand/') ||
  url.pathname === '/favicon.svg';

/** Pages: network first (a deploy shows at once), the cached shell when offline. */
const respondToNavigation = async (request: Request): Promise<Response> => {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_URL);
    if (cached) return cached;
    throw error;
  }
};

/** Hashed assets never change under one name: cache first, fill the cache on the way. */
const respondToAsset = async (request: Request): Promise<Response> => {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(respondToNavigation(request));
  } else if (isShellAsset(url)) {
    event.respondWith(respondToAsset(request));
  }
});

listenForPushes(worker);
