import type { MountableRoute } from '../define-route.js';
import type { OpenApiDocument, PathItemObject, ResponseObject } from './openapi.types.js';
import { BEARER_SCHEME, operationIdOf, operationOf, tagOf, toOpenApiPath } from './openapi-operation.js';

/** The version of the API contract (the `/api/v1` base), not of the server package. */
export const API_DOCUMENT_VERSION = '1.0.0';

export interface OpenApiOptions {
  /** Where the routes are mounted (the document's server URL). */
  basePath: string;
  /** Where the readable reference page is served, for the document's own links. */
  referencePath: string;
}

const conventions = (options: OpenApiOptions) => `The back office's business API, generated from the
running server's route declarations (it is always the server's own; nothing to regenerate).
A readable reference is at [${options.referencePath}](${options.referencePath}).

- **Base**: every path is under \`${options.basePath}\`.
- **Authentication**: \`Authorization: Bearer <token>\`, a JWT. \`POST /user/login/admin\` gives a
  user token; \`POST /connect/token\` a client token that reads public data only. Public calls need none.
- **Company**: the \`CompanyId\` header names the company a call acts for (default 1). A signed-in
  user must belong to it; anonymous calls read public data of any active company.
- **Envelope**: every answer is JSON \`{Code, Message, Data}\`, with \`Errors: [{Field, Message}]\`
  when fields are refused. The HTTP status always equals \`Code\`.
- **Bodies**: form-encoded (\`application/x-www-form-urlencoded\`, as the original clients send)
  or JSON; multipart where a call takes files. Field names match regardless of case, unknown
  fields are ignored, and an empty form value counts as missing.
- **Permissions**: a call that needs one says "Requires permission: <page> (<page code>) · <action>";
  without it the answer is 403. A record of another company is 404.`;

const envelopeWith = (code: number, description: string): ResponseObject => ({
  description,
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          {
            type: 'object',
            properties: { Code: { const: code }, Data: code === 200 ? {} : { type: 'null' } },
          },
        ],
      },
    },
  },
});

const components = (): OpenApiDocument['components'] => ({
  schemas: {
    FieldError: {
      type: 'object',
      required: ['Field', 'Message'],
      properties: { Field: { type: 'string' }, Message: { type: 'string' } },
    },
    Envelope: {
      type: 'object',
      required: ['Code', 'Message', 'Data'],
      properties: {
        Code: { type: 'integer', description: 'Equals the HTTP status.' },
        Message: { type: 'string', description: 'For people: shown to the user as is.' },
        Data: { description: "The call's answer; null when it failed." },
        Errors: {
          type: 'array',
          items: { $ref: '#/components/schemas/FieldError' },
          description: 'Present on refused fields only: one entry per field.',
        },
      },
    },
  },
  responses: {
    Success: envelopeWith(200, 'Done: Data holds the answer.'),
    BadRequest: envelopeWith(400, 'A field, or the CompanyId header, is missing or not valid (see Errors).'),
    Unauthorized: envelopeWith(401, 'No token, or it has expired or been revoked.'),
    Forbidden: envelopeWith(403, 'The caller lacks the permission, or does not belong to the company.'),
    NotFound: envelopeWith(404, 'No such record or company (another company’s record is 404 too).'),
    Conflict: envelopeWith(409, 'The record is a duplicate, in use, or in a state that forbids this.'),
    TooLarge: envelopeWith(413, 'A file or the body is too large.'),
    Error: {
      description: 'Any other refusal or failure: the envelope, with Code equal to the HTTP status.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    },
  },
  parameters: {
    CompanyId: {
      name: 'CompanyId',
      in: 'header',
      required: false,
      description:
        'The company the call acts for (default 1). A `companyId` query value is accepted too and must agree.',
      schema: { type: 'integer', minimum: 1 },
    },
  },
  securitySchemes: {
    [BEARER_SCHEME]: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'A user token from a sign-in, or a client-credentials token from /connect/token.',
    },
  },
});

/**
 * The OpenAPI 3.1 document of the given routes. A route whose method and path came earlier is
 * skipped (Express answers with the first); colliding operation ids get a numbered suffix in list
 * order, so ids stay stable while the list does.
 */
export const buildOpenApiDocument = (
  routes: readonly MountableRoute[],
  options: OpenApiOptions,
): OpenApiDocument => {
  const paths: Record<string, PathItemObject> = {};
  const operationIds = new Set<string>();
  const tags: string[] = [];
  for (const route of routes) {
    const path = toOpenApiPath(route.path);
    const item = paths[path] ?? {};
    if (item[route.method]) continue;
    const base = operationIdOf(route.method, route.path);
    let operationId = base;
    for (let n = 2; operationIds.has(operationId); n += 1) operationId = `${base}${n}`;
    operationIds.add(operationId);
    item[route.method] = operationOf(route, operationId);
    paths[path] = item;
    const tag = tagOf(route);
    if (!tags.includes(tag)) tags.push(tag);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Back Office API', version: API_DOCUMENT_VERSION, description: conventions(options) },
    servers: [{ url: options.basePath }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: components(),
  };
};
