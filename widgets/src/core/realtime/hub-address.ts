import { HUB_PATHS, type HubName } from '@backoffice/shared/realtime/hub-contract';

/**
 * The hub's address: our server, the API base, the hub path, and the company as a query parameter
 * (browsers cannot set a CompanyId header on a WebSocket or an EventSource). The token is not
 * written here: the client's accessTokenFactory adds it (`access_token` on WebSockets and SSE, a
 * bearer header on negotiate and long polling), read afresh on every (re)connect.
 */
export const hubAddress = (serverBase: string, apiBase: string, hub: HubName, companyId: string): string => {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}${HUB_PATHS[hub]}`, `${serverBase}/`);
  url.searchParams.set('companyId', companyId);
  return url.href;
};
