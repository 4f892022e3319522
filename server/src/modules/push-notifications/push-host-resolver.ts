import { lookup } from 'node:dns/promises';
import type { AppDeps } from '../../app-deps.js';

export interface PushHostAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name has; rejects (or answers none) when it has none. */
export type PushHostResolver = (hostname: string) => Promise<readonly PushHostAddress[]>;

/** The system's resolver, as the connection itself would use it (hosts file included). */
export const systemPushHostResolver: PushHostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const resolvers = new WeakMap<AppDeps['db'], PushHostResolver>();

/**
 * Replaces the resolver for one app (keyed like the dispatcher, by its database): tests answer
 * host names without a network, and can change the answer between subscribing and sending.
 */
export const setPushHostResolver = (deps: AppDeps, resolver: PushHostResolver): void => {
  resolvers.set(deps.db, resolver);
};

export const pushHostResolverFor = (deps: AppDeps): PushHostResolver =>
  resolvers.get(deps.db) ?? systemPushHostResolver;

/** The longest a send waits for a host name's addresses; the system's resolver has no limit of its own. */
export const PUSH_RESOLVE_TIMEOUT_MS = 5_000;

/** The resolver, rejecting when it has not answered in time (the name then counts as not found now). */
export const withResolveTimeout =
  (resolve: PushHostResolver, timeoutMs = PUSH_RESOLVE_TIMEOUT_MS): PushHostResolver =>
  async (hostname) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No address for ${hostname} in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([resolve(hostname), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
