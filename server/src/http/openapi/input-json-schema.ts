import { z } from 'zod';
import type { JsonSchema, JsonValue } from './openapi.types.js';

/** One field of a query or body object, as the document lists it. */
export interface InputField {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

const isObject = (value: JsonValue | undefined): value is { [key: string]: JsonValue } =>
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
  if (!isObject(node)) return node;
  const { $ref, $defs: _defs, $schema: _dialect, ...rest } = node;
  const inlined: { [key: string]: JsonValue } = {};
  for (const [key, value] of Object.entries(rest)) inlined[key] = inlineRefs(value, defs, open);
  if (typeof $ref !== 'string') return inlined;
  const name = LOCAL_DEF.exec($ref)?.[1];
  const target = name === undefined ? undefined : defs[name];
  if (name === undefined || !isObject(target) || open.has(name)) return inlined;
  const resolved = inlineRefs(target, defs, new Set([...open, name]));
  return isObject(resolved) ? { ...resolved, ...inlined } : inlined;
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
    if (!isObject(json)) return {};
    const defs = isObject(json.$defs) ? json.$defs : {};
    const inlined = inlineRefs(json, defs, new Set());
    return isObject(inlined) ? inlined : {};
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

/** The object shape behind preprocessing and pipes, where a field can be asked about itself. */
const zodShapeOf = (schema: z.ZodType): Readonly<Record<string, z.ZodType>> | null => {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) {
    const inner = schema.in instanceof z.ZodTransform ? schema.out : schema.in;
    return zodShapeOf(inner as z.ZodType);
  }
  return null;
};

/**
 * Whether a client must send the field. The JSON Schema's `required` misses fields that are
 * optional in type but refined to be present (the entity forms' "X is required"), so the field's
 * own schema is asked what it does with nothing. A check zod cannot run synchronously leaves the
 * JSON Schema's answer.
 */
const mustBeSent = (field: z.ZodType | undefined, fromJson: boolean): boolean => {
  if (!field) return fromJson;
  try {
    return !field.safeParse(undefined).success;
  } catch {
    return fromJson;
  }
};

/** An object schema rebuilt from its fields, so `required` says what {@link mustBeSent} found. */
export const objectSchemaOf = (fields: readonly InputField[], base: JsonSchema = {}): JsonSchema => {
  const required = fields.filter((field) => field.required).map((field) => field.name);
  const { required: _fromJson, ...rest } = base;
  return {
    ...rest,
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, field.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
};

export interface InputDescription {
  schema: JsonSchema;
  /** The object's fields in declaration order; null when the input is not an object. */
  fields: InputField[] | null;
}

export const describeInput = (schema: z.ZodType): InputDescription => {
  const json = toInputJsonSchema(schema);
  if (!isObject(json.properties)) return { schema: json, fields: null };
  const listed = Array.isArray(json.required) ? json.required : [];
  const shape = zodShapeOf(schema);
  const fields = Object.entries(json.properties).map(([name, property]) => ({
    name,
    schema: isObject(property) ? property : {},
    required: mustBeSent(shape?.[name], listed.includes(name)),
  }));
  return { schema: objectSchemaOf(fields, json), fields };
};
