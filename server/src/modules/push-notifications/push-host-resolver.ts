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
