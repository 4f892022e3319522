import type { ComponentType } from 'react';
import type { HostedElementProps } from '../core/element-host.tsx';
import { type EmbedTokenProps, useEmbedToken } from '../core/use-embed-token.ts';
import { Loader } from '../ui/loader.tsx';

/**
 * A map as a custom element's screen: it takes the host's widget token (`token` attribute; a new
 * one reloads the data, an expired one fires `tokenexpired`) and waits for it on another site.
 */
export const asMapElement = <P extends object>(MapScreen: ComponentType<P>) => {
  const MapElement = (props: P & EmbedTokenProps & HostedElementProps) => {
    const waiting = useEmbedToken(props.token, props.container);
    if (waiting) return <Loader label="Waiting for the widget token" />;
    return <MapScreen {...props} />;
  };
  return MapElement;
};
