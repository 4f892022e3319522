import fc from 'fast-check';
import type { JsonSchema, JsonValue } from '../../http/openapi/openapi.types.js';

/** Numbers at the edges of what a column, a JavaScript number or a date can hold. */
const EDGE_NUMBERS = [0, -1, 1.5, 2147483647, 2147483648, -2147483649, 9007199254740992, 1e21, -1e308];
const EDGE_DATES = [
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '+275760-09-13T00:00:00.000Z',
  '1969-12-31T23:59:59Z',
  '2081-13-01',
  'today',
];

const isSchema = (value: JsonValue | undefined): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const anyJson = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>;

const stringFor = (schema: JsonSchema): fc.Arbitrary<JsonValue> => {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength + 1 : 40;
  const text = fc.string({ unit: 'binary', maxLength: Math.min(max, 300) });
  if (schema.format === 'date' || schema.format === 'date-time')
    return fc.oneof(fc.constantFrom(...EDGE_DATES), text);
  return fc.oneof(text, fc.constantFrom('', ' ', '0', '-1', '99999999999', 'null', 'true', '1e400'));
};

const typedArbitrary = (schema: JsonSchema, depth: number): fc.Arbitrary<JsonValue> => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const choices = types.flatMap((type): fc.Arbitrary<JsonValue>[] => {
    switch (type) {
      case 'integer':
        return [fc.integer(), fc.constantFrom(...EDGE_NUMBERS)];
      case 'number':
        return [fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(...EDGE_NUMBERS)];
      case 'boolean':
        return [fc.boolean(), fc.constantFrom('true', 'false', '1', 'on')];
      case 'string':
        return [stringFor(schema)];
      case 'null':
        return [fc.constant(null)];
      case 'array':
        return [
          fc.array(fieldValues(isSchema(schema.items) ? schema.items : {}, depth + 1), { maxLength: 4 }),
        ];
      case 'object':
        return [objectOf(schema, depth + 1)];
      default:
        return [];
    }
  });
  return choices.length > 0 ? fc.oneof(...choices) : anyJson;
};

const objectOf = (schema: JsonSchema, depth: number): fc.Arbitrary<JsonValue> => {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const entries = Object.entries(properties).filter((entry): entry is [string, JsonSchema] =>
    isSchema(entry[1]),
  );
  if (entries.length === 0) return anyJson;
  return fc.record(Object.fromEntries(entries.map(([name, value]) => [name, fieldValues(value, depth)])), {
    requiredKeys: [],
  }) as fc.Arbitrary<JsonValue>;
};

/**
 * Values for a field of the given JSON Schema: mostly of its type, at its edges (limits, extreme
 * numbers and dates, odd text), and now and then any JSON value at all (a wrong type).
 */
export const fieldValues = (schema: JsonSchema, depth = 0): fc.Arbitrary<JsonValue> => {
  if (depth > 3) return anyJson;
  const alternatives = [schema.anyOf, schema.oneOf].flatMap((list) =>
    Array.isArray(list) ? list.filter(isSchema) : [],
  );
  const own: fc.Arbitrary<JsonValue>[] = [];
  if (Array.isArray(schema.enum) && schema.enum.length > 0) own.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) own.push(fc.constant(schema.const));
  if (schema.type !== undefined) own.push(typedArbitrary(schema, depth));
  for (const alternative of alternatives) own.push(fieldValues(alternative, depth + 1));
  if (own.length === 0) return anyJson;
  return fc.oneof({ arbitrary: fc.oneof(...own), weight: 4 }, { arbitrary: anyJson, weight: 1 });
};

/** A stable seed per route, so adding a route does not change the values another one gets. */
export const seedOf = (text: string): number => {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return hash | 0;
};

/** `count` generated objects for the fields, the same on every run for the same seed. */
export const sampleBodies = (
  fields: readonly { name: string; schema: JsonSchema }[],
  seed: number,
  count: number,
): Record<string, JsonValue>[] => {
  const record = fc.record(
    Object.fromEntries(fields.map((field) => [field.name, fieldValues(field.schema)])),
    {
      requiredKeys: [],
    },
  );
  return fc.sample(record, { seed, numRuns: count }) as Record<string, JsonValue>[];
};
