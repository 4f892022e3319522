import type { JsonValue } from '../../http/openapi/openapi.types.js';
import { type FuzzOperation, pathOf } from './fuzz-operations.js';
import { sampleBodies, seedOf } from './fuzz-values.js';

/** One hostile request: the body is sent byte for byte as built here. */
export interface FuzzRequest {
  label: string;
  path: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  /**
   * Works on what runs before the token is checked (the body parsers), so it is sent without a
   * token even where the answer can only be 401: the rest of a signed-out pass would test nothing.
   */
  beforeSignIn?: boolean;
  /** Refused by the parsers before the token is read: sending it with a token too tests nothing more. */
  parserOnly?: boolean;
}

type BodyRequest = Omit<FuzzRequest, 'path'>;
/** Labels of the cases that work on the body parsers and the multipart reader. */
const PARSER_CASE = /deep|nested|prototype|too many|multipart|broken/;
/** Labels of the cases the parsers refuse outright (a 400 or 413 whoever sends them). */
const PARSER_ONLY_CASE =
  /a number as the body|too many fields|truncated|garbage|broken part header|where none is taken/;

/** Far beyond the nesting the server takes (64), and beyond what a recursive walk survives. */
const DEEP = 5000;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepKey = (name: string, depth: number) => `${name}${'[a]'.repeat(depth)}`;

const PROTO_JSON = '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}';
const PROTO_KEYS = [
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
];
/** A lone surrogate as bytes (CESU-8): text on the wire cannot carry one any other way. */
const SURROGATE_BYTES = '%ED%A0%80';

const text = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));
const pairs = (entries: [string, string][]) => entries.map(([key, value]) => `${key}=${value}`).join('&');
/** Every field set to the same (already encoded) value, as a query or form string. */
const allFields = (names: readonly string[], encoded: string) => pairs(names.map((name) => [name, encoded]));
const encodedForm = (values: Record<string, JsonValue>) =>
  // URLSearchParams writes a lone surrogate as U+FFFD, as a browser would.
  new URLSearchParams(Object.entries(values).map(([key, value]) => [key, text(value)])).toString();
const jsonOfAll = (names: readonly string[], value: JsonValue) =>
  JSON.stringify(Object.fromEntries(names.map((name) => [name, value])));
const WRONG_TYPES: JsonValue[] = [-1e308, { a: 1 }, [1, 'a', null], true, '1e400'];
/** Each field a value of another type than the last, starting at `offset` in WRONG_TYPES. */
const jsonOfMixed = (names: readonly string[], offset: number) =>
  JSON.stringify(
    Object.fromEntries(
      names.map((name, index) => [name, WRONG_TYPES[(index + offset) % WRONG_TYPES.length] ?? null]),
    ),
  );

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

const queryRequests = (operation: FuzzOperation, path: string): FuzzRequest[] => {
  if (operation.query.length === 0) return [];
  const names = operation.query.map((field) => field.name);
  const first = names[0] ?? 'q';
  const longEach = 'x'.repeat(Math.min(4000, Math.floor(8000 / names.length)));
  const cases: [string, string][] = [
    ['query: none', ''],
    [
      'query: every field repeated',
      pairs(names.flatMap((name) => [[name, '1'] as [string, string], [name, '2']])),
    ],
    ['query: text and huge numbers', pairs(names.map((name, index) => [name, index % 2 ? '-1e400' : 'abc']))],
    ['query: every field long', allFields(names, longEach)],
    ['query: NUL', allFields(names, 'a%00b')],
    ['query: surrogate bytes, broken escapes', allFields(names, `a${SURROGATE_BYTES}b%E0%A4%A%`)],
    [
      'query: nested names, prototype keys',
      pairs([[deepKey(first, 1500), '1'], ...PROTO_KEYS.map((key): [string, string] => [key, '1'])]),
    ],
  ];
  const generated = sampleBodies(operation.query, seedOf(`query ${operation.template}`), 2).map(
    (values, index): [string, string] => [`query: generated #${index}`, encodedForm(values)],
  );
  return [...cases, ...generated].map(([label, query]) => ({ label, path: withQuery(path, query) }));
};

const jsonRequests = (names: readonly string[], operation: FuzzOperation): BodyRequest[] => {
  const first = names[0] ?? 'a';
  const longEach = 'x'.repeat(Math.min(20_000, Math.floor(200_000 / Math.max(names.length, 1))));
  const cases: [string, string][] = [
    ['json: a number as the body', '1'],
    ['json: wrong types', jsonOfMixed(names, 0)],
    ['json: other wrong types', jsonOfMixed(names, 2)],
    ['json: every field null', jsonOfAll(names, null)],
    ['json: every field long text', jsonOfAll(names, longEach)],
    ['json: deep list as the body', deepArray(DEEP)],
    ['json: deep list and object in fields', `{"${first}":${deepArray(DEEP)},"b":${deepObject(DEEP)}}`],
    ['json: lone surrogate', jsonOfAll(names, 'a\ud800b')],
    ['json: lone surrogate in a key and a list', `{"${first}":{"\\ud800":"x"},"\\udfff":["ok","\\udc00"]}`],
    ['json: NUL', jsonOfAll(names, 'a\u0000b')],
    [
      'json: prototype keys, also in lists',
      `{${[PROTO_JSON.slice(1, -1), ...names.map((name) => `"${name}":[${PROTO_JSON}]`)].join(',')}}`,
    ],
  ];
  const generated = sampleBodies(operation.body ?? [], seedOf(`json ${operation.template}`), 4).map(
    (values, index): [string, string] => [`json: generated #${index}`, JSON.stringify(values)],
  );
  return [...cases, ...generated].map(([label, body]) => ({ label, body, contentType: 'application/json' }));
};

const formRequests = (names: readonly string[], operation: FuzzOperation): BodyRequest[] => {
  const first = names[0] ?? 'a';
  const cases: [string, string][] = [
    // The first field holds NUL; the others decode surrogate bytes and broken escapes on the way.
    [
      'form: NUL, surrogate bytes, broken escapes',
      pairs(names.map((name, index) => [name, index ? `a${SURROGATE_BYTES}b%E0%A4%A%` : 'a%00b'])),
    ],
    [
      'form: nested names, prototype keys',
      pairs([[deepKey(first, 1500), '1'], ...PROTO_KEYS.map((key): [string, string] => [key, '1'])]),
    ],
    ['form: too many fields', pairs(Array.from({ length: 1001 }, (_, index) => [`f${index}`, '1']))],
  ];
  const generated = sampleBodies(operation.body ?? [], seedOf(`form ${operation.template}`), 1).map(
    (values, index): [string, string] => [`form: generated #${index}`, encodedForm(values)],
  );
  return [...cases, ...generated].map(([label, body]) => ({
    label,
    body,
    contentType: 'application/x-www-form-urlencoded',
  }));
};

const BOUNDARY = 'fuzzboundary';
const encoder = new TextEncoder();
const bytesOf = (parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part))),
  );
/** CESU-8 bytes of U+D800: what a client that encodes a lone surrogate naively sends. */
const SURROGATE = Uint8Array.from([0xed, 0xa0, 0x80]);

const fieldPart = (name: string | Uint8Array, value: string | Uint8Array) => [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="`,
  name,
  '"\r\n\r\n',
  value,
  '\r\n',
];
const filePart = (name: string, fileName: string | Uint8Array, content: string) => [
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="`,
  fileName,
  '"\r\nContent-Type: application/octet-stream\r\n\r\n',
  content,
  '\r\n',
];
const multipart = (...parts: (string | Uint8Array)[][]) => bytesOf([...parts.flat(), `--${BOUNDARY}--\r\n`]);

const multipartRequests = (names: readonly string[], files: readonly string[]): BodyRequest[] => {
  const first = names[0] ?? 'a';
  const fileName = files[0] ?? first;
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const fileCases: [string, Uint8Array<ArrayBuffer>, string][] =
    files.length === 0
      ? [['multipart: a file where none is taken', multipart(filePart(first, 'a.png', 'PNG')), type]]
      : [
          ['multipart: a file with a NUL name', multipart(filePart(fileName, 'a\u0000.png', 'PNG')), type],
          [
            'multipart: a file with a surrogate name',
            multipart(filePart(fileName, bytesOf(['a', SURROGATE, '.csv']), 'a,b')),
            type,
          ],
        ];
  const cases: [string, Uint8Array<ArrayBuffer> | string, string][] = [
    [
      'multipart: surrogate bytes, NUL',
      multipart(
        ...names.map((name, index) => fieldPart(name, index ? 'a\u0000b' : SURROGATE)),
        fieldPart('z', 'a\u0000'),
      ),
      type,
    ],
    ['multipart: a far list index', multipart(fieldPart(`${first}[999999999][a]`, 'x')), type],
    [
      'multipart: nested names, prototype keys',
      multipart(fieldPart(deepKey(first, 40), 'x'), ...PROTO_KEYS.map((key) => fieldPart(key, '1'))),
      type,
    ],
    ...fileCases,
    [
      'multipart: truncated',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${first}"\r\n\r\nabc`,
      type,
    ],
    ['multipart: garbage', '\u0000\u0001garbage--\r\n\r\n', type],
    [
      'multipart: a broken part header',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      type,
    ],
  ];
  return cases.map(([label, body, contentType]) => ({ label, body, contentType }));
};

const pathRequests = (operation: FuzzOperation): FuzzRequest[] =>
  operation.pathParameters.length === 0
    ? []
    : ['%00', SURROGATE_BYTES, 'x'.repeat(3000), '99999999999999999999', '%2E%2E%2F%25'].map((encoded) => ({
        label: `path: ${encoded.slice(0, 20)}`,
        path: pathOf(operation, encoded),
      }));

/** Every hostile request the suite sends to one operation (with a token and without). */
export const fuzzRequestsOf = (operation: FuzzOperation): FuzzRequest[] => {
  const path = pathOf(operation, '1');
  const bodies = operation.body
    ? (() => {
        const names = operation.body.map((field) => field.name);
        const cases: BodyRequest[] = [
          { label: 'no body' },
          ...jsonRequests(names, operation),
          ...formRequests(names, operation),
          ...multipartRequests(names, operation.files),
        ];
        return cases.map((request) => ({ ...request, path }));
      })()
    : [];
  return [...queryRequests(operation, path), ...bodies, ...pathRequests(operation)].map((request) => ({
    ...request,
    ...(PARSER_CASE.test(request.label) || PARSER_ONLY_CASE.test(request.label)
      ? { beforeSignIn: true }
      : {}),
    ...(PARSER_ONLY_CASE.test(request.label) ? { parserOnly: true } : {}),
  }));
};
