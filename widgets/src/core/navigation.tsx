import { toInternalPath } from '@backoffice/shared/internal-path';
import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { serverUrl } from './site-config.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Outside the portal (a widget on a host site) a link is an ordinary page load on our server. */
const loadPage: Navigate = (to, options) => {
  const path = toInternalPath(to);
  if (!path) return;
  const url = serverUrl(path);
  if (options?.replace) location.replace(url);
  else location.assign(url);
};

export const NavigationContext = createContext<Navigate>(loadPage);

export const useNavigate = (): Navigate => useContext(NavigationContext);

export const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link that the portal's router handles in place; a new tab or window still gets a real address. */
export const AppLink = ({
  href,
  onClick,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => {
  const navigate = useNavigate();
  const path = toInternalPath(href);
  // A link that leaves our server (or runs script) is shown as text, never followed.
  if (!path) return <span className={anchor.className}>{anchor.children}</span>;
  return (
    <a
      {...anchor}
      href={serverUrl(path)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || anchor.target) return;
        event.preventDefault();
        navigate(path);
      }}
    />
  );
};
