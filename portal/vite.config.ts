import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { assetManifest } from './vite/asset-manifest.plugin.ts';

const serverOrigin = process.env.PORTAL_DEV_API ?? 'http://127.0.0.1:8080';

/** The portal: React, code-split by route so the login page loads only what it needs. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { conditions: ['source', 'module', 'browser', 'default'] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [assetManifest()],
  server: {
    proxy: Object.fromEntries(
      ['/api', '/config.json', '/widgets', '/healthz'].map((path) => [path, serverOrigin]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sw: fileURLToPath(new URL('./src/service-worker/sw.ts', import.meta.url)),
      },
      onwarn: (warning, warn) => {
        // react-query and lucide mark modules "use client" for React Server Components; irrelevant here.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        // The service worker must live at the root to control every route.
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
