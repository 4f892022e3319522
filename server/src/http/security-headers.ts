import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { DeploymentConfigSource } from '../config/deployment-config.js';
import { tileSourceOf } from '../host/map-pages.routes.js';

/** OpenStreetMap's tiles: the maps' default layer (widgets/src/maps/leaflet/tile-config.ts). */
export const OSM_TILE_SOURCE = 'https://tile.openstreetmap.org';

/**
 * helmet with the content security policy the portal needs: its own scripts only, inline styles
 * (React style attributes), data: and blob: images (QR codes, previews), map tiles, its service
 * worker and manifest, and framing by itself only. Embedding sites load widgets under their own
 * policy, not this one. `upgrade-insecure-requests` is left out: an intranet install on plain HTTP
 * must still load its own files; TLS is the proxy's job, and HSTS covers HTTPS deployments.
 */
const policyWith = (tiles: readonly string[]): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The tile hosts only (the maps inside the shell), not any https: image.
        imgSrc: ["'self'", 'data:', 'blob:', ...tiles],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the API and, in CSP 3 browsers, the same-host WebSocket hubs.
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });

/**
 * The policy for a request. With the deployment file, img-src also names the tile host of the
 * entry serving this address (its mapKeys.tileUrl, the layer its /config.json hands the maps);
 * OpenStreetMap's is always there, the layer of an entry without its own. One helmet per tile
 * list, made once: the file is re-read only when it changes (DeploymentConfigSource).
 */
export const securityHeaders = (deployment?: Pick<DeploymentConfigSource, 'lookup'>): RequestHandler => {
  const fallback = policyWith([OSM_TILE_SOURCE]);
  if (!deployment) return fallback;
  const byTiles = new Map<string, RequestHandler>([[OSM_TILE_SOURCE, fallback]]);
  return (req, res, next) => {
    deployment.lookup(req.get('host')).then(
      (found) => {
        const tileUrl = found.kind === 'found' ? found.config.mapKeys.tileUrl.trim() : '';
        const tiles = tileUrl ? tileSourceOf(tileUrl) : OSM_TILE_SOURCE;
        let handler = byTiles.get(tiles);
        if (!handler) {
          handler = policyWith([OSM_TILE_SOURCE, tiles]);
          byTiles.set(tiles, handler);
        }
        handler(req, res, next);
      },
      // An unreadable file never blocks a page: the default layer's policy still applies.
      () => fallback(req, res, next),
    );
  };
};
