import { Router as createRouter, type Router } from 'express';
import type { AppDeps } from '../app-deps.js';
import { CONFIG_MESSAGES, publicHostConfig } from '../config/deployment-config.js';
import { probeDatabase } from '../db/readiness-probe.js';
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

  /** Readiness: the database answers and its tables can be read (see probeDatabase). */
  router.get('/readyz', async (req, res) => {
    try {
      await probeDatabase(deps.db);
      sendEnvelope(res, 200, 'Ready', null);
    } catch (error) {
      // The cause (a damaged page, a lost connection) is for the operator's log, not the prober.
      req.log.error({ err: error }, 'readiness: the database cannot be read');
      sendEnvelope(res, 503, 'The database cannot be read', null);
    }
  });

  return router;
};
