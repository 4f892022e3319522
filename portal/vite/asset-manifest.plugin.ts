import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export const ASSET_VERSION_PLACEHOLDER = '__ASSET_VERSION__';

/**
 * Lists the built files in `asset-manifest.json` for the service worker to precache, and stamps
 * their combined hash into `sw.js`: a new build changes the worker's bytes, so browsers install it.
 */
export const assetManifest = (): Plugin => ({
  name: 'backoffice-asset-manifest',
  apply: 'build',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle)
      .filter((name) => name !== 'sw.js' && !name.endsWith('.map') && !name.endsWith('.html'))
      .sort();
    const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
    const worker = bundle['sw.js'];
    if (worker?.type === 'chunk') {
      worker.code = worker.code.replaceAll(ASSET_VERSION_PLACEHOLDER, version);
    }
    this.emitFile({
      type: 'asset',
      fileName: 'asset-manifest.json',
      source: JSON.stringify({ version, files: ['/index.html', ...files.map((name) => `/${name}`)] }),
    });
  },
});
