import {
  HUB_EVENTS,
  type HubConnectionStateName,
  type HubName,
} from '@backoffice/shared/realtime/hub-contract';
import type { ReadableAtom } from 'nanostores';
import { credentialsKey, type HubCredentials } from './hub-credentials.ts';

/** What the manager uses of the official client's HubConnection (a fake stands in for it in tests). */
export interface HubLink {
  start(): Promise<void>;
  stop(): Promise<void>;
  on(target: string, handler: (...args: unknown[]) => void): void;
  off(target: string): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
  onclose(callback: (error?: Error) => void): void;
}

/** Builds (but does not start) a connection to one hub for these credentials. */
export type HubLinkFactory = (hub: HubName, credentials: HubCredentials) => Promise<HubLink>;

export type HubHandler = (payload: unknown) => void;

/** The page's wake-up signals: the browser back online, the tab visible again. */
export type WakeUpSource = (wake: () => void) => () => void;

export interface HubManagerOptions {
  hub: HubName;
  connect: HubLinkFactory;
  credentials: ReadableAtom<HubCredentials | null>;
  setState: (state: HubConnectionStateName) => void;
  wakeUps: WakeUpSource;
  /**
   * How long the connection outlives its last subscriber: moving from one page to the next
   * unmounts one subscriber just before the next mounts, and should not cost a reconnect.
   */
  lingerMs: number;
}

export interface HubManager {
  /** Calls `handler` with the first argument of every `target` invocation; returns the unsubscribe. */
  subscribe: (target: string, handler: HubHandler) => () => void;
}

/**
 * One shared connection to one hub for the whole page: opened when the first subscriber appears,
 * stopped when the last leaves or the credentials go, rebuilt when they change (sign-in, sign-out,
 * company switch). Once the client's automatic reconnect gives up it stays Disconnected until the
 * page wakes up (back online, tab visible).
 */
export const createHubManager = (options: HubManagerOptions): HubManager => {
  const { hub, connect, credentials, setState } = options;
  // Keyed by the lower-cased target: the client matches targets case-insensitively too.
  const handlers = new Map<string, Set<HubHandler>>();
  let link: HubLink | undefined;
  let opening = false;
  let openedKey = '';
  // Every open and close takes a new number; late callbacks of an older connection are ignored.
  let generation = 0;
  let lingerTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWatching: (() => void) | undefined;
  // The targets the open connection dispatches. Every event the server sends has one, even while no
  // screen listens (an order changes while the board is closed): the client would warn of it otherwise.
  const listened = new Set<string>();
  const listen = (target: string) => {
    if (!link || listened.has(target)) return;
    listened.add(target);
    link.on(target, dispatcher(target));
  };

  const subscriberCount = () => [...handlers.values()].reduce((sum, set) => sum + set.size, 0);

  const dispatcher =
    (target: string) =>
    (...args: unknown[]) => {
      for (const handler of [...(handlers.get(target) ?? [])]) {
        try {
          handler(args[0]);
        } catch (error) {
          console.error(`A handler of ${hub} hub event ${target} failed`, error);
        }
      }
    };

  const open = async () => {
    const given = credentials.get();
    if (!given || link || opening) return;
    const mine = ++generation;
    opening = true;
    openedKey = credentialsKey(given);
    setState('Connecting');
    try {
      const created = await connect(hub, given);
      if (mine !== generation) return;
      link = created;
      listened.clear();
      for (const target of [
        ...Object.values(HUB_EVENTS).map((event) => event.toLowerCase()),
        ...handlers.keys(),
      ]) {
        listen(target);
      }
      created.onreconnecting(() => {
        if (mine === generation) setState('Reconnecting');
      });
      created.onreconnected(() => {
        if (mine === generation) setState('Connected');
      });
      created.onclose(() => {
        if (mine !== generation) return;
        // Closed by the server, or the reconnect delays ran out: wait for a wake-up.
        link = undefined;
        setState('Disconnected');
      });
      await created.start();
      if (mine === generation) setState('Connected');
    } catch (error) {
      if (mine !== generation) return;
      link = undefined;
      setState('Disconnected');
      console.warn(`The ${hub} hub could not connect; live updates are off until the page wakes up`, error);
    } finally {
      if (mine === generation) opening = false;
    }
  };

  const close = () => {
    const mine = ++generation;
    opening = false;
    const closing = link;
    link = undefined;
    if (!closing) {
      setState('Disconnected');
      return;
    }
    setState('Disconnecting');
    void closing
      .stop()
      .catch(() => undefined)
      .finally(() => {
        if (mine === generation) setState('Disconnected');
      });
  };

  const wake = () => {
    if (subscriberCount() > 0 && !link && !opening) void open();
  };

  const watch = () => {
    const unlisten = credentials.listen((next) => {
      if (credentialsKey(next) === openedKey && (link || opening)) return;
      if (link || opening) close();
      void open();
    });
    const unwake = options.wakeUps(wake);
    stopWatching = () => {
      unlisten();
      unwake();
      stopWatching = undefined;
    };
  };

  const shutdown = () => {
    lingerTimer = undefined;
    if (subscriberCount() > 0) return;
    stopWatching?.();
    if (link || opening) close();
  };

  const subscribe = (target: string, handler: HubHandler) => {
    const key = target.toLowerCase();
    let set = handlers.get(key);
    if (!set) {
      set = new Set();
      handlers.set(key, set);
      listen(key);
    }
    set.add(handler);
    clearTimeout(lingerTimer);
    lingerTimer = undefined;
    if (!stopWatching) watch();
    void open();
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      set.delete(handler);
      // The link keeps dispatching the target, to nobody, until it closes.
      if (set.size === 0 && handlers.get(key) === set) handlers.delete(key);
      if (subscriberCount() === 0 && lingerTimer === undefined) {
        lingerTimer = setTimeout(shutdown, options.lingerMs);
      }
    };
  };

  return { subscribe };
};
