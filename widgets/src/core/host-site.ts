/**
 * Whether a script loaded from `scriptUrl` runs on another site's page. The portal's own bundles
 * (and the dev server) share the page's origin; a widget file fetched from our server by a host
 * page does not. Without a page (unit tests, the server) nothing is embedded.
 */
export const isEmbeddedScript = (scriptUrl: string, pageOrigin: string | undefined): boolean => {
  if (pageOrigin === undefined) return false;
  try {
    return new URL(scriptUrl).origin !== pageOrigin;
  } catch {
    return true;
  }
};

/** This script runs on a host site's page, not on our own origin (read once: neither address changes). */
export const onHostSite = isEmbeddedScript(import.meta.url, globalThis.location?.origin);
