import type { HubName } from '@backoffice/shared/realtime/hub-contract';
import type { HubConnection } from './hub-connection.js';
import type { HubEvent } from './hub-events.js';
import { invocationFrame } from './hub-protocol.js';

const addTo = (index: Map<string, Set<HubConnection>>, key: string, connection: HubConnection) => {
  const set = index.get(key);
  if (set) set.add(connection);
  else index.set(key, new Set([connection]));
};

const removeFrom = (index: Map<string, Set<HubConnection>>, key: string, connection: HubConnection) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(connection);
  if (set.size === 0) index.delete(key);
};

const companyKey = (hub: HubName, companyId: number) => `${hub}|${companyId}`;
const userKey = (hub: HubName, companyId: number, userId: number) => `${hub}|${companyId}|${userId}`;

/**
 * This process's open connections, found by connection token, by company and by user, so an event
 * touches only its audience and its frame is serialized once however many receive it.
 */
export class HubRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byCompany = new Map<string, Set<HubConnection>>();
  private readonly byUser = new Map<string, Set<HubConnection>>();

  add(connection: HubConnection): void {
    const { hub, principal } = connection;
    this.byToken.set(connection.connectionToken, connection);
    addTo(this.byCompany, companyKey(hub, principal.companyId), connection);
    addTo(this.byUser, userKey(hub, principal.companyId, principal.userId), connection);
  }

  remove(connection: HubConnection): void {
    const { hub, principal } = connection;
    if (this.byToken.get(connection.connectionToken) === connection)
      this.byToken.delete(connection.connectionToken);
    removeFrom(this.byCompany, companyKey(hub, principal.companyId), connection);
    removeFrom(this.byUser, userKey(hub, principal.companyId, principal.userId), connection);
  }

  find(connectionToken: string): HubConnection | undefined {
    return this.byToken.get(connectionToken);
  }

  all(): HubConnection[] {
    return [...this.byToken.values()];
  }

  /** The connections of one user in one company on one hub (chat delivery). */
  ofUser(hub: HubName, companyId: number, userId: number): ReadonlySet<HubConnection> {
    return this.byUser.get(userKey(hub, companyId, userId)) ?? new Set();
  }

  /**
   * Sends the event to its audience here; answers how many connections got it. An event naming a
   * page goes only to those who may view that page. A widget connection (an embedded map) gets
   * only such page-limited company events: never broadcasts, never a user's own events.
   */
  deliver(event: HubEvent): number {
    const { audience } = event;
    const candidates =
      audience.kind === 'company'
        ? this.byCompany.get(companyKey(event.hub, audience.companyId))
        : this.byUser.get(userKey(event.hub, audience.companyId, audience.userId));
    if (!candidates) return 0;
    const page = audience.kind === 'company' ? audience.page : undefined;
    const frame = invocationFrame(event.target, event.args);
    let reached = 0;
    for (const connection of candidates) {
      if (!connection.isReady) continue;
      if (connection.principal.isWidget && page === undefined) continue;
      if (page !== undefined && !connection.principal.viewablePages.has(page)) continue;
      connection.send(frame);
      reached += 1;
    }
    return reached;
  }
}
