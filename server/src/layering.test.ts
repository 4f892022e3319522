import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  breaches,
  isUnder,
  SHARED_SRC,
  sourceFilesUnder,
  specifiersOf,
} from '../../tests/support/import-scan.js';

const SERVER_SRC = fileURLToPath(new URL('.', import.meta.url));

/** The server's layers that serve every domain; the app's assembly (app.ts, main.ts) wires modules in. */
const SERVER_GENERIC = ['http', 'realtime', 'entities', 'db', 'auth', 'config', 'host', 'audit'];

/** Shared places any generic file may use: formats, texts, the calendar, the state machine. */
const SHARED_GENERIC = ['http', 'entities', 'format', 'text', 'calendar', 'state-machine'];
/**
 * The app's access vocabulary, which route contracts and declarations name by design, as they name
 * page codes: the module codes a declaration belongs to and the scopes a widget token opens.
 */
const SHARED_VOCABULARY = ['catalogue/modules.ts', 'widgets/widget-scopes.ts'];

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
