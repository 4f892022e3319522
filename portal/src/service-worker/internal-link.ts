/**
 * Only a path on this origin is opened, as shared/internal-path's toInternalPath decides: a push
 * cannot send the user to another site. A copy, not an import: the page imports toInternalPath
 * too, so Rollup would move it into a shared chunk, and the classic service worker cannot import
 * chunks (internal-link.test.ts keeps the two in step).
 */
export const internalPath = (link: unknown): string | null =>
  typeof link === 'string' && /^\/(?![/\\])[^\s]*$/.test(link) ? link : null;
