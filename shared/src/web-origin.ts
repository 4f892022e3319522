/**
 * An origin exactly as a browser sends it in the Origin header (lower-case scheme and host, no
 * default port), or null for anything that is not one (a path, a query, credentials, another
 * scheme): such an entry could never match a request.
 */
export const canonicalOrigin = (value: string): string | null => {
  const text = value.trim().replace(/\/$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  if (text.endsWith('?') || text.endsWith('#')) return null;
  return url.origin;
};
