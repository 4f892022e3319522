import { HUB_TIMINGS_MS } from '@backoffice/shared/realtime/hub-contract';
import { $serverBase, configuredCompanyId, loadSiteConfig } from '../site-config.ts';
import { hubAddress } from './hub-address.ts';
import { $hubCredentials } from './hub-credentials.ts';
import type { HubLinkFactory } from './hub-manager.ts';

/**
 * Builds a connection with the official client, loaded on first use: the client (about 14 KB gzip)
 * lands in its own chunk, downloaded only by a page where something subscribes to a hub.
 */
export const connectWithSignalR: HubLinkFactory = async (hub, credentials) => {
  const [signalR, config] = await Promise.all([import('@microsoft/signalr'), loadSiteConfig()]);
  const companyId = credentials.companyId ?? (await configuredCompanyId());
  return new signalR.HubConnectionBuilder()
    .withUrl(hubAddress($serverBase.get(), config.apiBase, hub, companyId), {
      // Read on every (re)connect, so a renewed token is the one presented.
      accessTokenFactory: () => $hubCredentials.get()?.token ?? credentials.token,
      // Tokens, not cookies: a host site's page must not need credentialed CORS.
      withCredentials: false,
    })
    .withAutomaticReconnect([...HUB_TIMINGS_MS.reconnectDelays])
    .withServerTimeout(HUB_TIMINGS_MS.serverTimeout)
    .withKeepAliveInterval(HUB_TIMINGS_MS.keepAlive)
    .configureLogging(signalR.LogLevel.Warning)
    .build();
};
