import { PAGES } from '@backoffice/shared/catalogue/pages';
import { EXPORT_CONTENT_TYPES } from '@backoffice/shared/http/export-format';
import type { z } from 'zod';
import type { MountableRoute } from '../define-route.js';
import { documentedBodyOf } from './hand-parsed-inputs.js';
import { describeInput, type InputField, objectSchemaOf, toOutputJsonSchema } from './input-json-schema.js';
import type {
  JsonSchema,
  OperationObject,
  ParameterObject,
  Reference,
  RequestBodyObject,
  ResponseObject,
} from './openapi.types.js';

export const BEARER_SCHEME = 'bearerAuth';

const ref = (kind: 'parameters' | 'responses', name: string): Reference => ({
  $ref: `#/components/${kind}/${name}`,
});

/** Express `:name` (and Express 5 `*name`) segments become OpenAPI `{name}` templates. */
export const toOpenApiPath = (expressPath: string): string =>
  expressPath.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

const pathParameterNames = (openApiPath: string): string[] =>
  [...openApiPath.matchAll(/\{([^}]+)\}/g)].flatMap((match) => (match[1] ? [match[1]] : []));

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /permission/CheckActionPermission` → `getPermissionCheckActionPermission`: stable across builds. */
export const operationIdOf = (method: string, path: string): string =>
  [
    method,
    ...path
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map(capitalised),
  ].join('');

export const tagOf = (route: MountableRoute): string =>
  route.tag ?? route.path.split('/').find((segment) => segment !== '') ?? 'api';

const ACCESS_TEXT: Record<MountableRoute['access'], string> = {
  public: 'Access: public (no token needed).',
  anonymous:
    'Access: anonymous (a client-credentials token or a user token; reads public data of the company in CompanyId).',
  user: 'Access: user (a signed-in user who belongs to the company in CompanyId).',
};

const pageTitleOf = (page: number): string => PAGES.find((entry) => entry.code === page)?.title ?? 'Page';

export const permissionTextOf = ({ page, action }: NonNullable<MountableRoute['permission']>): string =>
  `Requires permission: ${pageTitleOf(page)} (${page}) · ${action}`;

const alternativesTextOf = (route: MountableRoute): string =>
  route.alsoPermittedBy?.length
    ? ` Also open to: ${route.alsoPermittedBy.map(({ page, action }) => `${pageTitleOf(page)} (${page}) · ${action}`).join(', ')}.`
    : '';

const descriptionOf = (route: MountableRoute): string =>
  [
    ACCESS_TEXT[route.access],
    route.permission ? `${permissionTextOf(route.permission)}.${alternativesTextOf(route)}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');

const withDescription = (schema: JsonSchema): Pick<ParameterObject, 'description'> =>
  typeof schema.description === 'string' ? { description: schema.description } : {};

/** A query the document cannot take apart is still shown, as free-form form-style parameters. */
const FREE_FORM_QUERY: ParameterObject = {
  name: 'query',
  in: 'query',
  required: false,
  description: 'Query parameters (their schema could not be listed field by field).',
  schema: { type: 'object', additionalProperties: true },
  style: 'form',
  explode: true,
};

const queryParametersOf = (route: MountableRoute): ParameterObject[] => {
  if (!route.query) return [];
  const { fields } = describeInput(route.query);
  if (!fields) return [FREE_FORM_QUERY];
  return fields.map((field) => ({
    name: field.name,
    in: 'query',
    required: field.required,
    ...withDescription(field.schema),
    schema: field.schema,
  }));
};

const fileFieldOf = (file: NonNullable<MountableRoute['files']>[number]): InputField => ({
  name: file.name,
  required: false,
  schema: { type: 'string', format: 'binary', description: `A file of at most ${file.maxBytes} bytes.` },
});

/** Every route's body parsers take form, JSON and multipart; the document offers multipart where files go. */
const requestBodyOf = (route: MountableRoute): RequestBodyObject | undefined => {
  const body = documentedBodyOf(route);
  const files = route.files ?? [];
  if (!body && files.length === 0) return undefined;
  const described = body ? describeInput(body) : null;
  const fields = described?.fields ?? [];
  const content: RequestBodyObject['content'] = {};
  if (described) {
    content['application/x-www-form-urlencoded'] = { schema: described.schema };
    content['application/json'] = { schema: described.schema };
  }
  if (route.bodyKind === 'multipart' || files.length > 0) {
    content['multipart/form-data'] = { schema: objectSchemaOf([...fields, ...files.map(fileFieldOf)]) };
  }
  return { required: fields.some((field) => field.required), content };
};

const fieldNamesOf = (schema: JsonSchema | Reference | undefined): string[] => {
  const properties = schema && 'properties' in schema ? schema.properties : undefined;
  return properties && typeof properties === 'object' && !Array.isArray(properties)
    ? Object.keys(properties)
    : [];
};

const namesId = (names: readonly string[]) => names.some((name) => name.toLowerCase() === 'id');

/** A contract's answer: the envelope with Code 200 and Data as the contract's response schema. */
const successWith = (data: z.ZodType): ResponseObject => ({
  description: 'Done: Data holds the answer.',
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          { type: 'object', properties: { Code: { const: 200 }, Data: toOutputJsonSchema(data) } },
        ],
      },
    },
  },
});

const CSV_DOWNLOAD: ResponseObject = {
  description: 'A CSV download (header row = the field labels), not an envelope.',
  content: { 'text/csv': { schema: { type: 'string' } } },
};

const TABLE_DOWNLOAD: ResponseObject = {
  description:
    'A download, not an envelope: CSV (format=csv), an Excel workbook (format=xlsx) or an A4 PDF (format=pdf), the header row = the column labels.',
  content: {
    'text/csv': { schema: { type: 'string' } },
    [EXPORT_CONTENT_TYPES.xlsx]: { schema: { type: 'string', format: 'binary' } },
    [EXPORT_CONTENT_TYPES.pdf]: { schema: { type: 'string', format: 'binary' } },
  },
};

/**
 * The answers a route is known to give. Every route can answer 400 (a malformed CompanyId header,
 * or a refused field); the others follow from what the route declares; `default` (the envelope
 * with Code = the status) covers what a handler decides for itself, such as 429 on sign-in.
 */
const responsesOf = (
  route: MountableRoute,
  parameters: readonly ParameterObject[],
  body: RequestBodyObject | undefined,
): Record<string, ResponseObject | Reference> => {
  const bodyFields = Object.values(body?.content ?? {}).flatMap(({ schema }) => fieldNamesOf(schema));
  const responses: Record<string, ResponseObject | Reference> = {
    '200':
      route.download === 'csv'
        ? CSV_DOWNLOAD
        : route.download === 'table'
          ? TABLE_DOWNLOAD
          : route.response
            ? successWith(route.response)
            : ref('responses', 'Success'),
    '400': ref('responses', 'BadRequest'),
  };
  if (route.access !== 'public') responses['401'] = ref('responses', 'Unauthorized');
  if (route.permission) responses['403'] = ref('responses', 'Forbidden');
  // An anonymous call names a company that may not exist; an id may name another company's record.
  if (route.access === 'anonymous' || namesId([...parameters.map((p) => p.name), ...bodyFields]))
    responses['404'] = ref('responses', 'NotFound');
  // Saves (an Id in the body), deletes and actions meet duplicates, records in use and forbidding states.
  const changes = route.permission !== undefined && route.permission.action !== 'view';
  if (route.method === 'post' && (changes || namesId(bodyFields)))
    responses['409'] = ref('responses', 'Conflict');
  if (route.files?.length) responses['413'] = ref('responses', 'TooLarge');
  responses.default = ref('responses', 'Error');
  return responses;
};

export const operationOf = (route: MountableRoute, operationId: string): OperationObject => {
  const path = toOpenApiPath(route.path);
  const pathParameters: ParameterObject[] = pathParameterNames(path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const queryParameters = queryParametersOf(route);
  const requestBody = requestBodyOf(route);
  const own = [...pathParameters, ...queryParameters];
  const { permission } = route;
  return {
    operationId,
    summary: route.summary,
    description: descriptionOf(route),
    tags: [tagOf(route)],
    security: route.access === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
    parameters: [...own, ref('parameters', 'CompanyId')],
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, own, requestBody),
    'x-access': route.access,
    ...(permission
      ? {
          'x-permission': {
            page: permission.page,
            pageTitle: pageTitleOf(permission.page),
            action: permission.action,
            ...(route.alsoPermittedBy?.length ? { alsoPermittedBy: route.alsoPermittedBy } : {}),
          },
        }
      : {}),
  };
};
