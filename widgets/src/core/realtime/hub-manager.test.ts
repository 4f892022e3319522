import type { HubConnectionStateName } from '@backoffice/shared/realtime/hub-contract';
import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HubCredentials } from './hub-credentials.ts';
import { createHubManager, type HubLink } from './hub-manager.ts';

/** A connection that does what it is told, and lets the test play the server and the client's reconnect. */
class FakeLink implements HubLink {
  readonly credentials: HubCredentials;
  readonly handlers = new Map<string, (...args: unknown[]) => void>();
  started = 0;
  stopped = 0;
  failStart = false;
  private closeCallback: ((error?: Error) => void) | undefined;
  private reconnecting: (() => void) | undefined;
  private reconnected: (() => void) | undefined;
  constructor(credentials: HubCredentials) {
    this.credentials = credentials;
  }
  async start() {
    this.started++;
    if (this.failStart) throw new Error('negotiate failed');
  }
  async stop() {
    this.stopped++;
  }
  on(target: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(target, handler);
  }
  off(target: string) {
    this.handlers.delete(target);
  }
  onreconnecting(callback: () => void) {
    this.reconnecting = callback;
  }
  onreconnected(callback: () => void) {
    this.reconnected = callback;
  }
  onclose(callback: (error?: Error) => void) {
    this.closeCallback = callback;
  }
  /** The server invokes `target` on this client (the client lower-cases targets). */
  invoke(target: string, payload: unknown) {
    this.handlers.get(target.toLowerCase())?.(payload);
  }
  dropAndReconnect() {
    this.reconnecting?.();
    this.reconnected?.();
  }
  /** The reconnect delays ran out. */
  giveUp() {
    this.reconnecting?.();
    this.closeCallback?.(new Error('gone'));
  }
}

const userA: HubCredentials = { token: 'token-a', companyId: '1' };

const setUp = (initial: HubCredentials | null = userA, { failFirstStart = false } = {}) => {
  const credentials = atom<HubCredentials | null>(initial);
  const links: FakeLink[] = [];
  const states: HubConnectionStateName[] = [];
  let wake: (() => void) | undefined;
  const manager = createHubManager({
    hub: 'notification',
    credentials,
    connect: async (_hub, given) => {
      const link = new FakeLink(given);
      link.failStart = failFirstStart && links.length === 0;
      links.push(link);
      return link;
    },
    setState: (state) => states.push(state),
    wakeUps: (callback) => {
      wake = callback;
      return () => {
        wake = undefined;
      };
    },
    lingerMs: 1_000,
  });
  return {
    manager,
    credentials,
    links,
    states,
    wake: () => wake?.(),
    hasWakeUps: () => wake !== undefined,
    last: () => links.at(-1),
  };
};

describe('createHubManager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects on the first subscriber only, and shares one connection among subscribers', async () => {
    const hub = setUp();
    expect(hub.links).toHaveLength(0);
    const first = vi.fn();
    const second = vi.fn();
    hub.manager.subscribe('BroadcastMessage', first);
    hub.manager.subscribe('ReceiveNotification', second);
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(1);
    expect(hub.states).toEqual(['Connecting', 'Connected']);
    hub.last()?.invoke('BroadcastMessage', { message: 'hello' });
    hub.last()?.invoke('ReceiveNotification', { Title: 'New order' });
    expect(first).toHaveBeenCalledWith({ message: 'hello' });
    expect(second).toHaveBeenCalledWith({ Title: 'New order' });
  });

  it('takes every event the server sends, with or without a screen listening (the client would warn)', async () => {
    const hub = setUp();
    const board = vi.fn();
    const leave = hub.manager.subscribe('OrderChanged', board);
    hub.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.runAllTimersAsync();
    const link = hub.last();
    expect([...(link?.handlers.keys() ?? [])]).toEqual(
      expect.arrayContaining(['orderchanged', 'locationupdated', 'receivenotification']),
    );
    leave();
    // The board closed: the order that changes next reaches nobody, and nothing is unregistered.
    expect(link?.handlers.has('orderchanged')).toBe(true);
    link?.invoke('OrderChanged', { OrderId: 1 });
    expect(board).not.toHaveBeenCalled();
  });

  it('stops after the last subscriber leaves, but not when another arrives within the linger', async () => {
    const hub = setUp();
    const leave = hub.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.runAllTimersAsync();
    leave();
    hub.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.advanceTimersByTimeAsync(2_000);
    expect(hub.links).toHaveLength(1);
    expect(hub.last()?.stopped).toBe(0);

    const again = setUp();
    const gone = again.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.runAllTimersAsync();
    gone();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(again.last()?.stopped).toBe(1);
    expect(again.states.slice(-2)).toEqual(['Disconnecting', 'Disconnected']);
    expect(again.hasWakeUps()).toBe(false);
  });

  it('an unsubscribed handler is no longer called', async () => {
    const hub = setUp();
    const kept = vi.fn();
    const dropped = vi.fn();
    hub.manager.subscribe('BroadcastMessage', kept);
    const leave = hub.manager.subscribe('BroadcastMessage', dropped);
    await vi.runAllTimersAsync();
    leave();
    hub.last()?.invoke('broadcastmessage', { message: 'x' });
    expect(kept).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });

  it('rebuilds the connection for new credentials (company switch) and stops on sign-out', async () => {
    const hub = setUp();
    hub.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.runAllTimersAsync();
    hub.credentials.set({ token: 'token-a', companyId: '2' });
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(2);
    expect(hub.links[0]?.stopped).toBe(1);
    expect(hub.last()?.credentials.companyId).toBe('2');
    expect(hub.states.at(-1)).toBe('Connected');

    hub.credentials.set({ token: 'token-a', companyId: '2' });
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(2);

    hub.credentials.set(null);
    await vi.runAllTimersAsync();
    expect(hub.last()?.stopped).toBe(1);
    expect(hub.states.at(-1)).toBe('Disconnected');
  });

  it('does not connect without credentials, and connects once someone signs in', async () => {
    const hub = setUp(null);
    hub.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(0);
    hub.credentials.set(userA);
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(1);
    expect(hub.states.at(-1)).toBe('Connected');
  });

  it('follows the reconnect, stays Disconnected after it gives up, and tries again on a wake-up', async () => {
    const hub = setUp();
    hub.manager.subscribe('BroadcastMessage', vi.fn());
    await vi.runAllTimersAsync();
    hub.last()?.dropAndReconnect();
    expect(hub.states.slice(-2)).toEqual(['Reconnecting', 'Connected']);
    hub.last()?.giveUp();
    await vi.runAllTimersAsync();
    expect(hub.states.slice(-2)).toEqual(['Reconnecting', 'Disconnected']);
    expect(hub.links).toHaveLength(1);

    hub.wake();
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(2);
    expect(hub.states.at(-1)).toBe('Connected');
    // Awake and connected: another wake-up changes nothing.
    hub.wake();
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(2);
  });

  it('a failed start leaves the hub Disconnected until a wake-up', async () => {
    const hub = setUp(userA, { failFirstStart: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    hub.manager.subscribe('ReceiveMessage', vi.fn());
    await vi.runAllTimersAsync();
    expect(hub.states).toEqual(['Connecting', 'Disconnected']);
    expect(warn).toHaveBeenCalledOnce();
    hub.wake();
    await vi.runAllTimersAsync();
    expect(hub.links).toHaveLength(2);
    expect(hub.states.at(-1)).toBe('Connected');
    warn.mockRestore();
  });
});
