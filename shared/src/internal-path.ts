/**
 * A link the product may follow: a path on our own server ('/core/notifications?x=1'). Anything
 * else (another site, `//host`, `javascript:`) is refused, so a stored link can neither redirect
 * users away nor run script (Preact, unlike React, does not block `javascript:` in href).
 */
export const toInternalPath = (link: string | null | undefined): string | null =>
  typeof link === 'string' && /^\/(?![/\\])[^\s]*$/.test(link) ? link : null;
