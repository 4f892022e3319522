import {
  documentedAs,
  isJsonObject,
  type JsonSchema,
  toInputJsonSchema,
  toOutputJsonSchema,
} from '@backoffice/shared/http/json-schema';
import { z } from 'zod';

export { documentedAs, toInputJsonSchema, toOutputJsonSchema };

/** One field of a query or body object, as the document lists it. */
export interface InputField {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

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
  if (!isJsonObject(json.properties)) return { schema: json, fields: null };
  const listed = Array.isArray(json.required) ? json.required : [];
  const shape = zodShapeOf(schema);
  const fields = Object.entries(json.properties).map(([name, property]) => ({
    name,
    schema: isJsonObject(property) ? property : {},
    required: mustBeSent(shape?.[name], listed.includes(name)),
  }));
  return { schema: objectSchemaOf(fields, json), fields };
};
