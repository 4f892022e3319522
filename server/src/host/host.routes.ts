import { sql } from 'drizzle-orm';
import { Router as createRouter, type Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { CONFIG_MESSAGES, publicHostConfig } from '../config/deployment-config.js';
import { sendEnvelope } from '../http/envelope.js';

/** Routes outside the API base: the portal's per-host config and health checks. */
export const hostRouter = (deps: AppDeps): Router => {
  const router = createRouter();

  router.get('/config.json', async (req, res) => {
    const found = await deps.deployment.lookup(req.get('host'));
    if (found.kind === 'invalid-file') {
      req.log.error({ reason: found.reason }, CONFIG_MESSAGES.missing);
      sendEnvelope(res, 503, CONFIG_MESSAGES.missing, null);
      return;
    }
    if (found.kind === 'unknown-host') {
      req.log.warn({ host: req.get('host') }, CONFIG_MESSAGES.hostMismatch);
      sendEnvelope(res, 404, CONFIG_MESSAGES.hostMismatch, null);
      return;
    }
    res.set('Cache-Control', 'no-cache').json(publicHostConfig(found.config));
  });

  /** Liveness: the process answers. No database work, so it is also the benchmark's bare route. */
  router.get('/healthz', (_req, res) => {
    res.json({ Code: 200, Message: 'OK', Data: null });
  });

  /** Readiness: the database answers. */
  router.get('/readyz', async (_req, res) => {
    try {
      await deps.db.execute(sql`select 1`);
      sendEnvelope(res, 200, 'Ready', null);
    } catch {
      sendEnvelope(res, 503, 'The database is not reachable', null);
    }
  });

  return router;
};
