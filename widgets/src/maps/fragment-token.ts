import { $embedToken } from '../core/embed-token.ts';

/**
 * The widget token of a bare map page's address fragment (`#token=…`). A fragment never reaches a
 * server, a proxy log or a Referer header, which is why the token travels there and not in the query.
 */
export const tokenOfFragment = (hash: string): string | undefined => {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token ? token : undefined;
};

/** The fragment without its token (other fragment parameters stay). */
export const fragmentWithoutToken = (hash: string): string => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  params.delete('token');
  const rest = params.toString();
  return rest ? `#${rest}` : '';
};

/**
 * Hands a fragment token to the API client (the embed-token store, memory only) and takes it out of
 * the address bar, so it is not kept in the browser's history or copied with the link.
 */
export const adoptFragmentToken = (): string | undefined => {
  const token = tokenOfFragment(location.hash);
  if (!token) return $embedToken.get();
  $embedToken.set(token);
  history.replaceState(
    history.state,
    '',
    `${location.pathname}${location.search}${fragmentWithoutToken(location.hash)}`,
  );
  return token;
};
