import { type AnchorHTMLAttributes, createContext, type MouseEvent, useContext } from 'react';
import { serverUrl } from './site-config.ts';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Outside the portal (a widget on a host site) a link is an ordinary page load on our server. */
const loadPage: Navigate = (to, options) => {
  const url = serverUrl(to);
  if (options?.replace) location.replace(url);
  else location.assign(url);
};

export const NavigationContext = createContext<Navigate>(loadPage);

export const useNavigate = (): Navigate => useContext(NavigationContext);

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link that the portal's router handles in place; a new tab or window still gets a real address. */
export const AppLink = ({
  href,
  onClick,
  ...anchor
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={serverUrl(href)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || anchor.target) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
};
