import { DEFAULT_COMPANY_ID } from '@backoffice/shared/constants';
import { SITE_CONFIG_MESSAGES, type SiteConfig } from '@backoffice/shared/site-config.types';
import { atom } from 'nanostores';

/**
 * Where our server is. The portal is served by it (same origin); a widget on another site is told
 * with its `server` attribute.
 */
export const $serverBase = atom<string>(typeof location === 'undefined' ? '' : location.origin);

export const setServerBase = (server: string | undefined): void => {
  if (!server) return;
  try {
    $serverBase.set(new URL(server, location.href).origin);
  } catch {
    console.error(`The server address "${server}" is not a valid URL`);
  }
};

/** Absolute address of a path on our server (images and links must not point at the host site). */
export const serverUrl = (path: string): string => new URL(path, `${$serverBase.get()}/`).href;

/** /config.json could not be used: its message is one of spec section 8's. */
export class SiteConfigError extends Error {}

let loading: { base: string; config: Promise<SiteConfig> } | undefined;

/** Read once per server, by the first host label (spec section 7). Problems are logged, as the spec says. */
export const loadSiteConfig = (): Promise<SiteConfig> => {
  const base = $serverBase.get();
  if (loading?.base !== base) {
    const config = fetch(serverUrl('/config.json'), { headers: { Accept: 'application/json' } }).then(
      async (response) => {
        if (response.ok) return (await response.json()) as SiteConfig;
        const message =
          response.status === 404 ? SITE_CONFIG_MESSAGES.hostMismatch : SITE_CONFIG_MESSAGES.missing;
        console.error(message);
        throw new Error(message);
      },
    );
    config.catch(() => {
      loading = undefined;
    });
    loading = { base, config };
  }
  return loading.config;
};

export const configuredCompanyId = async (): Promise<string> => {
  try {
    return (await loadSiteConfig()).companyId || String(DEFAULT_COMPANY_ID);
  } catch {
    return String(DEFAULT_COMPANY_ID);
  }
};
