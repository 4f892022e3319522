import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import {
  type CustomElementsManifest,
  MANIFEST_SCHEMA_VERSION,
  type ManifestAttribute,
  type ManifestCssProperty,
  type ManifestEvent,
  type ManifestField,
  type ManifestModule,
} from './custom-elements-manifest.types.ts';

/**
 * Reads the custom elements from their source, without running any of it: each
 * `src/elements/<area>/*.element.ts` is parsed with the TypeScript compiler API, and its `defineElement(tag,
 * Screen, {props, events, styles, docs})` call is read as written (literals only). The attributes every
 * element takes come from HOST_PROPS and HostProps in src/core/define-element.tsx, the CSS custom
 * properties from the design tokens at the top of src/styles/core.css.
 */

const ELEMENT_SUFFIX = '.element.ts';
const ELEMENTS_FOLDER = 'src/elements';
const DEFINE_ELEMENT_FILE = 'src/core/define-element.tsx';
const TOKENS_FILE = 'src/styles/core.css';

const PROP_KINDS = ['string', 'number', 'boolean', 'json', 'function', 'method'] as const;
type PropKind = (typeof PROP_KINDS)[number];

/** How r2wc reads an attribute of each kind, and what the element's property then holds. */
const KIND_TYPES: Record<PropKind, { attribute: string; field: string }> = {
  string: { attribute: 'string', field: 'string' },
  number: { attribute: 'number', field: 'number' },
  boolean: { attribute: 'boolean', field: 'boolean' },
  json: { attribute: 'string', field: 'object' },
  function: { attribute: 'string', field: 'Function' },
  method: { attribute: 'string', field: 'Function' },
};

export interface ElementProp {
  name: string;
  kind: PropKind;
  description: string | undefined;
}

export interface ElementEvent {
  name: string;
  description: string;
  detail: string | undefined;
}

/** One `defineElement` call as written in its element file. */
export interface ElementDefinition {
  tag: string;
  /** The element file, relative to the widgets folder: `src/elements/mobile-banking/renewals.element.ts`. */
  file: string;
  /** The built module, relative to widgets/dist: `renewals.js` (the widget build's entry name). */
  module: string;
  description: string | undefined;
  props: ElementProp[];
  /** The DOM events of its callback props (`onSignedIn` becomes `signedin`). */
  callbackEvents: string[];
  /** The events its docs describe, in the order written. */
  events: ElementEvent[];
  slots: { name: string; description: string }[];
  /** Its own style sheets (relative `?inline` imports), absolute paths. */
  styleFiles: string[];
}

/** r2wc's attribute name for a prop: `companyId` is `company-id`. */
export const attributeNameOf = (prop: string): string =>
  prop.replace(
    /([a-z0-9])([A-Z])/g,
    (_match, before: string, upper: string) => `${before}-${upper.toLowerCase()}`,
  );

/** r2wc's DOM event for a callback prop: `onSignedIn` fires `signedin`. */
export const domEventOf = (callback: string): string => callback.replace(/^on/, '').toLowerCase();

/** `bo-order-form` is declared as the class `BoOrderFormElement` (the real class is anonymous). */
const classNameOf = (tag: string): string =>
  `${tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}Element`;

class SourceReader {
  readonly source: ts.SourceFile;

  constructor(
    readonly path: string,
    readonly label: string,
    text: string = readFileSync(path, 'utf8'),
  ) {
    this.source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  }

  fail(node: ts.Node | undefined, message: string): never {
    const line = node
      ? `:${this.source.getLineAndCharacterOfPosition(node.getStart(this.source)).line + 1}`
      : '';
    throw new Error(`${this.label}${line}: ${message}`);
  }

  string(node: ts.Node, what: string): string {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    return this.fail(node, `${what} must be a string literal (the widget build reads it without running it)`);
  }

  object(node: ts.Node, what: string): ts.ObjectLiteralExpression {
    if (ts.isObjectLiteralExpression(node)) return node;
    return this.fail(node, `${what} must be an object literal`);
  }

  array(node: ts.Node, what: string): ts.ArrayLiteralExpression {
    if (ts.isArrayLiteralExpression(node)) return node;
    return this.fail(node, `${what} must be an array literal`);
  }

  /** The object literal's properties as [name, value] pairs, in order. */
  entries(object: ts.ObjectLiteralExpression, what: string): [string, ts.Expression][] {
    return object.properties.map((property) => {
      if (!ts.isPropertyAssignment(property)) {
        return this.fail(property, `${what}: write each property as \`name: value\``);
      }
      const { name } = property;
      if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) {
        return [name.text, property.initializer];
      }
      return this.fail(property, `${what}: a property name must be written out, not computed`);
    });
  }

  /** The strings of an object literal whose values are all string literals. */
  strings(node: ts.Node, what: string): Map<string, string> {
    return new Map(
      this.entries(this.object(node, what), what).map(([name, value]) => [
        name,
        this.string(value, `${what}.${name}`),
      ]),
    );
  }

  /** Every call of the named function in the file. */
  callsOf(name: string): ts.CallExpression[] {
    const found: ts.CallExpression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
        found.push(node);
      }
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    return found;
  }

  /** The module each default import comes from, by its local name. */
  defaultImports(): Map<string, string> {
    const imports = new Map<string, string>();
    for (const statement of this.source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const local = statement.importClause?.name;
      if (local) imports.set(local.text, statement.moduleSpecifier.text);
    }
    return imports;
  }

  /** The text of a declaration's doc comment, without its tags. */
  docOf(node: ts.Node): string | undefined {
    const texts = ts
      .getJSDocCommentsAndTags(node)
      .filter(ts.isJSDoc)
      .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
      .filter((text) => text !== '');
    return texts.length > 0 ? texts.join('\n').replace(/\s+/g, ' ').trim() : undefined;
  }
}

/** The options object of the file's one `defineElement(tag, Screen, options)` call. */
const defineElementCall = (reader: SourceReader): { tag: string; options: ts.ObjectLiteralExpression } => {
  const calls = reader.callsOf('defineElement');
  const [call] = calls;
  if (calls.length !== 1 || !call) {
    return reader.fail(undefined, `expected one defineElement call, found ${calls.length}`);
  }
  const [tagArgument, , optionsArgument] = call.arguments;
  if (!tagArgument || !optionsArgument)
    return reader.fail(call, 'defineElement takes (tag, Screen, options)');
  return {
    tag: reader.string(tagArgument, 'the tag'),
    options: reader.object(optionsArgument, 'the options'),
  };
};

const isPropKind = (kind: string): kind is PropKind => (PROP_KINDS as readonly string[]).includes(kind);

const readProps = (reader: SourceReader, node: ts.Expression | undefined): Map<string, PropKind> => {
  const props = new Map<string, PropKind>();
  if (!node) return props;
  for (const [name, kind] of reader.strings(node, 'props')) {
    if (!isPropKind(kind)) reader.fail(node, `props.${name}: unknown kind '${kind}'`);
    else props.set(name, kind);
  }
  return props;
};

const readEvents = (reader: SourceReader, node: ts.Expression | undefined): ElementEvent[] => {
  if (!node) return [];
  return reader.entries(reader.object(node, 'docs.events'), 'docs.events').map(([name, value]) => {
    const fields = reader.strings(value, `docs.events.${name}`);
    for (const field of fields.keys()) {
      if (field !== 'description' && field !== 'detail')
        reader.fail(value, `docs.events.${name}.${field}: unknown`);
    }
    return { name, description: fields.get('description') ?? '', detail: fields.get('detail') };
  });
};

/** Reads one element file; `text` stands in for the file's content (tests). */
export const readElementFile = (widgetsDir: string, path: string, text?: string): ElementDefinition => {
  const file = relative(widgetsDir, path).split('\\').join('/');
  const reader = new SourceReader(path, file, text);
  const { tag, options } = defineElementCall(reader);
  const option = new Map(reader.entries(options, 'the options'));
  for (const name of option.keys()) {
    if (!['props', 'events', 'styles', 'docs'].includes(name)) reader.fail(options, `unknown option ${name}`);
  }
  const props = readProps(reader, option.get('props'));
  const eventsOption = option.get('events');
  const callbacks = eventsOption
    ? reader.array(eventsOption, 'events').elements.map((element) => reader.string(element, 'an event'))
    : [];
  const docsOption = option.get('docs');
  const docs = new Map(docsOption ? reader.entries(reader.object(docsOption, 'docs'), 'docs') : []);
  for (const name of docs.keys()) {
    if (!['description', 'props', 'events', 'slots'].includes(name))
      reader.fail(docsOption, `docs.${name}: unknown`);
  }
  const description = docs.get('description');
  const propDocs = docs.get('props');
  const propDescriptions = propDocs ? reader.strings(propDocs, 'docs.props') : new Map<string, string>();
  for (const name of propDescriptions.keys()) {
    if (!props.has(name)) reader.fail(propDocs, `docs.props.${name}: no such prop`);
  }
  const slots = docs.get('slots');

  const imports = reader.defaultImports();
  const stylesOption = option.get('styles');
  const styleFiles = (stylesOption ? reader.array(stylesOption, 'styles').elements : []).flatMap(
    (element) => {
      const from = ts.isIdentifier(element) ? imports.get(element.text) : undefined;
      if (from === undefined)
        return reader.fail(element, 'each style must be a default import of a CSS file');
      return from.startsWith('.') ? [resolve(dirname(path), from.replace(/\?.*$/, ''))] : [];
    },
  );

  return {
    tag,
    file,
    module: `${file.slice(file.lastIndexOf('/') + 1, -ELEMENT_SUFFIX.length)}.js`,
    description: description ? reader.string(description, 'docs.description') : undefined,
    props: [...props].map(([name, kind]) => ({ name, kind, description: propDescriptions.get(name) })),
    callbackEvents: callbacks.map(domEventOf),
    events: readEvents(reader, docs.get('events')),
    slots: slots
      ? [...reader.strings(slots, 'docs.slots')].map(([name, text]) => ({ name, description: text }))
      : [],
    styleFiles,
  };
};

/** The element files in a folder and its subfolders. */
const elementFilesIn = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return elementFilesIn(path);
    return entry.name.endsWith(ELEMENT_SUFFIX) ? [path] : [];
  });

/**
 * Every element file of the widgets (src/elements and its domain folders), by file name: the build
 * names each element's module after its file alone, so two files of the same name would collide.
 */
export const elementFiles = (widgetsDir: string): string[] => {
  const byName = new Map<string, string>();
  for (const path of elementFilesIn(join(widgetsDir, ELEMENTS_FOLDER))) {
    const name = basename(path);
    if (byName.has(name)) throw new Error(`${ELEMENTS_FOLDER}: two element files are named ${name}`);
    byName.set(name, path);
  }
  return [...byName].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, path]) => path);
};

export const readElementDefinitions = (widgetsDir: string): ElementDefinition[] =>
  elementFiles(widgetsDir).map((path) => readElementFile(widgetsDir, path));

/** The attributes define-element gives every element: HOST_PROPS, described by HostProps' comments. */
export const readHostProps = (widgetsDir: string): ElementProp[] => {
  const reader = new SourceReader(join(widgetsDir, DEFINE_ELEMENT_FILE), DEFINE_ELEMENT_FILE);
  let kinds: Map<string, PropKind> | undefined;
  const descriptions = new Map<string, string | undefined>();
  for (const statement of reader.source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === 'HOST_PROPS' &&
          declaration.initializer
        ) {
          kinds = readProps(reader, declaration.initializer);
        }
      }
    }
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === 'HostProps') {
      for (const member of statement.members) {
        if (member.name && ts.isIdentifier(member.name))
          descriptions.set(member.name.text, reader.docOf(member));
      }
    }
  }
  if (!kinds) return reader.fail(undefined, 'HOST_PROPS not found');
  return [...kinds].map(([name, kind]) => ({ name, kind, description: descriptions.get(name) }));
};

/**
 * The design tokens a host page may set on an element: the custom properties declared in core.css's
 * first `:root, :host` block, each with its light default and the comment that ends its line.
 */
export const readThemeProperties = (widgetsDir: string): ManifestCssProperty[] => {
  const css = readFileSync(join(widgetsDir, TOKENS_FILE), 'utf8');
  const block = /:root,\s*:host\s*\{([^}]*)\}/.exec(css)?.[1];
  if (block === undefined) throw new Error(`${TOKENS_FILE}: no ":root, :host" block of design tokens`);
  return [...block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g)].map(
    ([, name = '', value = '', description = '']) => ({ name, description, default: value.trim() }),
  );
};

/** The tokens the element's own style sheets read (`var(--bo-…)`), in core.css's order. */
const propertiesReadBy = (styleFiles: string[], tokens: ManifestCssProperty[]): ManifestCssProperty[] => {
  const read = new Set(
    styleFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name),
    ),
  );
  return tokens.filter((token) => read.has(token.name));
};

const attributeOf = (prop: ElementProp): ManifestAttribute => ({
  name: attributeNameOf(prop.name),
  type: { text: KIND_TYPES[prop.kind].attribute },
  description: prop.description ?? '',
  fieldName: prop.name,
});

const fieldOf = (prop: ElementProp): ManifestField => ({
  kind: 'field',
  name: prop.name,
  type: { text: KIND_TYPES[prop.kind].field },
  description: prop.description ?? '',
  privacy: 'public',
  attribute: attributeNameOf(prop.name),
});

/** Its documented events, then any callback event left undocumented (so none is missing). */
const eventsOf = (element: ElementDefinition): ManifestEvent[] => {
  const documented = element.events.map((event) => ({
    name: event.name,
    type: { text: event.detail ? `CustomEvent<${event.detail}>` : 'CustomEvent' },
    description: event.description,
  }));
  const undocumented = element.callbackEvents
    .filter((name) => !element.events.some((event) => event.name === name))
    .map((name) => ({ name, type: { text: 'CustomEvent' }, description: '' }));
  return [...documented, ...undocumented];
};

export const toManifest = (
  elements: ElementDefinition[],
  hostProps: ElementProp[],
  tokens: ManifestCssProperty[],
): CustomElementsManifest => ({
  schemaVersion: MANIFEST_SCHEMA_VERSION,
  modules: elements.map((element): ManifestModule => {
    const props = [...element.props, ...hostProps];
    const name = classNameOf(element.tag);
    return {
      kind: 'javascript-module',
      path: element.module,
      declarations: [
        {
          kind: 'class',
          name,
          description: element.description ?? '',
          superclass: { name: 'HTMLElement', package: 'global:' },
          customElement: true,
          tagName: element.tag,
          attributes: props.map(attributeOf),
          members: props.map(fieldOf),
          events: eventsOf(element),
          slots: element.slots,
          cssProperties: propertiesReadBy(element.styleFiles, tokens),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: element.tag,
          declaration: { name, module: element.module },
        },
      ],
    };
  }),
});

/** The manifest of every element of the widgets folder, as the widget build writes it. */
export const elementsManifest = (widgetsDir: string): CustomElementsManifest =>
  toManifest(readElementDefinitions(widgetsDir), readHostProps(widgetsDir), readThemeProperties(widgetsDir));

/**
 * The element file's code with its `docs` option blanked out: the same length and lines, so the
 * source map stays right, and none of the descriptions in the shipped module. Undefined: no docs.
 */
export const withoutDocs = (code: string, path: string): string | undefined => {
  const reader = new SourceReader(path, path, code);
  const docs = defineElementCall(reader).options.properties.find(
    (property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'docs',
  );
  if (!docs) return undefined;
  const start = docs.getStart(reader.source);
  const comma = /^\s*,/.exec(code.slice(docs.end))?.[0].length ?? 0;
  const end = docs.end + comma;
  return `${code.slice(0, start)}${code.slice(start, end).replace(/[^\r\n]/g, ' ')}${code.slice(end)}`;
};
