import type { JsonSchema, JsonValue } from '../../http/openapi/openapi.types.js';

const isSchema = (value: JsonValue | undefined): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const schemasIn = (value: JsonValue | undefined): JsonSchema[] =>
  Array.isArray(value) ? value.filter(isSchema) : [];

const literal = (value: JsonValue): string => JSON.stringify(value);

/** A schema's type as a reader says it: `string (email)`, `array of integer`, `integer | null`. */
export const typeText = (schema: JsonSchema): string => {
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').pop() ?? 'object';
  if (schema.const !== undefined) return literal(schema.const);
  for (const [key, joiner] of [
    ['anyOf', ' | '],
    ['oneOf', ' | '],
    ['allOf', ' & '],
  ] as const) {
    const parts = schemasIn(schema[key]);
    if (parts.length > 0) return parts.map(typeText).join(joiner);
  }
  const types = Array.isArray(schema.type)
    ? schema.type.map(String)
    : [schema.type].filter(Boolean).map(String);
  if (types.length === 0) return Array.isArray(schema.enum) ? 'enum' : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${isSchema(schema.items) ? typeText(schema.items) : 'any'}`;
      return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
    })
    .join(' | ');
};

const range = (min: JsonValue | undefined, max: JsonValue | undefined, unit: string): string | null => {
  if (typeof min === 'number' && typeof max === 'number') return `${min}–${max} ${unit}`;
  if (typeof max === 'number') return `at most ${max} ${unit}`;
  if (typeof min === 'number' && min > 0) return `at least ${min} ${unit}`;
  return null;
};

/** The rules a value must meet, as short phrases (the description is the page's to add). */
export const constraintsText = (schema: JsonSchema): string[] => {
  const phrases: (string | null)[] = [
    range(schema.minLength, schema.maxLength, 'characters'),
    range(schema.minItems, schema.maxItems, 'items'),
    typeof schema.minimum === 'number' ? `≥ ${schema.minimum}` : null,
    typeof schema.exclusiveMinimum === 'number' ? `> ${schema.exclusiveMinimum}` : null,
    typeof schema.maximum === 'number' ? `≤ ${schema.maximum}` : null,
    typeof schema.exclusiveMaximum === 'number' ? `< ${schema.exclusiveMaximum}` : null,
    typeof schema.pattern === 'string' ? `matches /${schema.pattern}/` : null,
    Array.isArray(schema.enum) ? `one of ${schema.enum.map(literal).join(', ')}` : null,
    schema.default !== undefined ? `default ${literal(schema.default)}` : null,
  ];
  return phrases.filter((phrase): phrase is string => phrase !== null);
};
