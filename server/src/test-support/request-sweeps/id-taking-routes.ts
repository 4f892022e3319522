import { apiRoutes } from '../../api-routes.js';
import { generatedEntityRoutes } from '../../entities/generated-entity.routes.js';
import type { MountableRoute } from '../../http/define-route.js';
import { documentedBodyOf } from '../../http/openapi/hand-parsed-inputs.js';
import { describeInput } from '../../http/openapi/input-json-schema.js';

/** 'post /order/confirm': how the tables of the tenancy walks name a route. */
export const routeKey = (route: Pick<MountableRoute, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** `id`, `PartyId`, `orderId`, `uid`, `client_id`: a field that may name a record. */
const ID_NAMED = /id$/i;

const fieldNames = (schema: MountableRoute['query']): string[] =>
  schema ? (describeInput(schema).fields?.map((field) => field.name) ?? []) : [];

/** The id-named query and body fields of a route, as its contract (the OpenAPI document) lists them. */
export const idFieldsOf = (route: MountableRoute): string[] =>
  [...fieldNames(route.query), ...fieldNames(documentedBodyOf(route))].filter((name) => ID_NAMED.test(name));

const generated = new Set(generatedEntityRoutes);

/**
 * The hand-written routes (every route but the generated entity routes, which the entity suite walks)
 * that take an id-named field: each needs a cross-company case.
 */
export const idTakingRoutes = (): { key: string; fields: string[] }[] =>
  apiRoutes
    .filter((route) => !generated.has(route))
    .map((route) => ({ key: routeKey(route), fields: idFieldsOf(route) }))
    .filter((route) => route.fields.length > 0);
