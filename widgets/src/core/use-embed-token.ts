import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { emitFromHost, type HostedElementProps } from './element-host.tsx';
import { $embedToken, $refusedEmbedToken } from './embed-token.ts';
import { onHostSite } from './host-site.ts';

/** The attribute of an element a host site authenticates with a widget token. */
export interface EmbedTokenProps {
  /** The widget token the host's backend minted (`token` attribute). */
  token?: string;
}

/**
 * Gives callApi the element's `token` attribute, from the first render on, and again whenever the
 * host sets a new one (what was loaded reloads: see the listeners of $embedToken). When the server
 * refuses it as expired, the element fires `tokenexpired` once, so the host can mint another.
 * Answers true while a host site has not given a token yet: the element waits for it rather than
 * call with a client-credentials token that opens nothing.
 */
export const useEmbedToken = (
  token: string | undefined,
  container: HostedElementProps['container'],
): boolean => {
  const given = useRef<string | undefined>(undefined);
  // During render, not in an effect: the element's first calls (its children's effects) carry it.
  if (token && token !== given.current) {
    given.current = token;
    $embedToken.set(token);
  }
  const refused = useStore($refusedEmbedToken);
  const told = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || refused !== token || told.current === token) return;
    told.current = token;
    emitFromHost(container, 'tokenexpired', {});
  }, [refused, token, container]);
  return onHostSite && !token;
};
