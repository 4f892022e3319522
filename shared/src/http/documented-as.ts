import { z } from 'zod';

/** The JSON Schema of what a client sends for `schema`, or `{}` (anything) when zod cannot say. */
const inputJsonSchemaOf = (schema: z.ZodType): Record<string, unknown> => {
  try {
    const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const { $schema: _dialect, ...rest } = JSON.parse(JSON.stringify(converted)) as Record<string, unknown>;
    return rest;
  } catch {
    return {};
  }
};

/**
 * `schema`, documented as `shownAs`: for a field a route takes as sent and checks later (an entity
 * save reads the stored record before it validates), so the OpenAPI document still shows its real
 * type. The twin of the server's documentedAs (server/src/http/openapi/input-json-schema.ts) for
 * route contracts, which live in shared and so cannot import the server's.
 */
export const documentedAs = <S extends z.ZodType>(schema: S, shownAs: z.ZodType): S =>
  schema.meta(inputJsonSchemaOf(shownAs));
