import { randomUUID } from 'node:crypto';
import compression from 'compression';
import express, { type Express, type RequestHandler, Router } from 'express';
import multer from 'multer';
import { pinoHttp } from 'pino-http';
import { API_BASE, apiRoutes } from './api-routes.js';
import type { AppDeps } from './app-deps.js';
import { registerModuleEntityHooks } from './entity-hooks.js';
import { frontendRouter } from './host/frontend.routes.js';
import { hostRouter } from './host/host.routes.js';
import { mapPagesRouter } from './host/map-pages.routes.js';
import { uploadsRouter } from './host/uploads.routes.js';
import { corsForEmbedders } from './http/cors.js';
import type { MountableRoute } from './http/define-route.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { namedMultipartError } from './http/multipart-errors.js';
import { loggableRequest, loggableResponse, requestLine } from './http/request-log.js';
import { securityHeaders } from './http/security-headers.js';
import { apiDocsRouter } from './modules/api-docs/api-docs.routes.js';
import { twoFactorHostRoutes } from './modules/session/two-factor.routes.js';
import type { HubServer } from './realtime/hub-server.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Multipart bodies without files (browsers send FormData for plain forms too). */
const multipartFields: RequestHandler = multer({
  limits: { fieldSize: BODY_LIMIT_BYTES, fields: 200, parts: 200 },
}).none();

/**
 * A route that declares file parts takes exactly those, each as often as declared (once unless it
 * says more) and within the largest declared size (each part's own limit is checked by its
 * handler); every other route refuses files. Refusals name the part (namedMultipartError).
 */
const multipartFor = (route: MountableRoute): RequestHandler => {
  const parse = route.files?.length ? multipartWithFiles(route.files) : multipartFields;
  return (req, res, next) =>
    parse(req, res, (error?: unknown) =>
      next(error === undefined ? undefined : namedMultipartError(error, route)),
    );
};

const multipartWithFiles = (parts: NonNullable<MountableRoute['files']>): RequestHandler => {
  const fileSize = Math.max(...parts.map((file) => file.maxBytes));
  // One file more than all the parts take: the extra one reaches the check by name, which says
  // which part it was, instead of a count limit that cannot.
  const files = parts.reduce((total, file) => total + (file.maxCount ?? 1), 0) + 1;
  return multer({
    storage: multer.memoryStorage(),
    limits: { fieldSize: BODY_LIMIT_BYTES, fields: 200, parts: 200, fileSize, files },
  }).fields(parts.map((file) => ({ name: file.name, maxCount: file.maxCount ?? 1 })));
};

const routerOf = (deps: AppDeps, routes: readonly MountableRoute[]): Router => {
  const router = Router();
  for (const route of routes) {
    const multipart = multipartFor(route);
    router[route.method](
      route.path,
      (req, res, next) => (req.is('multipart/form-data') ? multipart(req, res, next) : next()),
      async (req, res) => route.run(deps, req, res),
    );
  }
  return router;
};

const requestId = (header: unknown): string =>
  typeof header === 'string' && /^[\w.-]{8,64}$/.test(header) ? header : randomUUID();

/**
 * `hubs`: the real-time hubs' HTTP side (negotiate, Server-Sent Events, long polling); their
 * WebSockets come through the HTTP server's upgrades, which `hubs.start(server, …)` takes.
 */
export const createApp = (deps: AppDeps, options: { hubs?: HubServer } = {}): Express => {
  registerModuleEntityHooks();
  const app = express();
  app.set('trust proxy', deps.env.TRUST_PROXY);
  app.use(securityHeaders(deps.deployment));
  // The portal's scripts shrink to a third; slow mobile networks are where our users are.
  app.use(compression());
  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = requestId(req.headers['x-request-id']);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      // Bearer tokens, API keys and hub tokens in addresses stay out of the logs; one short line a request.
      serializers: { req: loggableRequest, res: loggableResponse },
      customSuccessMessage: (req, res, responseTime) => requestLine(req, res, responseTime),
      customErrorMessage: (req, res, error) =>
        `${requestLine(req, res, 0).replace(/ 0 ms$/, '')}: ${error.message}`,
    }),
  );
  // Before the body parsers, so even a refused body carries the headers a widget needs to read it.
  app.use(['/config.json', '/api/2fa', API_BASE], corsForEmbedders(deps.deployment, deps.db, deps.origins));
  app.use(express.json({ limit: BODY_LIMIT_BYTES }));
  app.use(express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES, parameterLimit: 1000 }));

  app.use(hostRouter(deps));
  app.use(routerOf(deps, twoFactorHostRoutes));
  if (options.hubs) app.use(API_BASE, options.hubs.router);
  app.use(API_BASE, apiDocsRouter(apiRoutes, API_BASE));
  app.use(API_BASE, routerOf(deps, apiRoutes));
  app.use(uploadsRouter(deps.env));
  app.use(mapPagesRouter(deps));
  app.use(frontendRouter(deps.env, API_BASE));

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
};
