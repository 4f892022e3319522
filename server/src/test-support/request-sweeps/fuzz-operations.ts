import {
  isReference,
  type JsonSchema,
  type OpenApiDocument,
  type ParameterObject,
} from '../../http/openapi/openapi.types.js';

/** One field a route takes, as the served OpenAPI document describes it. */
export interface FuzzField {
  name: string;
  schema: JsonSchema;
}

/** A route of the document, as the fuzz suite calls it. */
export interface FuzzOperation {
  method: 'get' | 'post';
  /** `public` routes read their input without a token; the others answer 401 first. */
  access: string;
  /** The document's path with `{name}` templates left in. */
  template: string;
  pathParameters: string[];
  query: FuzzField[];
  /** Null when the route takes no body. */
  body: FuzzField[] | null;
  /** Multipart file parts (fields of format `binary`). */
  files: string[];
  /** A 200 of this route is a file (CSV), not an envelope. */
  answersWithFile: boolean;
}

const propertiesOf = (schema: JsonSchema | undefined): FuzzField[] => {
  const properties = schema?.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return [];
  return Object.entries(properties).flatMap(([name, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? [{ name, schema: value }] : [],
  );
};

const isBinary = (field: FuzzField) => field.schema.format === 'binary';

/**
 * Every operation of the document that takes a query, a body or a path parameter: the suite is
 * driven by what the server serves, so a route added later is fuzzed with no change here.
 */
export const fuzzOperationsOf = (doc: OpenApiDocument): FuzzOperation[] =>
  Object.entries(doc.paths).flatMap(([template, item]) =>
    (['get', 'post'] as const).flatMap((method): FuzzOperation[] => {
      const operation = item[method];
      if (!operation) return [];
      const parameters = operation.parameters.filter(
        (parameter): parameter is ParameterObject => !isReference(parameter),
      );
      const query = parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema }));
      const pathParameters = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const content = operation.requestBody?.content ?? {};
      const schemas = Object.values(content).flatMap(({ schema }) => (isReference(schema) ? [] : [schema]));
      const fields = new Map<string, FuzzField>();
      for (const schema of schemas) for (const field of propertiesOf(schema)) fields.set(field.name, field);
      const all = [...fields.values()];
      const success = operation.responses['200'];
      const answersWithFile =
        success !== undefined && !isReference(success) && success.content?.['text/csv'] !== undefined;
      if (!operation.requestBody && query.length === 0 && pathParameters.length === 0) return [];
      return [
        {
          method,
          access: operation['x-access'],
          template,
          pathParameters,
          query,
          body: operation.requestBody ? all.filter((field) => !isBinary(field)) : null,
          files: all.filter(isBinary).map((field) => field.name),
          answersWithFile,
        },
      ];
    }),
  );

/** The operation's path with every template filled by `encoded` (already percent-encoded). */
export const pathOf = (operation: FuzzOperation, encoded: string): string =>
  operation.template.replace(/\{[^}]+\}/g, encoded);
