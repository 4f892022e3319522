import type {
  CustomElementsManifest,
  ManifestAttribute,
  ManifestCssProperty,
  ManifestElementDeclaration,
} from './custom-elements-manifest.types.ts';

/** The reference page, relative to the repository's root. */
export const REFERENCE_PATH = 'docs/embedding-elements.md';
/** What regenerates it (the root package.json's script). */
export const REFERENCE_COMMAND = 'npm run docs:elements';

/** A table cell: one line, and a `|` of its text does not end the cell (also inside code spans). */
const cell = (text: string): string => text.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
const code = (text: string): string => `\`${text}\``;
const row = (cells: string[]): string => `| ${cells.map(cell).join(' | ')} |`;
const table = (head: string[], rows: string[][]): string[] => [
  row(head),
  `|${head.map(() => '---').join('|')}|`,
  ...rows.map(row),
];

const declarationsOf = (manifest: CustomElementsManifest) =>
  manifest.modules.flatMap((module) =>
    module.declarations.map((declaration) => ({ module: module.path, declaration })),
  );

/** The attributes every element has (define-element's), in the first element's order. */
const commonAttributes = (declarations: ManifestElementDeclaration[]): ManifestAttribute[] =>
  (declarations[0]?.attributes ?? []).filter((attribute) =>
    declarations.every((declaration) =>
      declaration.attributes.some((other) => other.name === attribute.name),
    ),
  );

const allCssProperties = (declarations: ManifestElementDeclaration[]): ManifestCssProperty[] => {
  const seen = new Map<string, ManifestCssProperty>();
  for (const property of declarations.flatMap((declaration) => declaration.cssProperties)) {
    if (!seen.has(property.name)) seen.set(property.name, property);
  }
  return [...seen.values()];
};

const attributeRows = (attributes: ManifestAttribute[]) =>
  attributes.map((attribute) => [code(attribute.name), code(attribute.type.text), attribute.description]);

const elementSection = (
  module: string,
  element: ManifestElementDeclaration,
  common: Set<string>,
  everyProperty: ManifestCssProperty[],
): string[] => {
  const own = element.attributes.filter((attribute) => !common.has(attribute.name));
  const lines = [
    '',
    `## \`<${element.tagName}>\``,
    '',
    element.description,
    '',
    `Script: \`/widgets/${module}\``,
    '',
  ];
  if (own.length > 0) lines.push(...table(['Attribute', 'Type', 'Description'], attributeRows(own)), '');
  lines.push(
    `${own.length > 0 ? 'Also' : 'No attributes of its own; only'} ${[...common].map(code).join(' and ')} ([every element](#attributes-of-every-element)).`,
  );
  if (element.events.length > 0) {
    const detail = (text: string) => /^CustomEvent<(.*)>$/s.exec(text)?.[1];
    lines.push(
      '',
      ...table(
        ['Event', '`event.detail`', 'Description'],
        element.events.map((event) => {
          const shape = detail(event.type.text);
          return [code(event.name), shape ? code(shape) : '', event.description];
        }),
      ),
    );
  } else lines.push('', 'No events.');
  for (const slot of element.slots) {
    lines.push('', `Slot ${slot.name === '' ? '(default)' : code(slot.name)}: ${slot.description}`);
  }
  const names = new Set(element.cssProperties.map((property) => property.name));
  const left = everyProperty
    .filter((property) => !names.has(property.name))
    .map((property) => code(property.name));
  const list = '[the list](#css-custom-properties)';
  lines.push(
    '',
    left.length === 0
      ? `CSS custom properties: all in ${list}.`
      : left.length < names.size
        ? `CSS custom properties: all in ${list} but ${left.join(', ')}.`
        : `CSS custom properties: ${[...names].map(code).join(', ') || 'none'} (see ${list}).`,
  );
  return lines;
};

/** docs/embedding-elements.md, written from the manifest alone. */
export const elementsReference = (manifest: CustomElementsManifest): string => {
  const entries = declarationsOf(manifest).sort((a, b) =>
    a.declaration.tagName.localeCompare(b.declaration.tagName),
  );
  const declarations = entries.map((entry) => entry.declaration);
  const common = commonAttributes(declarations);
  const cssProperties = allCssProperties(declarations);
  const lines = [
    '# Custom elements reference',
    '',
    `<!-- Generated from widgets/src/elements/**/*.element.ts by \`${REFERENCE_COMMAND}\`: edit the element definitions (their \`docs\` option), not this page. -->`,
    '',
    'Every element the widgets define, with its attributes, events and CSS custom properties. The widget',
    'build describes the same in `custom-elements.json`, a',
    '[Custom Elements Manifest](https://github.com/webcomponents/custom-elements-manifest) (schema',
    `${manifest.schemaVersion}) served at \`/widgets/custom-elements.json\` for editors and component catalogues.`,
    'How to put an element on a page, sign-in and widget tokens: [embedding.md](embedding.md).',
    '',
    ...table(
      ['Element', 'Script', 'What it is'],
      entries.map(({ module, declaration }) => [
        `[${code(`<${declaration.tagName}>`)}](#${declaration.tagName})`,
        code(module),
        declaration.description,
      ]),
    ),
    '',
    '## Attributes of every element',
    '',
    ...table(['Attribute', 'Type', 'Description'], attributeRows(common)),
    '',
    'Set attributes, not properties: r2wc drops a property set before the element’s script has run. A',
    '`number` attribute is read with `parseFloat`; a `boolean` one is on for a value starting with `t`,',
    '`y` or `1`–`9` (`open="true"`) and off for any other (`open="false"`). An empty value, or removing',
    'the attribute, leaves the element as it was: set another value instead. Every event bubbles and is',
    'composed: it leaves the shadow root, so the host page can listen on the element or any ancestor.',
  ];
  const common_ = new Set(common.map((attribute) => attribute.name));
  for (const { module, declaration } of entries) {
    lines.push(...elementSection(module, declaration, common_, cssProperties));
  }
  lines.push(
    '',
    '## CSS custom properties',
    '',
    'Page CSS does not reach into an element’s shadow root, but custom properties set on the element',
    'do (`bo-renewals { --bo-primary: #7d1935; }`); see [Theming](embedding.md#theming). The defaults',
    'are the light theme’s: with light colours of your own, also set `theme="light"`.',
    '',
    ...table(
      ['Property', 'Default', 'Description'],
      cssProperties.map((property) => [code(property.name), code(property.default), property.description]),
    ),
    '',
  );
  return lines.join('\n');
};
