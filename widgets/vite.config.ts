import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { elementFiles } from './scripts/elements-manifest.generator.ts';
import { customElementsManifest } from './scripts/elements-manifest.plugin.ts';
import { preactCompatAliases } from './scripts/preact-compat.alias.ts';

const widgetsDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * One entry per custom element: `src/elements/account/admin-login.element.ts` becomes
 * `dist/admin-login.js` (the file name alone; the manifest reader refuses two of the same name).
 */
const elementEntries = Object.fromEntries(
  elementFiles(widgetsDir).map((path) => [basename(path, '.element.ts'), path]),
);

/**
 * The widget build: Preact stands in for React (a tenth of the size), each element is its own ES
 * module, and what they share lands in hashed chunks.
 */
export default defineConfig({
  root: widgetsDir,
  base: '/widgets/',
  publicDir: false,
  plugins: [
    customElementsManifest(widgetsDir),
    visualizer({ filename: fileURLToPath(new URL('./dist/stats.html', import.meta.url)), gzipSize: true }),
  ],
  resolve: {
    conditions: ['source', 'module', 'browser', 'default'],
    alias: preactCompatAliases,
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: { ...elementEntries, loader: fileURLToPath(new URL('./src/loader.ts', import.meta.url)) },
      preserveEntrySignatures: 'exports-only',
      onwarn: (warning, warn) => {
        // lucide-react marks its modules "use client" for React Server Components; irrelevant here.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
