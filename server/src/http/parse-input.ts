import { toFieldErrors } from '@backoffice/shared/http/field-errors';
import { z } from 'zod';
import { badRequest } from './api-error.js';
import { refuseUnsafeInput } from './input-safety.js';

/** The object shape under pipes, refinements and preprocessing, if the schema has one. */
const objectShapeOf = (schema: z.ZodType): Record<string, z.ZodType> | null => {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShapeOf(schema.in as z.ZodType);
  return null;
};

/**
 * Field names are matched without regard to case, as the original ASP.NET back end bound them:
 * existing clients send `username` to one call and `UserName` to another.
 */
export const normaliseKeys = (raw: unknown, schema: z.ZodType): unknown => {
  const shape = objectShapeOf(schema);
  if (!shape || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw ?? {};
  const canonical = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const name = canonical.get(key.toLowerCase());
    // Unknown keys are dropped rather than passed on: no mass assignment through extra fields.
    if (name !== undefined && result[name] === undefined) result[name] = value;
  }
  return result;
};

/** Kept here for the server's own checks against a schema (saves that read their body twice). */
export { toFieldErrors };

/** Parses input or throws a 400 whose message is the first problem, in the schema's field order. */
export const parseInput = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
  // Depth, NUL and lone surrogates: refused here, every field of every route, before the schema
  // (or the database, later) meets them.
  refuseUnsafeInput(raw);
  const parsed = schema.safeParse(normaliseKeys(raw, schema));
  if (parsed.success) return parsed.data;
  const errors = toFieldErrors(parsed.error);
  throw badRequest(errors[0]?.Message ?? 'The request is not valid', errors);
};
