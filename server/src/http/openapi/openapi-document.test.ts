import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../../api-routes.js';
import { defineRoute, type MountableRoute } from '../define-route.js';
import { documentedAs, toInputJsonSchema } from './input-json-schema.js';
import {
  isReference,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
} from './openapi.types.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { toOpenApiPath } from './openapi-operation.js';

const OPTIONS = { basePath: '/api/v1', referencePath: '/api/v1/docs' };

/** The parser dereferences in place, so it gets a copy. */
const problemsOf = async (doc: OpenApiDocument): Promise<string> => {
  const result = await validate(
    structuredClone(doc) as unknown as Exclude<Parameters<typeof validate>[0], string>,
  );
  return result.valid ? '' : compileErrors(result);
};

const stub = async () => ({ data: null });

const operation = (doc: OpenApiDocument, method: 'get' | 'post', path: string): OperationObject => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};

const ownParameters = (op: OperationObject): ParameterObject[] =>
  op.parameters.filter((parameter): parameter is ParameterObject => !isReference(parameter));

const formSchemaOf = (op: OperationObject) =>
  op.requestBody?.content['application/x-www-form-urlencoded']?.schema;

describe("the document of the app's routes", () => {
  const doc = buildOpenApiDocument(apiRoutes, OPTIONS);

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(await problemsOf(doc)).toBe('');
  });

  it('lists every route once, with a unique operation id', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const route of apiRoutes) {
      expect(
        doc.paths[toOpenApiPath(route.path)]?.[route.method],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
  });

  it('shows the sign-in form fields, though the handler parses them itself', () => {
    const schema = formSchemaOf(operation(doc, 'post', '/user/login/admin'));
    expect(schema).toMatchObject({
      properties: {
        UserName: { type: 'string' },
        Password: { type: 'string' },
        BranchId: { type: 'integer' },
      },
      required: ['UserName', 'Password'],
    });
  });
});

const sampleRoutes: MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: '/thing/:id/parts',
    summary: 'Parts of a thing.',
    access: 'user',
    permission: { page: PAGE_CODES.Notice, action: 'view' },
    query: z.preprocess((value) => value, z.object({ pageNo: z.coerce.number().int().optional() })),
    handler: stub,
  }),
  defineRoute({
    method: 'get',
    path: '/odd/query',
    summary: 'A query that is not an object, and fields zod cannot express.',
    access: 'anonymous',
    query: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
    handler: stub,
  }),
  defineRoute({
    method: 'post',
    path: '/odd/body',
    summary: 'Fields JSON Schema cannot express, a recursive one, and one refined to be required.',
    access: 'public',
    body: z.object({
      when: z.date(),
      big: z.bigint().default(1n),
      tree: z.lazy((): z.ZodType => z.object({ child: z.string().optional() })),
      Title: z
        .string()
        .optional()
        .refine((value) => value !== undefined, { error: 'Title is required' }),
      Shown: documentedAs(z.unknown().optional(), z.string().max(20)),
    }),
    handler: stub,
  }),
  defineRoute({
    method: 'post',
    path: '/thing/save',
    summary: 'Saves a thing with its picture.',
    access: 'user',
    body: z.object({ Id: z.number().optional() }),
    bodyKind: 'multipart',
    files: [{ name: 'Picture', maxBytes: 1000 }],
    handler: stub,
  }),
  defineRoute({ method: 'get', path: '/a-b', summary: 'Dashes.', access: 'public', handler: stub }),
  defineRoute({ method: 'get', path: '/a/b', summary: 'Same id.', access: 'public', handler: stub }),
  defineRoute({
    method: 'get',
    path: '/a/b',
    summary: 'Shadowed by the first.',
    access: 'public',
    handler: stub,
  }),
];

describe('the document of any route list', () => {
  const doc = buildOpenApiDocument(sampleRoutes, OPTIONS);

  it('stays valid whatever the schemas', async () => {
    expect(await problemsOf(doc)).toBe('');
  });

  it('turns Express parameters into path templates and lists them as required', () => {
    const op = operation(doc, 'get', '/thing/{id}/parts');
    expect(ownParameters(op).map(({ name, in: where, required }) => [name, where, required])).toEqual([
      ['id', 'path', true],
      ['pageNo', 'query', false],
    ]);
  });

  it('documents a declared permission as 403 with its page and action', () => {
    const op = operation(doc, 'get', '/thing/{id}/parts');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    expect(op.description).toContain('Requires permission: Notices (211) · view');
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(operation(doc, 'get', '/a-b').responses['403']).toBeUndefined();
    expect(operation(doc, 'get', '/a-b').security).toEqual([]);
  });

  it('falls back to free-form parameters for a query that is not one object', () => {
    expect(ownParameters(operation(doc, 'get', '/odd/query'))).toMatchObject([
      { in: 'query', style: 'form', explode: true, schema: { type: 'object' } },
    ]);
  });

  it('shows inexpressible fields as any value, and asks zod which fields are required', () => {
    const schema = formSchemaOf(operation(doc, 'post', '/odd/body'));
    expect(schema).toMatchObject({
      properties: { when: {}, big: {}, tree: { type: 'object' }, Shown: { type: 'string', maxLength: 20 } },
      required: ['when', 'tree', 'Title'],
    });
  });

  it('offers multipart with binary file parts where a route takes files', () => {
    const op = operation(doc, 'post', '/thing/save');
    expect(op.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { Id: { type: 'number' }, Picture: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['404', '409', '413']));
  });

  it('keeps operation ids unique and skips a method and path Express would never reach', () => {
    expect(operation(doc, 'get', '/a-b').operationId).toBe('getAB');
    expect(operation(doc, 'get', '/a/b')).toMatchObject({ operationId: 'getAB2', summary: 'Same id.' });
  });
});

describe('toInputJsonSchema', () => {
  it('answers a permissive schema instead of throwing', () => {
    expect(toInputJsonSchema(z.string().meta({ example: 10n }))).toEqual({});
  });
});
