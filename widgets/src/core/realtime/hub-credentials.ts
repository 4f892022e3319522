import { computed } from 'nanostores';
import { isUserToken } from '../access-token.ts';
import { $currentCompanyId } from '../company.store.ts';
import { $embedToken, companyIdOfEmbedToken } from '../embed-token.ts';
import { $token } from '../session.store.ts';

/** Who a hub connection speaks for: the token it presents and the company whose events it wants. */
export interface HubCredentials {
  token: string;
  /** Undefined: the site's configured company (resolved when the connection is built). */
  companyId: string | undefined;
}

/**
 * A host site's widget token wins (it names its company); otherwise only a signed-in user's token
 * opens a hub: a client-credentials token would be refused, so nobody signed in means no connection.
 */
export const hubCredentialsOf = (
  embedToken: string | undefined,
  sessionToken: string | undefined,
  rememberedCompanyId: string | undefined,
  nowMs = Date.now(),
): HubCredentials | null => {
  if (embedToken) return { token: embedToken, companyId: companyIdOfEmbedToken(embedToken) };
  if (sessionToken && isUserToken(sessionToken, nowMs)) {
    return { token: sessionToken, companyId: rememberedCompanyId };
  }
  return null;
};

/** Equal keys: the same connection serves (a sign-in, sign-out or company switch changes the key). */
export const credentialsKey = (credentials: HubCredentials | null): string =>
  credentials ? `${credentials.companyId ?? ''}|${credentials.token}` : '';

export const $hubCredentials = computed([$embedToken, $token, $currentCompanyId], (embed, token, company) =>
  hubCredentialsOf(embed, token, company),
);
