import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet with the content security policy the portal needs: its own scripts only, inline styles
 * (React style attributes), data: and blob: images (QR codes, previews), its service worker and
 * manifest, and framing by itself only. Embedding sites load widgets under their own policy, not
 * this one. `upgrade-insecure-requests` is left out: an intranet install on plain HTTP must still
 * load its own files; TLS is the proxy's job, and HSTS covers HTTPS deployments.
 */
export const securityHeaders = (): RequestHandler =>
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
        // Map tiles will need their host here (img-src), from the deployment's mapKeys.tileUrl.
        imgSrc: ["'self'", 'data:', 'blob:'],
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
