import type { Logger } from 'pino';
import type { AppDeps } from '../app-deps.js';
import type { UserType } from '../db/schema/index.js';

export interface BaseContext {
  deps: AppDeps;
  requestId: string;
  ip: string;
  userAgent: string;
  now: Date;
  log: Logger;
  /** The company named by the CompanyId header (or companyId query value), else the default. */
  requestedCompanyId: number;
  /** The bearer token as sent, for routes that verify a token of their own kind (2FA challenge). */
  bearerToken: string | null;
  /** The X-Api-Key header: a company's backend minting widget tokens. */
  apiKey: string | null;
  /** The Origin of a page on another site that made the call, else null. */
  crossOrigin: string | null;
}

/** What a widget token adds to its user: the only company, the scopes, the key and who asked. */
export interface WidgetGrant {
  companyId: number;
  scopes: readonly string[];
  apiKeyId: number;
  apiKeyName: string;
  subject: string;
}

export interface UserPrincipal {
  kind: 'user';
  userId: number;
  sessionId: string;
  username: string;
  isSuperAdmin: boolean;
  secondFactor: boolean;
  /** The branch the session signed in to (what the vouchers it makes record); absent for a widget. */
  branchId?: number;
  /** Set when the caller is an embedded widget acting as the API key's user. */
  widget?: WidgetGrant;
}

export interface ClientPrincipal {
  kind: 'client';
  clientId: string;
}

/** Read-only public data of one company: a client token or a signed-in user. */
export interface AnonymousContext extends BaseContext {
  companyId: number;
  principal: UserPrincipal | ClientPrincipal;
}

/** A signed-in user acting for a company they belong to (or any company, for a super admin). */
export interface UserContext extends BaseContext {
  companyId: number;
  principal: UserPrincipal;
  user: UserPrincipal;
  /** null for a super admin acting for a company without a membership there. */
  userType: UserType | null;
}
