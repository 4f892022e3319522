import { DEFAULT_COMPANY_ID, SETTING_KEYS } from '@backoffice/shared/constants';
import { and, eq } from 'drizzle-orm';
import type { Request } from 'express';
import type { Database } from '../db/database.js';
import { applicationSettings, companies, companyUsers, type UserType } from '../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../http/api-error.js';
import type { UserPrincipal } from '../http/request-context.js';

export const TENANT_MESSAGES = {
  badHeader: 'The CompanyId header must be a positive whole number.',
  mismatch: 'companyId does not match the CompanyId header.',
  noAccess: 'You do not have access to this company.',
  inactive: 'This company is not active.',
  unknown: 'Company not found.',
  secondFactor: 'This company requires two-factor sign-in. Please sign in to it again.',
} as const;

const parseCompanyId = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim()))
    throw badRequest(TENANT_MESSAGES.badHeader);
  const id = Number(value.trim());
  if (id <= 0) throw badRequest(TENANT_MESSAGES.badHeader);
  return id;
};

/** The company a request acts for: the CompanyId header, else a companyId query value, else the default. */
export const requestedCompanyId = (req: Request, fallback: number = DEFAULT_COMPANY_ID): number => {
  const header = parseCompanyId(req.get('companyid'));
  const queryKey = Object.keys(req.query).find((key) => key.toLowerCase() === 'companyid');
  const query = queryKey ? parseCompanyId(req.query[queryKey]) : null;
  if (header !== null && query !== null && header !== query) throw badRequest(TENANT_MESSAGES.mismatch);
  return header ?? query ?? fallback;
};

/** Anyone may read public data of an active company; a missing one is 404. */
export const resolvePublicTenant = async (db: Database, companyId: number): Promise<number> => {
  const [company] = await db
    .select({ isActive: companies.isActive })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound(TENANT_MESSAGES.unknown);
  if (!company.isActive) throw forbidden(TENANT_MESSAGES.inactive);
  return companyId;
};

/**
 * One query checks the company and the caller's membership. A non-member is told only that they
 * have no access, whether or not the company exists.
 */
export const resolveUserTenant = async (
  db: Database,
  user: UserPrincipal,
  companyId: number,
): Promise<{ userType: UserType | null }> => {
  const [row] = await db
    .select({
      isActive: companies.isActive,
      userType: companyUsers.userType,
      memberActive: companyUsers.isActive,
      twoFactor: applicationSettings.value,
    })
    .from(companies)
    .leftJoin(
      companyUsers,
      and(eq(companyUsers.companyId, companies.id), eq(companyUsers.userId, user.userId)),
    )
    .leftJoin(
      applicationSettings,
      and(
        eq(applicationSettings.companyId, companies.id),
        eq(applicationSettings.key, SETTING_KEYS.twoFactor),
      ),
    )
    .where(eq(companies.id, companyId));
  const isMember = row?.userType != null && row.memberActive === true;
  if (!row || (!isMember && !user.isSuperAdmin)) {
    throw user.isSuperAdmin ? notFound(TENANT_MESSAGES.unknown) : forbidden(TENANT_MESSAGES.noAccess);
  }
  if (!row.isActive && !user.isSuperAdmin) throw forbidden(TENANT_MESSAGES.inactive);
  // Switching the CompanyId header must not skip a second factor the target company requires.
  if (row.twoFactor?.trim().toLowerCase() === 'true' && !user.secondFactor)
    throw forbidden(TENANT_MESSAGES.secondFactor);
  return { userType: isMember ? (row.userType ?? null) : null };
};
