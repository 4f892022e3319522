import { Router as createRouter, type Router } from 'express';
import type { MountableRoute } from '../../http/define-route.js';
import type { OpenApiDocument } from '../../http/openapi/openapi.types.js';
import { buildOpenApiDocument } from '../../http/openapi/openapi-document.js';
import { renderApiReference } from './api-reference.page.js';
import { API_REFERENCE_CSS } from './api-reference.styles.js';

export const API_DOCS_PATHS = {
  document: '/openapi.json',
  reference: '/docs',
  stylesheet: '/docs/styles.css',
} as const;

/** Both answers follow the running server, so browsers revalidate instead of keeping an old copy. */
const REVALIDATE = 'no-cache';

/**
 * The API describing itself, mounted under the API base: the OpenAPI document and a readable
 * reference page made from it. Plain handlers, not envelope routes: the document is the answer
 * itself, and the page is HTML. The route list is fixed once the app is built, so both are made on
 * first request and kept. They are not in the document they serve: they are not business calls.
 */
export const apiDocsRouter = (routes: readonly MountableRoute[], basePath: string): Router => {
  const router = createRouter();
  const links = {
    basePath,
    documentUrl: `${basePath}${API_DOCS_PATHS.document}`,
    stylesheetUrl: `${basePath}${API_DOCS_PATHS.stylesheet}`,
  };
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = () => {
    document ??= buildOpenApiDocument(routes, {
      basePath,
      referencePath: `${basePath}${API_DOCS_PATHS.reference}`,
    });
    return document;
  };

  router.get(API_DOCS_PATHS.document, (_req, res) => {
    res.set('Cache-Control', REVALIDATE).json(documentOf());
  });

  router.get(API_DOCS_PATHS.reference, (_req, res) => {
    page ??= renderApiReference(documentOf(), links);
    res.set('Cache-Control', REVALIDATE).type('html').send(page);
  });

  router.get(API_DOCS_PATHS.stylesheet, (_req, res) => {
    res.set('Cache-Control', REVALIDATE).type('css').send(API_REFERENCE_CSS);
  });

  return router;
};
