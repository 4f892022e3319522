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
}

export interface UserPrincipal {
  kind: 'user';
  userId: number;
  sessionId: string;
  username: string;
  isSuperAdmin: boolean;
  secondFactor: boolean;
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
