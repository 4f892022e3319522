import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  attributeNameOf,
  domEventOf,
  elementFiles,
  elementsManifest,
  readElementFile,
  withoutDocs,
} from '../../scripts/elements-manifest.generator.ts';

const WIDGETS = fileURLToPath(new URL('../../', import.meta.url));
const manifest = elementsManifest(WIDGETS);
const declarations = manifest.modules.flatMap((module) => module.declarations);
const declarationOf = (tag: string) => {
  const found = declarations.find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`custom-elements.json has no <${tag}>`);
  return found;
};

/** What each element file says, read with plain patterns rather than the generator's parser. */
const elementSources = elementFiles(WIDGETS).map((path) => {
  const text = readFileSync(path, 'utf8');
  const tag = /defineElement\(\s*'([^']+)'/.exec(text)?.[1] ?? '';
  const callbacks = [...(/events:\s*\[([^\]]*)\]/.exec(text)?.[1]?.matchAll(/'(\w+)'/g) ?? [])].map(
    ([, name]) => name ?? '',
  );
  return { file: path.slice(path.lastIndexOf('/') + 1), tag, callbacks };
});

/** Every source file of the widgets but tests. */
const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });

/** The events the screens fire on their host themselves (emitFromHost, useChangedEvent, CustomEvent). */
const screenEvents = (): Set<string> => {
  const names = new Set<string>();
  for (const path of sourceFiles(join(WIDGETS, 'src'))) {
    const text = readFileSync(path, 'utf8');
    for (const [, name] of text.matchAll(/emitFromHost\(\s*[\w.]+,\s*'([\w-]+)'/g)) names.add(name ?? '');
    for (const [, name] of text.matchAll(/new CustomEvent\(\s*'([\w-]+)'/g)) names.add(name ?? '');
    if (/useChangedEvent\(\s*container/.test(text)) names.add('changed');
  }
  return names;
};

describe('custom-elements.json', () => {
  it('is a Custom Elements Manifest 2.x: a module per element with its class and its definition', () => {
    expect(manifest.schemaVersion).toMatch(/^2\.\d+\.\d+$/);
    expect(manifest.modules.length).toBeGreaterThan(0);
    for (const module of manifest.modules) {
      expect(module.kind).toBe('javascript-module');
      expect(module.path).toMatch(/^[a-z-]+\.js$/);
      const [declaration] = module.declarations;
      expect(module.declarations).toHaveLength(1);
      expect(declaration).toMatchObject({ kind: 'class', customElement: true });
      expect(module.exports).toEqual([
        {
          kind: 'custom-element-definition',
          name: declaration?.tagName,
          declaration: { name: declaration?.name, module: module.path },
        },
      ]);
    }
  });

  it('lists the tag of every *.element.ts, in the module the build makes of it and the loader fetches', () => {
    expect(elementSources.length).toBeGreaterThan(30);
    const modules = Object.fromEntries(
      manifest.modules.map((module) => [module.declarations[0]?.tagName, module.path]),
    );
    expect(modules).toEqual(
      Object.fromEntries(elementSources.map(({ file, tag }) => [tag, file.replace('.element.ts', '.js')])),
    );
    const loader = readFileSync(join(WIDGETS, 'src/loader.ts'), 'utf8');
    const loaded = Object.fromEntries(
      [...loader.matchAll(/'(bo-[\w-]+)': '\.\/([\w-]+\.js)'/g)].map(([, tag, file]) => [tag, file]),
    );
    expect(modules).toEqual(loaded);
  });

  it('gives every element the server and theme attributes, and a property for each attribute', () => {
    for (const declaration of declarations) {
      for (const name of ['server', 'theme']) {
        expect(declaration.attributes, declaration.tagName).toContainEqual(
          expect.objectContaining({ name, fieldName: name, type: { text: 'string' } }),
        );
      }
      expect(declaration.members.map((member) => [member.name, member.attribute])).toEqual(
        declaration.attributes.map((attribute) => [attribute.fieldName, attribute.name]),
      );
    }
    expect(declarationOf('bo-beat-map').attributes.map((attribute) => attribute.name)).toEqual([
      'token',
      'year',
      'month',
      'day',
      'sales-person-id',
      'company-id',
      'server',
      'theme',
    ]);
  });

  it('lists the events each element declares, and every event a screen fires on its host', () => {
    for (const { tag, callbacks } of elementSources) {
      const events = declarationOf(tag).events.map((event) => event.name);
      expect(events, tag).toEqual(expect.arrayContaining(callbacks.map(domEventOf)));
    }
    expect(declarationOf('bo-admin-login').events.map((event) => event.name)).toEqual(['signedin']);
    expect(declarationOf('bo-change-password').events.map((event) => event.name)).toEqual(['close']);
    const documented = new Set(
      declarations.flatMap((declaration) => declaration.events.map((event) => event.name)),
    );
    const fired = [...screenEvents()];
    expect(fired).toEqual(
      expect.arrayContaining(['changed', 'saved', 'order-action', 'tokenexpired', 'renew']),
    );
    expect(fired.filter((name) => !documented.has(name))).toEqual([]);
    expect(declarationOf('bo-order-form').events).toEqual([
      expect.objectContaining({
        name: 'saved',
        type: { text: 'CustomEvent<{ id: number; orderNo: string; status: string; created: boolean }>' },
      }),
    ]);
  });

  it('describes every element, attribute, event and slot', () => {
    const gaps = declarations.flatMap((declaration) => [
      ...(declaration.description ? [] : [`${declaration.tagName}: docs.description`]),
      ...declaration.attributes
        .filter((attribute) => !attribute.description)
        .map((attribute) => `${declaration.tagName}: docs.props.${attribute.fieldName}`),
      ...declaration.events
        .filter((event) => !event.description)
        .map((event) => `${declaration.tagName}: docs.events.${event.name}`),
      ...declaration.slots
        .filter((slot) => !slot.description)
        .map((slot) => `${declaration.tagName}: docs.slots['${slot.name}']`),
    ]);
    expect(gaps, 'undescribed: add them to the element’s docs option').toEqual([]);
    expect(declarationOf('bo-portal-shell').slots).toEqual([{ name: '', description: expect.any(String) }]);
  });

  it('names the design tokens each element’s styles read, with their defaults and descriptions', () => {
    for (const declaration of declarations) {
      expect(declaration.cssProperties.length, declaration.tagName).toBeGreaterThan(10);
      for (const property of declaration.cssProperties) {
        expect(property.name).toMatch(/^--bo-[a-z0-9-]+$/);
        expect(property.default, property.name).not.toBe('');
        expect(property.description, `${property.name}: end its line in core.css with a comment`).not.toBe(
          '',
        );
      }
    }
    expect(declarationOf('bo-renewals').cssProperties).toContainEqual({
      name: '--bo-primary',
      default: '#1d5bb8',
      description: expect.stringContaining('buttons'),
    });
    // Its only sheet, core.css, never paints the page background.
    const passwordTokens = declarationOf('bo-change-password').cssProperties.map((property) => property.name);
    expect(passwordTokens).not.toContain('--bo-bg');
    expect(passwordTokens).toContain('--bo-primary');
  });
});

const FIXTURE = `import { defineElement } from '../core/define-element.tsx';
import coreCss from '../styles/core.css?inline';

defineElement('bo-fixture', Screen, {
  props: { salesPersonId: 'number', userlat: 'string', open: 'boolean' },
  events: ['onSignedIn'],
  styles: [coreCss],
  docs: {
    description: 'A fixture.',
    props: { salesPersonId: 'Who.', userlat: "The user's latitude.", open: \`Shown.\` },
    events: {
      signedin: { detail: '{ UserName: string }', description: 'Signed in.' },
      'order-action': { description: 'Fired by the screen.' },
    },
    slots: { '': 'Content.' },
  },
});
`;

describe('the element file reader', () => {
  const path = join(WIDGETS, 'src/elements/fixture.element.ts');

  it('reads attributes as r2wc names them, callback props as the DOM events they fire', () => {
    expect(attributeNameOf('salesPersonId')).toBe('sales-person-id');
    expect(attributeNameOf('userlat')).toBe('userlat');
    expect(domEventOf('onSignedIn')).toBe('signedin');
    expect(readElementFile(WIDGETS, path, FIXTURE)).toEqual({
      tag: 'bo-fixture',
      file: 'src/elements/fixture.element.ts',
      module: 'fixture.js',
      description: 'A fixture.',
      props: [
        { name: 'salesPersonId', kind: 'number', description: 'Who.' },
        { name: 'userlat', kind: 'string', description: "The user's latitude." },
        { name: 'open', kind: 'boolean', description: 'Shown.' },
      ],
      callbackEvents: ['signedin'],
      events: [
        { name: 'signedin', description: 'Signed in.', detail: '{ UserName: string }' },
        { name: 'order-action', description: 'Fired by the screen.', detail: undefined },
      ],
      slots: [{ name: '', description: 'Content.' }],
      styleFiles: [join(WIDGETS, 'src/styles/core.css')],
    });
  });

  it('says which file and line it cannot read without running it', () => {
    const computed = FIXTURE.replace("description: 'A fixture.'", 'description: DESCRIPTION');
    expect(() => readElementFile(WIDGETS, path, computed)).toThrow(
      'src/elements/fixture.element.ts:9: docs.description must be a string literal',
    );
    const unknownProp = FIXTURE.replace("salesPersonId: 'Who.'", "salesPerson: 'Who.'");
    expect(() => readElementFile(WIDGETS, path, unknownProp)).toThrow('docs.props.salesPerson: no such prop');
  });

  it('leaves the docs out of the shipped code, keeping every other line and column', () => {
    const shipped = withoutDocs(FIXTURE, path) ?? '';
    expect(shipped).toHaveLength(FIXTURE.length);
    expect(shipped.split('\n').map((line) => line.trim())).toEqual(
      FIXTURE.split('\n').map((line, index) => (index >= 7 && index <= 15 ? '' : line.trim())),
    );
    expect(shipped).not.toContain('fixture.');
    expect(readElementFile(WIDGETS, path, shipped)).toMatchObject({
      tag: 'bo-fixture',
      description: undefined,
    });
    expect(withoutDocs(shipped, path)).toBeUndefined();
  });
});
