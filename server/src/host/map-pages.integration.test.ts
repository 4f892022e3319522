import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetOriginsTable } from '../db/schema/index.js';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';
import {
  MAP_PAGE_COMPANY_PARAMETER,
  MAP_PAGE_PATHS,
  mapPagePolicy,
  tileSourceOf,
} from './map-pages.routes.js';

const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const INDEX_HTML = '<!doctype html><title>Back Office</title><div id="root"></div>';

const entry = (companyId: string, allowedOrigins: string[], tileUrl = '') => ({
  apiBase: '/api/v1',
  companyId,
  supportUrl: '/api/v1',
  smsServiceUrl: '',
  notificationServiceUrl: '/api/v1',
  mapKeys: { tileUrl, attribution: '', key: '' },
  activeModules: [],
  clientId: 'backoffice-portal',
  clientSecret: 'portal-public-client',
  allowedOrigins,
});

let dir: string;
let app: TestApp;
const newFolder = temporaryFolders('bo-map-pages-');

beforeAll(async () => {
  dir = await newFolder();
  await mkdir(join(dir, 'portal'));
  await writeFile(join(dir, 'portal', 'index.html'), INDEX_HTML);
  await writeFile(
    join(dir, 'deployment.json'),
    JSON.stringify({
      hosts: {
        default: entry('1', ['https://partner.example/'], 'https://{s}.tiles.example/{z}/{x}/{y}.png'),
        coop: entry('2', ['https://coop-bank.example']),
      },
    }),
  );
  app = await startTestApp({
    deploymentFile: join(dir, 'deployment.json'),
    env: { PORTAL_DIR: join(dir, 'portal') },
  });
  await app.deps.db.insert(widgetOriginsTable).values([
    { companyId: 1, Origin: 'https://dispatch-one.example', Note: 'test', createdBy: 1 },
    { companyId: 2, Origin: 'https://dispatch-two.example', Note: 'test', createdBy: 1 },
  ]);
});
afterAll(async () => app.close());

const open = (path: string) => fetch(`${app.base}${path}`, { headers: { Accept: NAVIGATION } });

/** The sources of one directive of a Content-Security-Policy header. */
const directive = (policy: string | null, name: string): string[] => {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found?.slice(1) ?? [];
};

describe('the bare map pages', () => {
  it("serve the portal's page, framable by the company's listed origins only", async () => {
    const response = await open('/salesapp/iframe/userstracking?spuid=3&fd=2026-03-01&td=2026-03-02&cid=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    const ancestors = directive(response.headers.get('content-security-policy'), 'frame-ancestors');
    expect(ancestors).toEqual(["'self'", 'https://partner.example', 'https://dispatch-one.example']);
    expect(ancestors).not.toContain('https://dispatch-two.example');
    expect(ancestors).not.toContain('https://coop-bank.example');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it("gives another company's cid that company's list", async () => {
    const response = await open('/salesapp/iframe/userscurrentlocation?cid=2');
    const ancestors = directive(response.headers.get('content-security-policy'), 'frame-ancestors');
    // The template's demo data lists the example bank site for company 2 as well.
    expect(ancestors).toEqual(
      expect.arrayContaining(["'self'", 'https://coop-bank.example', 'https://dispatch-two.example']),
    );
    expect(ancestors).not.toContain('https://partner.example');
    expect(ancestors).not.toContain('https://dispatch-one.example');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('reads companyId on the beat and delivery maps, and defaults to company 1', async () => {
    const beat = await open('/salesapp/beat/beatmap?year=2026&month=3&day=1&salesPersonId=1&companyId=2');
    expect(directive(beat.headers.get('content-security-policy'), 'frame-ancestors')).toContain(
      'https://dispatch-two.example',
    );
    for (const path of [
      '/salesapp/iframe/delivery',
      '/salesapp/iframe/map?latitude=27.7&longitude=85.3',
      '/salesapp/iframe/delivery?companyId=abc',
    ]) {
      const page = await open(path);
      expect(page.status, path).toBe(200);
      expect(directive(page.headers.get('content-security-policy'), 'frame-ancestors'), path).toContain(
        'https://dispatch-one.example',
      );
    }
  });

  it.each(MAP_PAGE_PATHS.filter((path) => MAP_PAGE_COMPANY_PARAMETER[path] !== null))(
    'frames %s for the company its data is read for, whatever the other parameter says',
    async (path) => {
      const own = MAP_PAGE_COMPANY_PARAMETER[path];
      // The page scripts read only this parameter (widgets/src/maps/map-calls.ts): the framing must too.
      expect(own).toBe(path.includes('beat') || path.includes('delivery') ? 'companyId' : 'cid');
      const ONE = ['https://partner.example', 'https://dispatch-one.example'];
      const TWO = ['https://coop-bank.example', 'https://dispatch-two.example'];
      for (const [query, shown] of [
        ['cid=1&companyId=2', own === 'cid' ? 1 : 2],
        ['cid=2&companyId=1', own === 'cid' ? 2 : 1],
        ['companyId=2&cid=1', own === 'cid' ? 1 : 2],
        // A repeated name: the page reads the first occurrence (URLSearchParams.get), and so must the policy.
        [`${own}=2&${own}=1`, 2],
        [`${own}=1&${own}=2`, 1],
        // Past Express's 1,000-key limit the parser drops the name; the page still reads it.
        [`${Array.from({ length: 1_100 }, (_, i) => `k${i}=1`).join('&')}&${own}=2`, 2],
      ] as const) {
        const response = await open(`${path}?${query}`);
        expect(response.status, query).toBe(200);
        const ancestors = directive(response.headers.get('content-security-policy'), 'frame-ancestors');
        const [mine, theirs] = shown === 1 ? [ONE, TWO] : [TWO, ONE];
        expect(ancestors, query).toEqual(expect.arrayContaining(["'self'", ...mine]));
        for (const origin of theirs) expect(ancestors, `${query}: ${origin}`).not.toContain(origin);
      }
    },
  );

  it("frames the directions map, which shows no company's data, for the Host's company and ignores cid and companyId", async () => {
    const response = await open('/salesapp/iframe/map?latitude=27.7&longitude=85.3&cid=2&companyId=2');
    expect(response.status).toBe(200);
    expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors')).toEqual([
      "'self'",
      'https://partner.example',
      'https://dispatch-one.example',
    ]);
  });

  it("keeps helmet's policy otherwise, adding the tile host to img-src", async () => {
    const policy = (await open('/salesapp/iframe/map')).headers.get('content-security-policy');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    // OpenStreetMap's host comes from the portal's own policy (security-headers.ts), the entry's after it.
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://*.tiles.example',
    ]);
    expect(policy?.match(/frame-ancestors/g)).toHaveLength(1);
  });

  it('leaves every other page unframable by other sites', async () => {
    for (const path of ['/dashboard/admin', '/salesapp/iframe/other', '/account/login']) {
      const response = await open(path);
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(directive(response.headers.get('content-security-policy'), 'frame-ancestors'), path).toEqual([
        "'self'",
      ]);
    }
  });
});

describe('map page policy helpers', () => {
  it('turns tile templates into CSP sources', () => {
    expect(tileSourceOf('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSourceOf('https://{s}.tile.example.com:8443/{z}/{x}/{y}.png?key=1')).toBe(
      'https://*.tile.example.com:8443',
    );
    expect(tileSourceOf('javascript:alert(1)')).toBe('https://tile.openstreetmap.org');
  });

  it('replaces frame-ancestors and never lets an origin inject a directive', () => {
    const policy = mapPagePolicy(
      "default-src 'self';img-src 'self';frame-ancestors 'self'",
      ['https://a.example'],
      'https://t.example',
    );
    expect(policy).toBe(
      "default-src 'self';img-src 'self' https://t.example;frame-ancestors 'self' https://a.example",
    );
  });
});
