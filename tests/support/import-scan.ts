import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the layering tests read imports with: the repository's own files, never a package's. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SHARED_SRC = join(REPO_ROOT, 'shared', 'src');

const SPECIFIER = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports or re-exports, static or dynamic. */
export const specifiersOf = (source: string): string[] =>
  [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');

/** The TypeScript files under a folder, tests left out (a test may reach anywhere). */
export const sourceFilesUnder = (folder: string): string[] =>
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

/** The imports of the files that `refused` turns down, as "file imports 'specifier'" lines. */
export const breaches = (
  files: readonly string[],
  refused: (target: string, file: string) => boolean,
): string[] =>
  files.flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8'))
      .filter((specifier) => {
        const target = targetOf(file, specifier);
        return target !== null && refused(target, file);
      })
      .map((specifier) => `${relative(REPO_ROOT, file)} imports '${specifier}'`),
  );

export const isUnder = (path: string, folder: string): boolean => path.startsWith(`${folder}${sep}`);
