import { HUB_PATHS, type HubName } from '@backoffice/shared/realtime/hub-contract';
import {
  type HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  LogLevel,
} from '@microsoft/signalr';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

export const hubUrl = (app: TestApp, hub: HubName = 'notification') => `${app.base}${API}${HUB_PATHS[hub]}`;

/** The official client, as the portal and widgets build it, connected and started. */
export const connectHub = async (
  app: TestApp,
  token: string,
  options: {
    transport: HttpTransportType;
    hub?: HubName;
    companyId?: number;
    /** Reconnect delays (ms) for withAutomaticReconnect; none: no automatic reconnect. */
    reconnectDelays?: number[];
  },
): Promise<HubConnection> => {
  const builder = new HubConnectionBuilder()
    .withUrl(hubUrl(app, options.hub), {
      transport: options.transport,
      accessTokenFactory: () => token,
      headers: options.companyId === undefined ? {} : { CompanyId: String(options.companyId) },
    })
    .configureLogging(LogLevel.None);
  if (options.reconnectDelays) builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  await connection.start();
  return connection;
};

/** The first `target` event whose payload passes `accept` (events of other tests are skipped). */
export const nextEvent = <T>(
  connection: HubConnection,
  target: string,
  accept: (payload: T) => boolean = () => true,
): Promise<T> =>
  new Promise((resolve) => {
    const handler = (payload: T) => {
      if (!accept(payload)) return;
      connection.off(target, handler);
      resolve(payload);
    };
    connection.on(target, handler);
  });

/** Every `target` payload received from now on, in order. */
export const collectEvents = <T>(connection: HubConnection, target: string): T[] => {
  const received: T[] = [];
  connection.on(target, (payload: T) => received.push(payload));
  return received;
};
