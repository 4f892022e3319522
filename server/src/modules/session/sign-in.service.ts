import { SETTING_KEYS } from '@backoffice/shared/constants';
import { type LoginInput, type LoginUser, SIGN_IN_MESSAGES } from '@backoffice/shared/session/sign-in.schema';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password-hash.js';
import {
  accountKey,
  addressKey,
  assertNotLocked,
  clearFailures,
  recordFailure,
} from '../../auth/throttle.js';
import { CHALLENGE_SECONDS, signAccessToken, signChallengeToken } from '../../auth/tokens.js';
import {
  authChallenges,
  authSessions,
  branches,
  companies,
  companyUsers,
  type LoginKind,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../../http/api-error.js';
import type { BaseContext } from '../../http/request-context.js';
import { isSettingOn } from '../settings/settings.repository.js';

export const SIGN_IN_REFUSALS = {
  disabled: 'This account is disabled. Contact your administrator.',
  noCompanyAccess: 'This account has no access to this company.',
  dealerUseDealerLogin: 'Dealers sign in through the dealer login.',
  dealersOnly: 'Only dealers can sign in here.',
  branchUnavailable: 'The selected branch is not available.',
  noBranch: 'This company has no active branch.',
  companyUnknown: 'Company not found.',
} as const;

type UserRow = typeof users.$inferSelect;

export interface SignInSubject {
  user: UserRow;
  companyId: number;
  branchId: number;
  loginKind: LoginKind;
  secondFactor: boolean;
}

const systemDate = (now: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );

const chooseBranch = async (
  ctx: BaseContext,
  companyId: number,
  requested: number | undefined,
  multiBranching: boolean,
  defaultBranchId: number | null,
): Promise<number> => {
  const active = await ctx.deps.db
    .select({ id: branches.id, isMain: branches.isMain })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), eq(branches.isActive, true)))
    .orderBy(asc(branches.id));
  if (multiBranching) {
    if (!active.some((branch) => branch.id === requested))
      throw badRequest(SIGN_IN_REFUSALS.branchUnavailable);
    return requested as number;
  }
  const chosen =
    active.find((branch) => branch.id === defaultBranchId) ??
    active.find((branch) => branch.isMain) ??
    active[0];
  if (!chosen) throw forbidden(SIGN_IN_REFUSALS.noBranch);
  return chosen.id;
};

/**
 * Checks credentials and everything that decides whether this person may sign in to this company
 * through this door. Failures count towards lock-out by account name and by address.
 */
export const checkSignIn = async (
  ctx: BaseContext,
  companyId: number,
  input: LoginInput,
  loginKind: LoginKind,
): Promise<SignInSubject> => {
  const { db } = ctx.deps;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company?.isActive) throw notFound(SIGN_IN_REFUSALS.companyUnknown);
  const multiBranching = await isSettingOn(db, companyId, SETTING_KEYS.multiBranching);

  const keys = [accountKey(input.UserName), addressKey(ctx.ip)];
  await assertNotLocked(db, keys, ctx.now);
  const [user] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.username}) = ${input.UserName.toLowerCase()}`, ne(users.status, 'deleted')));
  if (!(await verifyPassword(input.Password, user?.passwordHash ?? null)) || !user) {
    await recordFailure(db, keys, ctx.now);
    throw unauthorized(SIGN_IN_MESSAGES.invalidCredentials);
  }
  if (user.status === 'disabled') throw forbidden(SIGN_IN_REFUSALS.disabled);

  const [membership] = await db
    .select()
    .from(companyUsers)
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        eq(companyUsers.userId, user.id),
        eq(companyUsers.isActive, true),
      ),
    );
  if (!membership && !user.isSuperAdmin) throw forbidden(SIGN_IN_REFUSALS.noCompanyAccess);
  const isDealer = membership?.userType === 'dealer';
  if (loginKind === 'admin' && isDealer) throw forbidden(SIGN_IN_REFUSALS.dealerUseDealerLogin);
  if (loginKind === 'dealer' && !isDealer) throw forbidden(SIGN_IN_REFUSALS.dealersOnly);

  const branchId = await chooseBranch(
    ctx,
    companyId,
    input.BranchId,
    multiBranching,
    membership?.defaultBranchId ?? null,
  );
  return { user, companyId, branchId, loginKind, secondFactor: false };
};

const rolesOf = async (ctx: BaseContext, subject: SignInSubject) => {
  const rows = await ctx.deps.db
    .select({ Name: roles.name, IsAdminRole: roles.isAdminRole })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.companyId, userRoles.companyId), eq(roles.id, userRoles.roleId)))
    .where(
      and(
        eq(userRoles.companyId, subject.companyId),
        eq(userRoles.userId, subject.user.id),
        eq(roles.isActive, true),
      ),
    )
    .orderBy(asc(userRoles.position), asc(roles.id));
  if (rows.length === 0 && subject.user.isSuperAdmin)
    return [{ Name: 'Super Administrator', IsAdminRole: true }];
  return rows;
};

const loginUserShape = async (
  ctx: BaseContext,
  subject: SignInSubject,
  extra: Pick<LoginUser, 'Token' | 'TwoFactorRequired' | 'TwoFactorEnrolled' | 'ChallengeToken'>,
): Promise<LoginUser> => {
  const [company] = await ctx.deps.db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, subject.companyId));
  return {
    ...extra,
    FirstName: subject.user.firstName,
    LastName: subject.user.lastName,
    Roles: await rolesOf(ctx, subject),
    SystemDate: systemDate(ctx.now, company?.timeZone ?? 'Asia/Kathmandu'),
    BranchId: subject.branchId,
    CompanyId: subject.companyId,
    IdentityUserId: subject.user.identityId,
    AuthKeySecret: null,
  };
};

/**
 * Opens a session and issues the access token: the last step of every successful sign-in. Only
 * here are the account's failures forgiven: a right password must not reset the count of wrong
 * codes, or the second factor could be guessed without limit.
 */
export const completeSignIn = async (ctx: BaseContext, subject: SignInSubject): Promise<LoginUser> => {
  const { db, env, secrets } = ctx.deps;
  await clearFailures(db, accountKey(subject.user.username));
  const seconds = env.ACCESS_TOKEN_MINUTES * 60;
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: subject.user.id,
      companyId: subject.companyId,
      branchId: subject.branchId,
      loginKind: subject.loginKind,
      secondFactor: subject.secondFactor,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + seconds * 1000),
      ipAddress: ctx.ip,
      userAgent: ctx.userAgent.slice(0, 300),
    })
    .returning({ id: authSessions.id });
  if (!session) throw new ApiError(500, 'Could not open a session');
  const shape = await loginUserShape(ctx, subject, {
    Token: null,
    TwoFactorRequired: false,
    TwoFactorEnrolled: subject.user.totpSecret !== null,
    ChallengeToken: null,
  });
  const token = await signAccessToken(
    secrets.jwtKey,
    {
      userId: subject.user.id,
      sid: session.id,
      IdUid: subject.user.identityId,
      name: subject.user.username,
      firstname: subject.user.firstName,
      surname: subject.user.lastName,
      email: subject.user.email,
      role: shape.Roles.map((role) => role.Name),
      picture: subject.user.picture,
      org: String(subject.companyId),
    },
    ctx.now,
    seconds,
  );
  return { ...shape, Token: token };
};

/** With two-factor on, the password alone earns a short-lived challenge, never a token. */
export const startChallenge = async (ctx: BaseContext, subject: SignInSubject): Promise<LoginUser> => {
  const [challenge] = await ctx.deps.db
    .insert(authChallenges)
    .values({
      userId: subject.user.id,
      companyId: subject.companyId,
      branchId: subject.branchId,
      loginKind: subject.loginKind,
      createdAt: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + CHALLENGE_SECONDS * 1000),
    })
    .returning({ id: authChallenges.id });
  if (!challenge) throw new ApiError(500, 'Could not start two-factor verification');
  return loginUserShape(ctx, subject, {
    Token: null,
    TwoFactorRequired: true,
    TwoFactorEnrolled: subject.user.totpSecret !== null,
    ChallengeToken: await signChallengeToken(ctx.deps.secrets.jwtKey, challenge.id, subject.user.id, ctx.now),
  });
};

export const signIn = async (
  ctx: BaseContext,
  companyId: number,
  input: LoginInput,
  loginKind: LoginKind,
) => {
  const subject = await checkSignIn(ctx, companyId, input, loginKind);
  const twoFactor = await isSettingOn(ctx.deps.db, companyId, SETTING_KEYS.twoFactor);
  return twoFactor
    ? {
        message: 'Enter the code from your authenticator app to finish signing in.',
        data: await startChallenge(ctx, subject),
      }
    : { message: 'Login successful', data: await completeSignIn(ctx, subject) };
};
