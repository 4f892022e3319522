import type { Plugin } from 'vite';
import { elementsManifest, withoutDocs } from './elements-manifest.generator.ts';

export const MANIFEST_FILE = 'custom-elements.json';

/**
 * Writes `custom-elements.json` (the Custom Elements Manifest of every element, read from the element
 * files) beside the widgets, and leaves each element's `docs` option out of its shipped module: the
 * descriptions are for the manifest and docs/embedding-elements.md, and cost the host page bytes.
 */
export const customElementsManifest = (widgetsDir: string): Plugin => ({
  name: 'backoffice-custom-elements-manifest',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('.element.ts')) return null;
    const stripped = withoutDocs(code, id);
    // Same lines and columns as the source: the existing source map still holds (map: null).
    return stripped === undefined ? null : { code: stripped, map: null };
  },
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: MANIFEST_FILE,
      source: `${JSON.stringify(elementsManifest(widgetsDir), null, 2)}\n`,
    });
  },
});
