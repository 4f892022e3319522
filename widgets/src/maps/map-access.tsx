import { useStore } from '@nanostores/react';
import { type ReactNode, useState } from 'react';
import { $embedToken } from '../core/embed-token.ts';
import { $signedIn } from '../core/session.store.ts';
import { adoptFragmentToken } from './fragment-token.ts';

export const MAP_SIGN_IN_MESSAGE = 'Sign in to see this map';

/**
 * Who a bare map page calls the API as: the portal's signed-in session when there is one,
 * otherwise a widget token given in the address fragment (`#token=…`). With neither, it says so
 * instead of calling with a client token that can read no map.
 */
export const MapAccess = ({ children }: { children: ReactNode }) => {
  // Read once, during the first render, so the map's first call already carries it.
  useState(adoptFragmentToken);
  const signedIn = useStore($signedIn);
  const token = useStore($embedToken);
  if (signedIn || token) return children;
  return (
    <div className="bo-map-signin" role="alert">
      <strong>{MAP_SIGN_IN_MESSAGE}</strong>
      <p>
        <a href="/account/login">Sign in</a> to the portal, or open this page with a widget token in its
        address (<code>#token=…</code>).
      </p>
    </div>
  );
};
