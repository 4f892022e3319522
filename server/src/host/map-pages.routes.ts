import { DEFAULT_COMPANY_ID } from '@backoffice/shared/constants';
import { eq } from 'drizzle-orm';
import { Router as createRouter, type Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { widgetOriginsTable } from '../db/schema/index.js';
import { sendEnvelope } from '../http/envelope.js';
import { FRONTEND_MESSAGES } from './frontend.routes.js';

/**
 * Spec section 2: the bare map pages other sites put in an <iframe>, each with the one query
 * parameter its data is read with (the page scripts send it as the CompanyId header, see
 * widgets/src/maps/map-calls.ts). The framing policy reads that parameter and no other, so a page
 * is never framed by one company's origins while showing another's data: the other name, if sent,
 * is ignored by both. The directions map reads no company's data.
 */
export const MAP_PAGE_COMPANY_PARAMETER = {
  '/salesapp/beat/beatmap': 'companyId',
  '/salesapp/iframe/delivery': 'companyId',
  '/salesapp/iframe/userscurrentlocation': 'cid',
  '/salesapp/iframe/userstracking': 'cid',
  '/salesapp/iframe/map': null,
} as const satisfies Record<string, 'cid' | 'companyId' | null>;

export type MapPagePath = keyof typeof MAP_PAGE_COMPANY_PARAMETER;

export const MAP_PAGE_PATHS = Object.keys(MAP_PAGE_COMPANY_PARAMETER) as MapPagePath[];

const OSM_TILES = 'https://tile.openstreetmap.org';
const COMPANY_ID = /^[1-9]\d{0,9}$/;
/** What a CSP source list may carry: a scheme, a host (a leading `*.` allowed) and a port; nothing else. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The company a page's data is read for: its own parameter (cid on the live and travel maps,
 * companyId on the beat and delivery maps), else null (company 1, or the Host's company for the
 * directions map, which shows no company's data). The raw query is read the way the page reads it
 * (URLSearchParams, first occurrence, no limit on the number of keys), not through Express's parser:
 * a repeated name or a query past the parser's key limit must not make the framing decision and the
 * page's data name two companies.
 */
export const companyOfPage = (path: MapPagePath, rawQuery: string): number | null => {
  const parameter = MAP_PAGE_COMPANY_PARAMETER[path];
  const value = parameter === null ? null : new URLSearchParams(rawQuery).get(parameter);
  return value !== null && COMPANY_ID.test(value) ? Number(value) : null;
};

/** The query string of a request as the browser sent it (without the `?`). */
export const rawQueryOf = (originalUrl: string): string => {
  const at = originalUrl.indexOf('?');
  return at < 0 ? '' : originalUrl.slice(at + 1);
};

/** An allowlist entry as a CSP source (its origin), or null for anything that is not plainly one. */
export const sourceOf = (entry: string): string | null => {
  try {
    const origin = new URL(entry).origin;
    return SOURCE.test(origin) ? origin : null;
  } catch {
    return null;
  }
};

/** The host of a tile URL template as a CSP source: `https://{s}.tile.example/{z}/…` gives `https://*.tile.example`. */
export const tileSourceOf = (tileUrl: string): string => {
  const match = /^(https?:)\/\/([^/?#]+)/i.exec(tileUrl.trim());
  if (!match) return OSM_TILES;
  const host = (match[2] as string).replace(/^\{[a-z]+\}\./i, '*.');
  const source = `${(match[1] as string).toLowerCase()}//${host}`;
  return SOURCE.test(source) ? source : OSM_TILES;
};

/**
 * helmet's policy for these pages with two directives changed: `frame-ancestors` names the
 * company's allowed origins besides ourselves, and `img-src` adds the tile provider.
 */
export const mapPagePolicy = (base: string, ancestors: readonly string[], tiles: string): string => {
  const directives = base
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive))
    .map((directive) =>
      // The portal's own policy may already allow this provider (its deployment entry's tiles).
      /^img-src(\s|$)/i.test(directive) && !directive.split(/\s+/).includes(tiles)
        ? `${directive} ${tiles}`
        : directive,
    );
  if (!directives.some((directive) => /^img-src(\s|$)/i.test(directive)))
    directives.push(`img-src 'self' ${tiles}`);
  directives.push(["frame-ancestors 'self'", ...ancestors].join(' '));
  return directives.join(';');
};

const companyWidgetOrigins = async (deps: AppDeps, companyId: number): Promise<string[]> => {
  const rows = await deps.db
    .select({ origin: widgetOriginsTable.Origin })
    .from(widgetOriginsTable)
    .where(eq(widgetOriginsTable.companyId, companyId));
  return rows.map((row) => String(row.origin));
};

/**
 * Who may frame a company's map pages: the deployment's allowedOrigins of that company (the entry
 * of the Host when it is that company's, else the company's own entry) and the widget origins the
 * company lists. The tile provider comes from the same entry.
 */
const framingFor = async (deps: AppDeps, host: string | undefined, path: MapPagePath, rawQuery: string) => {
  const found = await deps.deployment.lookup(host);
  const hostCompany =
    found.kind === 'found' && MAP_PAGE_COMPANY_PARAMETER[path] === null ? found.config.companyId : '';
  const companyId =
    companyOfPage(path, rawQuery) ??
    (COMPANY_ID.test(hostCompany) ? Number(hostCompany) : DEFAULT_COMPANY_ID);
  const entry =
    found.kind === 'found' && found.config.companyId === String(companyId)
      ? found.config
      : await deps.deployment.forCompany(companyId);
  const listed = [...(entry?.allowedOrigins ?? []), ...(await companyWidgetOrigins(deps, companyId))];
  const ancestors = [...new Set(listed.map(sourceOf).filter((source) => source !== null))];
  const tileUrl = entry?.mapKeys.tileUrl || (found.kind === 'found' ? found.config.mapKeys.tileUrl : '');
  return { ancestors, tiles: tileSourceOf(tileUrl || OSM_TILES) };
};

/**
 * The bare map pages: the portal's index.html (its client routes draw the maps) with a framing
 * policy of their own. Everywhere else helmet forbids framing by anyone but ourselves
 * (X-Frame-Options SAMEORIGIN, frame-ancestors 'self'); here a company's listed origins may frame
 * them, so X-Frame-Options (which cannot name origins) goes and frame-ancestors names them.
 */
export const mapPagesRouter = (deps: AppDeps): Router => {
  const router = createRouter();
  // One route per page, so the page (and its company parameter) is known without reading the path back.
  for (const path of MAP_PAGE_PATHS) {
    router.get(path, async (req, res, next) => {
      // A page a browser (or a frame) navigates to asks for HTML; API-style clients fall through.
      if (req.accepts(['json', 'html']) !== 'html') return next();
      try {
        const { ancestors, tiles } = await framingFor(
          deps,
          req.get('host'),
          path,
          rawQueryOf(req.originalUrl),
        );
        const base = res.getHeader('Content-Security-Policy');
        res.removeHeader('X-Frame-Options');
        res.setHeader(
          'Content-Security-Policy',
          mapPagePolicy(typeof base === 'string' ? base : '', ancestors, tiles),
        );
        // The answer depends on the query (the company), never on a cookie: no shared-cache surprises.
        res.setHeader('Cache-Control', 'no-cache');
      } catch (error) {
        return next(error);
      }
      res.sendFile(
        'index.html',
        { root: deps.env.PORTAL_DIR, cacheControl: false },
        (error?: Error & { status?: number }) => {
          if (!error || res.headersSent) return;
          if (error.status === 404) sendEnvelope(res, 503, FRONTEND_MESSAGES.portalNotBuilt, null);
          else next(error);
        },
      );
    });
  }
  return router;
};
