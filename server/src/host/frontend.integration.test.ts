import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeploymentConfigSource } from '../config/deployment-config.js';
import { securityHeaders } from '../http/security-headers.js';
import { rawRequest } from '../test-support/raw-request.js';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { DEPLOYMENT_FIXTURE, startTestApp, type TestApp } from '../test-support/test-app.js';

/** What a browser sends when it navigates to a page. */
const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX_HTML =
  '<!doctype html><title>Back Office</title><script type="module" src="/assets/app-3f9a.js"></script>';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CUSTOM_ELEMENTS_JSON = '{"schemaVersion":"2.1.0","modules":[]}';

let fixtures: string;
let app: TestApp;

/** Tiny stand-ins for portal/dist and widgets/dist, so the test needs no front-end build. */
const writeFixtures = async (root: string) => {
  const files: Record<string, string> = {
    'portal/index.html': INDEX_HTML,
    'portal/assets/app-3f9a.js': 'console.log("portal");',
    'portal/sw.js': 'self.addEventListener("fetch", () => {});',
    'portal/manifest.webmanifest': '{"name":"Back Office"}',
    'portal/brand/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'widgets/loader.js': 'export const load = () => {};',
    'widgets/chunks/react-77ab.js': 'export default 1;',
    'widgets/assets/theme-12cd.css': ':host{}',
    'widgets/custom-elements.json': CUSTOM_ELEMENTS_JSON,
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true });
    await writeFile(join(root, path), content);
  }
};

const newFolder = temporaryFolders('bo-frontend-');
beforeAll(async () => {
  fixtures = await newFolder();
  await writeFixtures(fixtures);
  app = await startTestApp({
    env: { PORTAL_DIR: join(fixtures, 'portal'), WIDGETS_DIR: join(fixtures, 'widgets') },
  });
});
afterAll(async () => app.close());

const open = (path: string, init: RequestInit = {}) =>
  fetch(`${app.base}${path}`, { ...init, headers: { Accept: NAVIGATION, ...init.headers } });

describe('the portal', () => {
  it('answers index.html for any page a browser opens, never cached without asking', async () => {
    for (const path of [
      '/',
      '/dashboard/admin',
      '/core/notifications?cid=2',
      '/account/login?login=dealer',
    ]) {
      const response = await open(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    }
    const head = await open('/general/company/profile', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends the content security policy the portal needs', async () => {
    const response = await open('/dashboard/admin');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self';base-uri 'self';object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;" +
        "font-src 'self' data:;connect-src 'self';" +
        "worker-src 'self';manifest-src 'self';frame-ancestors 'self';form-action 'self'",
    );
  });

  it("lets the shell's maps load the tiles of the address's entry, and no other images", async () => {
    // The policy alone, on the deployment file of a test: one entry with its own tile provider.
    const file = join(fixtures, 'tiles-deployment.json');
    const entry = JSON.parse(await readFile(DEPLOYMENT_FIXTURE, 'utf8')) as {
      hosts: Record<string, { mapKeys: { tileUrl: string } }>;
    };
    const hosts = Object.fromEntries(
      Object.entries(entry.hosts).map(([name, config]) => [
        name,
        name === 'default'
          ? {
              ...config,
              mapKeys: {
                ...config.mapKeys,
                tileUrl: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?key={key}',
              },
            }
          : config,
      ]),
    );
    await writeFile(file, JSON.stringify({ hosts }));
    const policyApp = express();
    policyApp.use(securityHeaders(new DeploymentConfigSource(file)));
    policyApp.get('/', (_req, res) => {
      res.send('ok');
    });
    const server = policyApp.listen(0);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      const policy = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy') ?? '';
      const imgSrc = policy.split(';').find((directive) => directive.startsWith('img-src'));
      expect(imgSrc).toBe(
        "img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tiles.example.com",
      );
    } finally {
      server.close();
    }
  });

  it('serves hashed assets for a year and the entry files for revalidation', async () => {
    const asset = await fetch(`${app.base}/assets/app-3f9a.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const [path, type] of [
      ['/sw.js', 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
      ['/index.html', 'text/html; charset=utf-8'],
    ]) {
      const response = await fetch(`${app.base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-type'), path).toBe(type);
    }
    const logo = await fetch(`${app.base}/brand/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    // Widgets on other sites show the brand images; the portal's own scripts stay same-origin.
    expect(logo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('keeps JSON 404s for server paths, missing files and non-page requests', async () => {
    const cases: [string, string, Record<string, string>][] = [
      ['GET', '/api/v1/no/such/thing', { Accept: NAVIGATION }],
      ['GET', '/api/other', { Accept: NAVIGATION }],
      ['GET', '/widgets/missing.js', { Accept: NAVIGATION }],
      ['GET', '/assets/missing-0000.js', { Accept: '*/*' }],
      ['GET', '/dashboard/admin', { Accept: 'application/json' }],
      ['GET', '/dashboard/admin', {}],
      ['POST', '/dashboard/admin', { Accept: NAVIGATION }],
    ];
    for (const [method, path, headers] of cases) {
      const response = await fetch(`${app.base}${path}`, { method, headers });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        Code: 404,
        Message: `No such endpoint: ${method} ${path}`,
        Data: null,
      });
    }
    const health = await open('/healthz');
    expect(await health.json()).toEqual({ Code: 200, Message: 'OK', Data: null });
  });

  it('serves nothing outside its folder', async () => {
    for (const path of ['/..%2f..%2fportal%2findex.html', '/assets/..%2f..%2fwidgets%2floader.js']) {
      const response = await rawRequest(app.base, path, { headers: { Accept: '*/*' } });
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('export');
    }
  });
});

describe('the widgets', () => {
  it('are loadable from any site, hashed chunks cached for a year', async () => {
    const loader = await fetch(`${app.base}/widgets/loader.js`, {
      headers: { Origin: 'http://127.0.0.1:4100' },
    });
    expect(loader.status).toBe(200);
    expect(await loader.text()).toBe('export const load = () => {};');
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/widgets/chunks/react-77ab.js', '/widgets/assets/theme-12cd.css']) {
      const response = await fetch(`${app.base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(IMMUTABLE);
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
  });

  it('serve their Custom Elements Manifest as JSON, to any site, asked for again after a release', async () => {
    const manifest = await fetch(`${app.base}/widgets/custom-elements.json`, {
      headers: { Origin: 'http://127.0.0.1:4100' },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual(JSON.parse(CUSTOM_ELEMENTS_JSON));
  });
});

describe('before the front end is built', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({
      env: { PORTAL_DIR: join(fixtures, 'absent-portal'), WIDGETS_DIR: join(fixtures, 'absent-widgets') },
    });
  });
  afterAll(async () => bare.close());

  it('says how to build the portal, and 404s widgets', async () => {
    const page = await fetch(`${bare.base}/dashboard/admin`, { headers: { Accept: NAVIGATION } });
    expect(page.status).toBe(503);
    expect(await page.json()).toEqual({
      Code: 503,
      Message: 'The portal is not built. Run npm run build.',
      Data: null,
    });
    const widget = await fetch(`${bare.base}/widgets/loader.js`);
    expect(widget.status).toBe(404);
    expect(await widget.json()).toEqual({
      Code: 404,
      Message: 'No such endpoint: GET /widgets/loader.js',
      Data: null,
    });
  });
});
