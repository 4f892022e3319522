import { relative, sep } from 'node:path';
import express, { Router as createRouter, type Router } from 'express';
import type { Env } from '../config/env.schema.js';
import { sendEnvelope } from '../http/envelope.js';

export const FRONTEND_MESSAGES = { portalNotBuilt: 'The portal is not built. Run npm run build.' } as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Public images the widgets show on other sites (logos, login banners). */
const EMBEDDABLE_IMAGES = '/brand/';

/** Portal files whose names do not change between releases: the browser must ask every time. */
const PORTAL_ENTRY_FILES = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** Paths the portal never answers, so their unknown URLs keep a JSON 404. */
const isServerPath = (path: string, apiBase: string) =>
  isUnder(path, apiBase) ||
  isUnder(path, '/api') ||
  isUnder(path, '/widgets') ||
  path === '/config.json' ||
  path === '/healthz' ||
  path === '/readyz';

/** The file's path below the served folder, with forward slashes. */
const servedPath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/**
 * The built front end: widgets at /widgets (loadable by any site: module scripts are fetched in
 * CORS mode, and helmet's same-origin resource policy would block them), the portal's files at /,
 * and the portal's index.html for any other page a browser opens (client-side routes).
 */
export const frontendRouter = (env: Pick<Env, 'PORTAL_DIR' | 'WIDGETS_DIR'>, apiBase: string): Router => {
  const router = createRouter();

  router.use(
    '/widgets',
    (_req, res, next) => {
      res.set({ 'Cross-Origin-Resource-Policy': 'cross-origin', 'Access-Control-Allow-Origin': '*' });
      next();
    },
    express.static(env.WIDGETS_DIR, {
      index: false,
      redirect: false,
      setHeaders: (res, file) => {
        const path = servedPath(env.WIDGETS_DIR, file);
        // chunks/ and assets/ carry content hashes; the loader and widget entry files do not.
        const hashed = path.startsWith('chunks/') || path.startsWith('assets/');
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      },
    }),
  );

  const portalFiles = express.static(env.PORTAL_DIR, {
    index: false,
    redirect: false,
    setHeaders: (res, file) => {
      const path = servedPath(env.PORTAL_DIR, file);
      // A widget on a bank's site shows these; helmet's same-origin policy would block them there.
      if (`/${path}`.startsWith(EMBEDDABLE_IMAGES))
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      if (path.startsWith('assets/')) res.setHeader('Cache-Control', IMMUTABLE);
      else if (PORTAL_ENTRY_FILES.has(path)) res.setHeader('Cache-Control', REVALIDATE);
    },
  });
  router.use((req, res, next) => (isServerPath(req.path, apiBase) ? next() : portalFiles(req, res, next)));

  router.use((req, res, next) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    // A page a browser navigates to asks for HTML first; fetch and API clients ask for */* or JSON.
    if (!isRead || isServerPath(req.path, apiBase) || req.accepts(['json', 'html']) !== 'html') return next();
    res.sendFile(
      'index.html',
      { root: env.PORTAL_DIR, cacheControl: false, headers: { 'Cache-Control': REVALIDATE } },
      (error?: Error & { status?: number }) => {
        if (!error || res.headersSent) return;
        if (error.status === 404) sendEnvelope(res, 503, FRONTEND_MESSAGES.portalNotBuilt, null);
        else next(error);
      },
    );
  });

  return router;
};
