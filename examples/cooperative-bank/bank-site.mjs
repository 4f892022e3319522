// @ts-check
import { lookup as dnsLookup } from 'node:dns';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';

/**
 * A cooperative bank's own small website, on its own origin, embedding two back-office widgets.
 * Its backend holds the API key and mints short-lived widget tokens; its pages never see the key.
 */

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const PAGES = { '/': 'index.html', '/index.html': 'index.html', '/detail.html': 'detail.html' };
const ASSETS = {
  '/bank.css': 'text/css; charset=utf-8',
  '/widget-token.js': 'text/javascript; charset=utf-8',
  '/renewals-page.js': 'text/javascript; charset=utf-8',
  '/detail-page.js': 'text/javascript; charset=utf-8',
};

/** Least privilege: each page's token opens only its own widget. */
const SCOPES_BY_WIDGET = {
  renewals: ['mobilebanking.renewals'],
  'activation-request-detail': ['mobilebanking.activation'],
};
const TOKEN_SECONDS = 600;
const MINT_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 1_024;

/**
 * Browsers send every `*.localhost` name to the loopback address (RFC 6761); the system resolver
 * may not. The demo address `coop.localhost` must reach the same server from here as from the
 * page, and keep its Host header, which is what picks the cooperative's deployment entry.
 * @type {import('node:net').LookupFunction}
 */
const lookupLocalhostNames = (hostname, options, callback) => {
  if (hostname !== 'localhost' && !hostname.endsWith('.localhost')) {
    dnsLookup(hostname, options, callback);
  } else if (options.all) {
    /** @type {(error: null, addresses: import('node:dns').LookupAddress[]) => void} */ (callback)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  } else {
    callback(null, '127.0.0.1', 4);
  }
};

/**
 * One JSON POST with the built-in client (fetch cannot resolve `*.localhost` the browser's way).
 * @param {URL} url
 * @param {Record<string, string>} headers
 * @param {string} body
 * @returns {Promise<{ status: number, text: string }>}
 */
const postJson = (url, headers, body) =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
        lookup: lookupLocalhostNames,
        signal: AbortSignal.timeout(MINT_TIMEOUT_MS),
      },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

/**
 * Asks the back office for a widget token with the bank's API key.
 * @param {URL} backoffice
 * @param {string} apiKey
 * @param {readonly string[]} scopes
 * @param {string} subject who at the bank asked, recorded in the back office's audit
 * @returns {Promise<{ token: string, expiresAt: string } | { status: number, message: string }>}
 */
const mintWidgetToken = async (backoffice, apiKey, scopes, subject) => {
  const { status, text } = await postJson(
    new URL('/api/v1/widget/token', backoffice),
    { 'X-Api-Key': apiKey, Accept: 'application/json' },
    JSON.stringify({ Scopes: scopes, Subject: subject, ExpiresInSeconds: TOKEN_SECONDS }),
  );
  /** @type {{ Message?: string, Data?: { Token?: string, ExpiresAt?: string } | null }} */
  let envelope = {};
  try {
    envelope = JSON.parse(text);
  } catch {
    // Not our back office, or a proxy's error page: reported below with the status.
  }
  const data = envelope.Data;
  if (status === 200 && data?.Token && data.ExpiresAt)
    return { token: data.Token, expiresAt: data.ExpiresAt };
  return { status, message: envelope.Message ?? `HTTP ${status}` };
};

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<unknown>}
 */
const readJsonBody = async (req) => {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES) throw new Error('body too large');
  }
  return JSON.parse(text);
};

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
const sendJson = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The pages allow scripts, styles and calls from this site and the back office only: the widgets
 * need nothing else (their styles are constructed style sheets, which style-src does not govern).
 * @param {string} backofficeOrigin
 */
const contentSecurityPolicy = (backofficeOrigin) =>
  [
    "default-src 'none'",
    `script-src 'self' ${backofficeOrigin}`,
    `connect-src 'self' ${backofficeOrigin}`,
    `img-src 'self' ${backofficeOrigin} data:`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * Starts the bank's site. `backofficeUrl` is where our widgets and API live; its host picks the
 * cooperative's deployment entry (`coop.localhost:8080` in the demo).
 * @param {{ port: number, backofficeUrl: string, apiKey: string, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export const startBankSite = async ({ port, backofficeUrl, apiKey, host = '127.0.0.1' }) => {
  if (!apiKey) throw new Error('startBankSite needs the API key created in the back office');
  const backoffice = new URL(backofficeUrl);
  // Only the origin: the page builds the widget script address from it, and nothing else is trusted.
  const backofficeOrigin = backoffice.origin;
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const file of new Set(Object.values(PAGES))) {
    const template = await readFile(`${PUBLIC_DIR}${file}`, 'utf8');
    pages.set(file, template.replaceAll('{{BACKOFFICE_URL}}', escapeHtml(backofficeOrigin)));
  }
  const pageHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(backofficeOrigin),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };

  /** @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, origin: string) => Promise<void>} */
  const handleTokenRequest = async (req, res, origin) => {
    // A real bank checks its own staff sign-in here (its session cookie) and refuses everyone
    // else: whoever can call this route can see the cooperative's members through the widgets.
    // Refusing other sites' pages keeps them from minting with a signed-in teller's cookie
    // (browsers send Origin with every POST; this demo serves plain HTTP).
    if (req.headers.origin !== origin) return sendJson(res, 403, { error: 'Not from this site' });
    /** @type {unknown} */
    let body;
    try {
      body = await readJsonBody(req);
    } catch {
      return sendJson(res, 400, { error: 'Send JSON: {"widget": "renewals"}' });
    }
    const widget = body && typeof body === 'object' && 'widget' in body ? String(body.widget) : '';
    const scopes = Object.hasOwn(SCOPES_BY_WIDGET, widget)
      ? SCOPES_BY_WIDGET[/** @type {keyof typeof SCOPES_BY_WIDGET} */ (widget)]
      : undefined;
    if (!scopes) return sendJson(res, 400, { error: `No widget named "${widget}"` });
    try {
      // A real bank sends its signed-in staff member's id, so our audit names who acted.
      const minted = await mintWidgetToken(backoffice, apiKey, scopes, 'demo-teller');
      if ('token' in minted) return sendJson(res, 200, minted);
      console.error(`The back office refused a widget token (${minted.status}): ${minted.message}`);
      return sendJson(res, 502, { error: `The back office refused a widget token: ${minted.message}` });
    } catch (error) {
      console.error('The back office could not be reached:', error);
      return sendJson(res, 502, { error: 'The back office could not be reached' });
    }
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://bank.invalid').pathname;
    const origin = `http://${req.headers.host ?? ''}`;
    if (req.method === 'POST' && path === '/widget-token') {
      handleTokenRequest(req, res, origin).catch(() => res.destroy());
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const page = Object.hasOwn(PAGES, path) ? PAGES[/** @type {keyof typeof PAGES} */ (path)] : undefined;
    if (page) {
      res.writeHead(200, pageHeaders).end(pages.get(page));
      return;
    }
    const type = Object.hasOwn(ASSETS, path) ? ASSETS[/** @type {keyof typeof ASSETS} */ (path)] : undefined;
    if (!type) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    readFile(`${PUBLIC_DIR}${path.slice(1)}`).then(
      (content) =>
        res.writeHead(200, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' }).end(content),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${boundPort}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
};
