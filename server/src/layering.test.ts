import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));
const SHARED_SRC = resolve(SERVER_SRC, '../../shared/src');

/** The server's layers that serve every domain; the app's assembly (app.ts, main.ts) wires modules in. */
const SERVER_GENERIC = ['http', 'realtime', 'entities', 'db', 'auth', 'config', 'host', 'audit'];

/** Shared places any generic file may use: formats, texts, the calendar, the state machine. */
const SHARED_GENERIC = ['http', 'entities', 'format', 'text', 'calendar', 'state-machine'];
/**
 * The app's access vocabulary, which route contracts and declarations name by design, as they name
 * page codes: the module codes a declaration belongs to and the scopes a widget token opens.
 */
const SHARED_VOCABULARY = ['catalogue/modules.ts', 'widgets/widget-scopes.ts'];

const SPECIFIER = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports or re-exports, static or dynamic. */
const specifiersOf = (source: string): string[] =>
  [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The repository file a specifier names, as a path without extension; null for a package. */
const targetOf = (file: string, specifier: string): string | null => {
  if (specifier.startsWith('@backoffice/shared/')) return join(SHARED_SRC, specifier.slice(19));
  if (!specifier.startsWith('.')) return null;
  return resolve(dirname(file), specifier).replace(/\.(js|ts|tsx)$/, '');
};

interface Breach {
  file: string;
  specifier: string;
}

const breaches = (files: readonly string[], refused: (target: string, file: string) => boolean): string[] =>
  files
    .flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8')).map((specifier): Breach & { target: string | null } => ({
        file,
        specifier,
        target: targetOf(file, specifier),
      })),
    )
    .filter(({ file, target }) => target !== null && refused(target, file))
    .map(({ file, specifier }) => `${relative(resolve(SERVER_SRC, '../..'), file)} imports '${specifier}'`);

const isUnder = (path: string, folder: string) => path.startsWith(`${folder}${sep}`);

describe('layering', () => {
  it('reads static, side-effect, re-export and dynamic imports', () => {
    const source = [
      "import { a } from '../modules/a.js';",
      "import {\n  b,\n} from './b.js';",
      "import '../modules/c.js';",
      "export { d } from '@backoffice/shared/d';",
      "const e = await import('./e.js');",
    ].join('\n');
    expect(specifiersOf(source)).toEqual([
      '../modules/a.js',
      './b.js',
      '../modules/c.js',
      '@backoffice/shared/d',
      './e.js',
    ]);
  });

  it("keeps the server's generic layers free of domain modules", () => {
    const modules = join(SERVER_SRC, 'modules');
    const files = SERVER_GENERIC.flatMap((folder) => sourceFilesUnder(join(SERVER_SRC, folder)));
    expect(files.length).toBeGreaterThan(50);
    expect(breaches(files, (target) => isUnder(target, modules))).toEqual([]);
  });

  it("keeps shared's route contracts and entity mechanism free of shared's domain folders", () => {
    const entities = join(SHARED_SRC, 'entities');
    const files = [
      ...sourceFilesUnder(join(SHARED_SRC, 'http')),
      // The mechanism at the top of entities/; the declarations in its subfolders are domain data.
      ...sourceFilesUnder(entities).filter((file) => dirname(file) === entities),
    ];
    const vocabulary = SHARED_VOCABULARY.map((file) => join(SHARED_SRC, file.replace(/\.ts$/, '')));
    const generic = (target: string) => {
      const path = relative(SHARED_SRC, target);
      const [top = '', ...rest] = path.split(sep);
      return rest.length === 0 || SHARED_GENERIC.includes(top) || vocabulary.includes(target);
    };
    expect(breaches(files, (target) => isUnder(target, SHARED_SRC) && !generic(target))).toEqual([]);
  });
});
