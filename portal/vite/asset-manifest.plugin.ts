import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const ASSET_VERSION_PLACEHOLDER = '__ASSET_VERSION__';

/**
 * Lists the built files in `asset-manifest.json` for the service worker to precache, and stamps
 * their combined hash into `sw.js`: a new build changes the worker's bytes, so browsers install it.
 */
export const assetManifest = (): Plugin => {
  let listed: string[] = [];
  return {
    name: 'backoffice-asset-manifest',
    apply: 'build',
    // After Vite's own CSS step, which drops the chunks that only carried CSS (a lazily loaded
    // screen's styles): listed, they would 404 and fail the service worker's install.
    enforce: 'post',
    generateBundle(_options, bundle) {
      listed = Object.keys(bundle)
        .filter((name) => name !== 'sw.js' && !name.endsWith('.map') && !name.endsWith('.html'))
        .sort();
      const version = createHash('sha256').update(listed.join('\n')).digest('hex').slice(0, 16);
      const worker = bundle['sw.js'];
      if (worker?.type === 'chunk') {
        worker.code = worker.code.replaceAll(ASSET_VERSION_PLACEHOLDER, version);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'asset-manifest.json',
        source: JSON.stringify({ version, files: ['/index.html', ...listed.map((name) => `/${name}`)] }),
      });
    },
    /** A listed file the build did not write would fail every install: the build fails instead. */
    writeBundle(_options, bundle) {
      const missing = listed.filter((name) => !(name in bundle));
      if (missing.length > 0)
        throw new Error(`asset-manifest.json lists files the build did not write: ${missing.join(', ')}`);
    },
  };
};
