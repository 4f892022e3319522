import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile } from 'vite';
import type { BenchRow } from './load-generator.js';
import { benchWidgetFirstRows } from './widget-size-first-rows.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WIDGETS_CONFIG = join(REPO_ROOT, 'widgets', 'vite.config.ts');
const WIDGETS_DIST = join(REPO_ROOT, 'widgets', 'dist');
const RENEWALS_ENTRY = join(REPO_ROOT, 'widgets', 'src', 'elements', 'renewals.element.ts');
/** Budget of the embedding issue for the renewals widget, everything it needs before it runs. */
const TARGET_KB = 35;

/**
 * `import{a as b}from"./chunks/x.js"`, `import"./x.js"` and `export{a}from"./x.js"` in minified
 * output; `import("./x.js")` (loaded on demand) does not match, as the `(` is neither a name nor a quote.
 */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g;

interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** The entry and every chunk it imports statically, recursively: what the browser must fetch before the element runs. */
const staticGraphSizes = async (entry: string): Promise<FileSize[]> => {
  const seen = new Set<string>();
  const sizes: FileSize[] = [];
  const visit = async (file: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    const content = await readFile(file);
    // gzip -9 per file, as a browser receives each one compressed (the same measure as web.bench.ts).
    sizes.push({ file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length });
    for (const [, specifier] of content.toString('utf8').matchAll(STATIC_IMPORT)) {
      if (specifier) await visit(resolve(dirname(file), specifier));
    }
  };
  await visit(entry);
  return sizes;
};

/**
 * The renewals entry built alone from the widget build's own config, without the size-report
 * plugin (it would overwrite widgets/dist/stats.html); with React, also without the Preact aliases.
 * One entry gives one file, so the Preact build of it is the fair side of the comparison.
 */
const buildRenewalsAlone = async (outDir: string, runtime: 'preact' | 'react'): Promise<void> => {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, WIDGETS_CONFIG);
  if (!loaded) throw new Error(`Could not load ${WIDGETS_CONFIG}`);
  const { config } = loaded;
  await build({
    ...config,
    configFile: false,
    logLevel: 'warn',
    plugins: [],
    resolve: { ...config.resolve, ...(runtime === 'react' ? { alias: [] } : {}) },
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      reportCompressedSize: false,
      rollupOptions: { ...config.build?.rollupOptions, input: { renewals: RENEWALS_ENTRY } },
    },
  });
};

/** Builds into a temporary folder, measures, removes the folder. */
const measureAlone = async (runtime: 'preact' | 'react'): Promise<FileSize[]> => {
  const outDir = await mkdtemp(join(tmpdir(), `backoffice-widget-${runtime}-`));
  try {
    console.log(`building the renewals widget alone with ${runtime} ...`);
    await buildRenewalsAlone(outDir, runtime);
    const sizes = await staticGraphSizes(join(outDir, 'renewals.js'));
    printFiles(`renewals widget built alone, ${runtime}:`, outDir, sizes);
    return sizes;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
};

const sum = (sizes: readonly FileSize[], key: 'bytes' | 'gzipBytes'): number =>
  sizes.reduce((total, size) => total + size[key], 0);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const described = (sizes: readonly FileSize[]): string =>
  `${kb(sum(sizes, 'gzipBytes'))} KB in ${sizes.length} file${sizes.length === 1 ? '' : 's'} (${kb(sum(sizes, 'bytes'))} KB minified)`;

const printFiles = (title: string, root: string, sizes: readonly FileSize[]) => {
  console.log(title);
  console.table(
    sizes.map((size) => ({
      file: relative(root, size.file),
      'minified KB': Number(kb(size.bytes)),
      'gzip KB': Number(kb(size.gzipBytes)),
    })),
  );
};

/** The size figures alone, printed (a size is not a latency, so it is no BenchRow). */
export const printWidgetSizes = async (): Promise<void> => {
  const entry = join(WIDGETS_DIST, 'renewals.js');
  const preact = await staticGraphSizes(entry).catch((error: unknown) => {
    throw new Error(`${relative(REPO_ROOT, entry)} is missing: run "npm run build:web" first (${error})`);
  });
  printFiles('renewals widget, Preact build (widgets/dist):', WIDGETS_DIST, preact);

  const preactAlone = await measureAlone('preact');
  const react = await measureAlone('react');

  const preactGzip = sum(preact, 'gzipBytes');
  const preactAloneGzip = sum(preactAlone, 'gzipBytes');
  const reactGzip = sum(react, 'gzipBytes');
  console.table([
    {
      figure: 'renewals.js + static imports, Preact (gzip -9)',
      value: described(preact),
      target: `≤ ${TARGET_KB} KB`,
      met: preactGzip <= TARGET_KB * 1024,
    },
    {
      figure: 'renewals alone, one build, Preact (gzip -9)',
      value: described(preactAlone),
      target: 'for comparison',
      met: '',
    },
    {
      figure: 'renewals alone, one build, React (gzip -9)',
      value: described(react),
      target: 'for comparison',
      met: '',
    },
    {
      figure: 'React / Preact, built alone',
      value: (reactGzip / preactAloneGzip).toFixed(2),
      target: '',
      met: '',
    },
  ]);
};

/**
 * How much the renewals widget costs a bank's page: its JavaScript as we serve it (Preact, chunks
 * shared with the other widgets), the same entry built alone with Preact and with React (what it
 * would be without the aliases), then how soon its first rows show on the example bank site.
 */
export const benchWidgetSize = async (): Promise<BenchRow[]> => {
  await printWidgetSizes();
  return benchWidgetFirstRows();
};
