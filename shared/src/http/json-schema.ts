import { z } from 'zod';

/** JSON as it travels: what a JSON Schema and the OpenAPI document are made of. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain JSON. */
export type JsonSchema = { [key: string]: JsonValue };

export const isJsonObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LOCAL_DEF = /^#\/\$defs\/(.+)$/;

/**
 * Splitting an object into parameters cuts its properties loose from the `$defs` they point into,
 * so references are written out in place. A cycle (or a reference we cannot follow) becomes `{}`,
 * which accepts anything: a looser document, never a broken one.
 */
const inlineRefs = (
  node: JsonValue,
  defs: Record<string, JsonValue>,
  open: ReadonlySet<string>,
): JsonValue => {
  if (Array.isArray(node)) return node.map((item) => inlineRefs(item, defs, open));
  if (!isJsonObject(node)) return node;
  const { $ref, $defs: _defs, $schema: _dialect, ...rest } = node;
  const inlined: { [key: string]: JsonValue } = {};
  for (const [key, value] of Object.entries(rest)) inlined[key] = inlineRefs(value, defs, open);
  if (typeof $ref !== 'string') return inlined;
  const name = LOCAL_DEF.exec($ref)?.[1];
  const target = name === undefined ? undefined : defs[name];
  if (name === undefined || !isJsonObject(target) || open.has(name)) return inlined;
  const resolved = inlineRefs(target, defs, new Set([...open, name]));
  return isJsonObject(resolved) ? { ...resolved, ...inlined } : inlined;
};

/**
 * The JSON Schema of what a client sends (zod's input side, so preprocessing is looked through).
 * Never throws: a schema zod cannot express, or an unexpected failure, documents as `{}` (anything)
 * rather than taking the document, and every page that shows it, down.
 */
export const toInputJsonSchema = (schema: z.ZodType): JsonSchema => toJsonSchema(schema, 'input');

/** The JSON Schema of an answer's Data (zod's output side); never throws, as toInputJsonSchema. */
export const toOutputJsonSchema = (schema: z.ZodType): JsonSchema => toJsonSchema(schema, 'output');

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  try {
    const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    // Through JSON so only plain data is left (a bigint default would throw here, and be caught).
    const json = JSON.parse(JSON.stringify(converted)) as JsonValue;
    if (!isJsonObject(json)) return {};
    const defs = isJsonObject(json.$defs) ? json.$defs : {};
    const inlined = inlineRefs(json, defs, new Set());
    return isJsonObject(inlined) ? inlined : {};
  } catch {
    return {};
  }
};

/**
 * `schema`, documented as `shownAs`: for a field a route takes as sent and checks later (an entity
 * save reads the stored record before it validates), so the document still shows its real type.
 */
export const documentedAs = <S extends z.ZodType>(schema: S, shownAs: z.ZodType): S =>
  schema.meta(toInputJsonSchema(shownAs));
