import express, { Router as createRouter, type Router } from 'express';
import type { Env } from '../config/env.schema.js';
import { UPLOADS_URL, uploadsDirectory } from '../entities/files/entity-files.js';
import { sendEnvelope } from '../http/envelope.js';

/**
 * Uploaded files, by their server-made random names. They may be shown on other sites (a notice
 * image in a widget), and they never run as a page: the sandbox CSP disarms a crafted file.
 */
export const uploadsRouter = (env: Pick<Env, 'DATA_DIR'>): Router => {
  const router = createRouter();
  router.use(
    UPLOADS_URL,
    (_req, res, next) => {
      res.set('Cross-Origin-Resource-Policy', 'cross-origin');
      res.set(
        'Content-Security-Policy',
        "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      );
      next();
    },
    express.static(uploadsDirectory(env.DATA_DIR), {
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      redirect: false,
    }),
    (_req, res) => sendEnvelope(res, 404, 'No such file.', null),
  );
  return router;
};
