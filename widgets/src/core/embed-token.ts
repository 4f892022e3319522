import { atom } from 'nanostores';
import { readClaims } from './access-token.ts';

/**
 * The widget token a host page gave an element (its `token` attribute), which callApi sends
 * instead of the session's. In memory only: the host's backend mints and renews it, and a copy in
 * storage would outlive it on a site that is not ours.
 */
export const $embedToken = atom<string | undefined>(undefined);

/** The embed token the server last refused as expired (401): elements holding it ask their host for another. */
export const $refusedEmbedToken = atom<string | undefined>(undefined);

const COMPANY_ID = /^[1-9]\d{0,9}$/;

/**
 * The company a widget token is for (its `org` claim, a number in widget tokens), as the CompanyId
 * header writes it; undefined when the token names none.
 */
export const companyIdOfEmbedToken = (token: string | undefined): string | undefined => {
  const org: unknown = readClaims(token)?.org;
  const text = typeof org === 'number' || typeof org === 'string' ? String(org) : '';
  return COMPANY_ID.test(text) ? text : undefined;
};

/** callApi's part: a 401 to the embed token it sent means that token has expired. */
export const reportEmbedTokenAnswer = (status: number, sentToken: string): void => {
  if (status === 401 && $embedToken.get() === sentToken) $refusedEmbedToken.set(sentToken);
};
