import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-support/raw-request.js';
import { API, clientToken } from '../test-support/sign-in.js';
import { temporaryFolders } from '../test-support/temporary-folders.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The example host site the e2e tests serve; the committed deployment file allows it. */
const EXAMPLE_SITE = 'http://127.0.0.1:4100';
const STRANGER = 'https://stranger.example';

let app: TestApp;
let client: string;
beforeAll(async () => {
  app = await startTestApp();
  client = await clientToken(app);
});
afterAll(async () => app.close());

const preflight = (path: string, origin: string, base = app.base) =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization,companyid',
    },
  });

const corsHeadersOf = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => name.startsWith('access-control-')));

describe('CORS for embedding sites', () => {
  it('answers an allowed preflight with 204 and the allowed methods and headers', async () => {
    const response = await preflight(`${API}/notification/list`, EXAMPLE_SITE);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(corsHeadersOf(response.headers)).toEqual({
      'access-control-allow-origin': EXAMPLE_SITE,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Authorization, CompanyId, Content-Type, X-Request-Id',
      'access-control-max-age': '600',
    });
    expect(response.headers.get('vary')?.split(', ')).toContain('Origin');
  });

  it('names an allowed origin on answers, errors included, without credentials mode', async () => {
    const branches = await fetch(`${app.base}${API}/branch/listactive`, {
      headers: { Origin: 'http://localhost:4100', Authorization: `Bearer ${client}`, CompanyId: '1' },
    });
    expect(branches.status).toBe(200);
    expect(corsHeadersOf(branches.headers)).toEqual({
      'access-control-allow-origin': 'http://localhost:4100',
      'access-control-expose-headers': 'Retry-After, X-Request-Id',
    });
    expect(branches.headers.get('vary')?.split(', ')).toContain('Origin');
    const refused = await fetch(`${app.base}${API}/notification/count`, {
      headers: { Origin: EXAMPLE_SITE },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(EXAMPLE_SITE);
    const config = await fetch(`${app.base}/config.json`, { headers: { Origin: EXAMPLE_SITE } });
    expect(config.headers.get('access-control-allow-origin')).toBe(EXAMPLE_SITE);
    const qr = await fetch(`${app.base}/api/2fa/qrcode`, { headers: { Origin: EXAMPLE_SITE } });
    expect(qr.status).toBe(401);
    expect(qr.headers.get('access-control-allow-origin')).toBe(EXAMPLE_SITE);
    expect((await preflight('/api/2fa/verify', EXAMPLE_SITE)).status).toBe(204);
  });

  it('gives another origin no CORS headers and refuses its preflight', async () => {
    const answer = await fetch(`${app.base}/config.json`, { headers: { Origin: STRANGER } });
    expect(answer.status).toBe(200);
    expect(corsHeadersOf(answer.headers)).toEqual({});
    for (const origin of [STRANGER, 'null', 'http://127.0.0.1:4101', 'https://127.0.0.1:4100']) {
      const response = await preflight(`${API}/branch/listactive`, origin);
      expect(response.status, origin).toBe(403);
      expect(corsHeadersOf(response.headers)).toEqual({});
      expect(await response.json()).toEqual({ Code: 403, Message: 'This origin is not allowed', Data: null });
    }
  });

  it('does nothing special for our own origin', async () => {
    const response = await fetch(`${app.base}/config.json`, { headers: { Origin: app.base } });
    expect(response.status).toBe(200);
    expect(corsHeadersOf(response.headers)).toEqual({});
  });

  it('leaves other paths alone', async () => {
    const health = await fetch(`${app.base}/healthz`, { headers: { Origin: EXAMPLE_SITE } });
    expect(corsHeadersOf(health.headers)).toEqual({});
  });
});

describe('the allowlist follows the host', () => {
  let dir: string;
  let hosted: TestApp;
  const newFolder = temporaryFolders('bo-cors-');
  const entry = (companyId: string, allowedOrigins: string[]) => ({
    apiBase: '/api/v1',
    companyId,
    supportUrl: '/api/v1',
    smsServiceUrl: '',
    notificationServiceUrl: '/api/v1',
    mapKeys: { tileUrl: '', attribution: '', key: '' },
    activeModules: [],
    clientId: 'backoffice-portal',
    clientSecret: 'portal-public-client',
    allowedOrigins,
  });

  beforeAll(async () => {
    dir = await newFolder();
    const file = join(dir, 'deployment.json');
    await writeFile(
      file,
      JSON.stringify({
        hosts: {
          default: entry('1', ['https://partner.example/']),
          coop: entry('2', ['https://coop-bank.example']),
        },
      }),
    );
    hosted = await startTestApp({ deploymentFile: file });
  });
  afterAll(async () => hosted.close());

  const allowOriginFor = async (host: string, origin: string) =>
    (await rawRequest(hosted.base, '/config.json', { headers: { Host: host, Origin: origin } })).headers[
      'access-control-allow-origin'
    ] ?? null;

  it("uses the allowedOrigins of the Host's entry, else of default", async () => {
    expect(await allowOriginFor('coop.example.com', 'https://coop-bank.example')).toBe(
      'https://coop-bank.example',
    );
    expect(await allowOriginFor('coop.example.com', 'https://partner.example')).toBeNull();
    // An entry written with a trailing slash still matches the origin a browser sends.
    expect(await allowOriginFor('www.example.com', 'https://partner.example')).toBe(
      'https://partner.example',
    );
    expect(await allowOriginFor('www.example.com', 'https://coop-bank.example')).toBeNull();
  });

  it('allows no one while the deployment file is broken', async () => {
    await writeFile(join(dir, 'deployment.json'), '{ broken');
    const { utimes } = await import('node:fs/promises');
    await utimes(join(dir, 'deployment.json'), 1_800_000_000, 1_800_000_000);
    const response = await preflight('/config.json', 'https://partner.example', hosted.base);
    expect(response.status).toBe(403);
    expect(await allowOriginFor('www.example.com', 'https://partner.example')).toBeNull();
  });
});
