// @ts-check
import { lookup as dnsLookup } from 'node:dns';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { fileURLToPath } from 'node:url';

/**
 * A distributor's own dispatch website, on its own origin, showing the back office's field maps:
 * every sales person's live position, one person's travel history, and the bare live map page in
 * an <iframe>. Its backend holds the API key, mints short-lived widget tokens with it and reads
 * the list of sales persons for its form; its pages never see the key.
 */

const PUBLIC_DIR = fileURLToPath(new URL('./public/', import.meta.url));
const PAGES = { '/': 'index.html', '/index.html': 'index.html' };
const ASSETS = {
  '/dispatch.css': 'text/css; charset=utf-8',
  '/dashboard-page.js': 'text/javascript; charset=utf-8',
  '/dispatch-api.js': 'text/javascript; charset=utf-8',
};

/** Least privilege: the maps, and nothing else of the company. */
const MAP_SCOPES = ['tracking.maps'];
const TOKEN_SECONDS = 600;
/** The backend's own token for the sales-person list is minted again this long before it expires. */
const TOKEN_MARGIN_MS = 60_000;
const CALL_TIMEOUT_MS = 10_000;
const MAX_BODY_BYTES = 1_024;
const API = '/api/v1';
/** The back office's default tile provider (server/config/deployment.json mapKeys.tileUrl). */
const DEFAULT_TILE_SOURCES = ['https://tile.openstreetmap.org'];

/**
 * Browsers send every `*.localhost` name to the loopback address (RFC 6761); the system resolver
 * may not. A back office at `something.localhost` must reach the same server from here as from the
 * page, and keep its Host header, which picks the company's deployment entry.
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
 * One call with the built-in client (fetch cannot resolve `*.localhost` the browser's way).
 * @param {'GET' | 'POST'} method
 * @param {URL} url
 * @param {Record<string, string>} headers
 * @param {string} [body]
 * @returns {Promise<{ status: number, text: string }>}
 */
const call = (method, url, headers, body) =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      url,
      {
        method,
        headers: {
          Accept: 'application/json',
          ...headers,
          ...(body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }),
        },
        lookup: lookupLocalhostNames,
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
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
 * The back office's envelope `{Code, Message, Data}`, or an empty one for anything else (a proxy's
 * error page): callers report the status then.
 * @param {string} text
 * @returns {{ Message?: string, Data?: unknown }}
 */
const envelopeOf = (text) => {
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
};

/** @typedef {{ token: string, expiresAt: string, companyId: number }} MintedToken */

/**
 * Asks the back office for a widget token with the site's API key.
 * @param {URL} backoffice
 * @param {string} apiKey
 * @param {string} subject who at the dispatch desk asked, recorded in the back office's audit
 * @returns {Promise<MintedToken | { status: number, message: string }>}
 */
const mintWidgetToken = async (backoffice, apiKey, subject) => {
  const { status, text } = await call(
    'POST',
    new URL(`${API}/widget/token`, backoffice),
    { 'X-Api-Key': apiKey },
    JSON.stringify({ Scopes: MAP_SCOPES, Subject: subject, ExpiresInSeconds: TOKEN_SECONDS }),
  );
  const envelope = envelopeOf(text);
  const data = /** @type {{ Token?: string, ExpiresAt?: string, CompanyId?: number } | undefined} */ (
    envelope.Data ?? undefined
  );
  if (status === 200 && data?.Token && data.ExpiresAt && data.CompanyId)
    return { token: data.Token, expiresAt: data.ExpiresAt, companyId: data.CompanyId };
  return { status, message: envelope.Message ?? `HTTP ${status}` };
};

/** @typedef {{ userId: number, name: string, userName: string, lastReport: string }} SalesPerson */

/**
 * The sales persons for the travel-history form. The back office opens to a widget token only what
 * the maps need, and the live map's call (/visit/currentlocation, one row per sales person who has
 * reported) names them with their sign-in user id, which is what the travel history asks for.
 * @param {URL} backoffice
 * @param {MintedToken} minted
 * @returns {Promise<SalesPerson[] | { status: number, message: string }>}
 */
const readSalesPersons = async (backoffice, minted) => {
  const { status, text } = await call('GET', new URL(`${API}/visit/currentlocation`, backoffice), {
    Authorization: `Bearer ${minted.token}`,
    CompanyId: String(minted.companyId),
  });
  const envelope = envelopeOf(text);
  if (status !== 200 || !Array.isArray(envelope.Data))
    return { status, message: envelope.Message ?? `HTTP ${status}` };
  /** @type {{ UserId: number, UserName: string, FullName: string, DeviceDate: string, DeviceTime: string }[]} */
  const rows = envelope.Data;
  return rows
    .map((row) => ({
      userId: row.UserId,
      name: row.FullName || row.UserName,
      userName: row.UserName,
      lastReport: `${row.DeviceDate} ${row.DeviceTime}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
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
  return text === '' ? {} : JSON.parse(text);
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
 * Scripts, styles and calls from this site and the back office only; map tiles from the tile
 * provider; frames of the back office only. The hub's WebSocket is named with its own scheme,
 * which an http source does not cover in every browser.
 * @param {string} backofficeOrigin
 * @param {readonly string[]} tileSources
 */
const contentSecurityPolicy = (backofficeOrigin, tileSources) => {
  const socketOrigin = backofficeOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    `script-src 'self' ${backofficeOrigin}`,
    `connect-src 'self' ${backofficeOrigin} ${socketOrigin}`,
    `img-src 'self' ${backofficeOrigin} ${tileSources.join(' ')} data:`,
    "style-src 'self'",
    `frame-src ${backofficeOrigin}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/**
 * Starts the dispatcher's site. `backofficeUrl` is where our widgets and API live; its host picks
 * the company's deployment entry (`localhost:8080`, company 1, in the demo).
 * @param {{ port: number, backofficeUrl: string, apiKey: string, host?: string, tileSources?: readonly string[] }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export const startDispatcherSite = async ({
  port,
  backofficeUrl,
  apiKey,
  host = '127.0.0.1',
  tileSources = DEFAULT_TILE_SOURCES,
}) => {
  if (!apiKey) throw new Error('startDispatcherSite needs the API key created in the back office');
  const backoffice = new URL(backofficeUrl);
  // Only the origin: the page builds the widget and frame addresses from it, nothing else is trusted.
  const backofficeOrigin = backoffice.origin;
  const template = await readFile(`${PUBLIC_DIR}index.html`, 'utf8');
  const page = template.replaceAll('{{BACKOFFICE_URL}}', escapeHtml(backofficeOrigin));
  const pageHeaders = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(backofficeOrigin, tileSources),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  };

  /** The backend's own token for reading the sales-person list, kept until shortly before it expires. */
  /** @type {MintedToken | null} */
  let listToken = null;
  const tokenForList = async () => {
    if (listToken && Date.parse(listToken.expiresAt) - Date.now() > TOKEN_MARGIN_MS) return listToken;
    const minted = await mintWidgetToken(backoffice, apiKey, 'dispatch-site');
    if (!('token' in minted)) return minted;
    listToken = minted;
    return minted;
  };

  /**
   * A real site checks its own staff sign-in on both routes (its session cookie) and refuses
   * everyone else: whoever can call them sees where the company's sales persons are.
   * @param {(res: import('node:http').ServerResponse) => Promise<void>} handle
   * @param {import('node:http').ServerResponse} res
   */
  const answerWithBackoffice = (handle, res) =>
    handle(res).catch((error) => {
      console.error('The back office could not be reached:', error);
      sendJson(res, 502, { error: 'The back office could not be reached' });
    });

  /** @param {import('node:http').ServerResponse} res */
  const mintForPage = async (res) => {
    // A real site sends its signed-in dispatcher's id, so our audit names who looked.
    const minted = await mintWidgetToken(backoffice, apiKey, 'demo-dispatcher');
    if ('token' in minted) return sendJson(res, 200, minted);
    console.error(`The back office refused a widget token (${minted.status}): ${minted.message}`);
    return sendJson(res, 502, { error: `The back office refused a widget token: ${minted.message}` });
  };

  /** @param {import('node:http').ServerResponse} res */
  const listSalesPersons = async (res) => {
    const minted = await tokenForList();
    const answer = 'token' in minted ? await readSalesPersons(backoffice, minted) : minted;
    if (Array.isArray(answer)) return sendJson(res, 200, answer);
    // A token revoked or expired early: the next call mints a new one.
    listToken = null;
    console.error(`The back office refused the sales-person list (${answer.status}): ${answer.message}`);
    return sendJson(res, 502, { error: `The back office refused the sales-person list: ${answer.message}` });
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://dispatch.invalid').pathname;
    const origin = `http://${req.headers.host ?? ''}`;
    if (req.method === 'POST' && path === '/widget-token') {
      // Other sites' pages must not mint with a signed-in dispatcher's cookie (browsers send
      // Origin with every POST; this demo serves plain HTTP).
      if (req.headers.origin !== origin) return sendJson(res, 403, { error: 'Not from this site' });
      readJsonBody(req).then(
        () => answerWithBackoffice(mintForPage, res),
        () => sendJson(res, 400, { error: 'Send JSON or nothing' }),
      );
      return;
    }
    if (req.method === 'GET' && path === '/sales-persons') {
      // Another site's page cannot read this answer: it has no CORS headers.
      answerWithBackoffice(listSalesPersons, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (Object.hasOwn(PAGES, path)) {
      res.writeHead(200, pageHeaders).end(page);
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
