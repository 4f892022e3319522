import { SETTING_KEYS } from '@backoffice/shared/constants';
import { APPLICATION_SETTING } from '@backoffice/shared/entities/administration/application-setting.entity';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { twoFactorAdminContracts } from '@backoffice/shared/session/two-factor.contract';
import { and, eq, ne } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import { encryptSecret } from '../../auth/app-secrets.js';
import { isValidBase32Secret } from '../../auth/totp.js';
import type { Database } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { findSetting, settingPicture } from '../settings/application-setting-record.js';
import { readSetting, writeSetting } from '../settings/settings.repository.js';

export const TWO_FACTOR_ADMIN_MESSAGES = {
  sharedIdentity:
    'This person also works for another company, so only a super administrator can change their two-factor sign-in.',
} as const;

/** A user of the caller's company, or 404: another company's user is never touched. */
const memberOfCompany = async (ctx: UserContext, userId: number) => {
  const [row] = await ctx.deps.db
    .select({ id: users.id, isSuperAdmin: users.isSuperAdmin })
    .from(users)
    .innerJoin(
      companyUsers,
      and(eq(companyUsers.userId, users.id), eq(companyUsers.companyId, ctx.companyId)),
    )
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  if (!row) throw notFound('User not found.');
  if (row.isSuperAdmin && !ctx.user.isSuperAdmin) {
    throw forbidden(
      "Only a platform administrator can change a platform administrator's two-factor settings.",
    );
  }
  // The authenticator belongs to the person, who may also work for another company: an
  // administrator here must not be able to take over their sign-in there.
  if (!ctx.user.isSuperAdmin) {
    const [elsewhere] = await ctx.deps.db
      .select({ companyId: companyUsers.companyId })
      .from(companyUsers)
      .where(and(eq(companyUsers.userId, userId), ne(companyUsers.companyId, ctx.companyId)))
      .limit(1);
    if (elsewhere) throw forbidden(TWO_FACTOR_ADMIN_MESSAGES.sharedIdentity);
  }
  return row;
};

const setUserSecret = async (ctx: UserContext, userId: number, sealed: string | null, action: string) => {
  await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: sealed, totpLastStep: null, updatedAt: ctx.now })
      .where(eq(users.id, userId));
    await writeUserAudit(tx as Database, ctx, {
      action,
      entity: USER.name,
      entityId: userId,
      after: { twoFactorEnrolled: sealed !== null },
    });
  });
};

export const twoFactorAdminRoutes = [
  implementRoute(twoFactorAdminContracts.enable, {
    handler: async (ctx, { body }) => {
      const enable = body.Enable ?? true;
      const stored = await readSetting(ctx.deps.db, ctx.companyId, SETTING_KEYS.twoFactor);
      const before = stored ? await findSetting(ctx.deps.db, ctx.companyId, stored.id) : null;
      await ctx.deps.db.transaction(async (tx) => {
        const id = await writeSetting(
          tx as Database,
          ctx.companyId,
          SETTING_KEYS.twoFactor,
          String(enable),
          ctx.now,
          true,
        );
        // Under the setting's own record, so it shows in that setting's audit trail.
        await writeUserAudit(tx as Database, ctx, {
          action: before ? 'update' : 'create',
          entity: APPLICATION_SETTING.name,
          entityId: id,
          before: before ? settingPicture(before) : null,
          after: settingPicture(await findSetting(tx as Database, ctx.companyId, id)),
        });
      });
      return {
        message: enable ? 'Two-factor authentication is on' : 'Two-factor authentication is off',
        data: { Key: SETTING_KEYS.twoFactor, Value: String(enable) },
      };
    },
  }),
  implementRoute(twoFactorAdminContracts.reset, {
    handler: async (ctx, { query }) => {
      await memberOfCompany(ctx, query.id);
      await setUserSecret(ctx, query.id, null, 'two-factor.reset');
      return { message: 'Two-factor authentication was reset', data: null };
    },
  }),
  implementRoute(twoFactorAdminContracts.saveKey, {
    handler: async (ctx, { body }) => {
      const key = body.key.replace(/\s+/g, '').toUpperCase();
      if (!isValidBase32Secret(key)) {
        throw badRequest('The key must be base32 and at least 16 bytes long.', [
          { Field: 'key', Message: 'Not a valid key' },
        ]);
      }
      await memberOfCompany(ctx, body.userId);
      await setUserSecret(
        ctx,
        body.userId,
        encryptSecret(ctx.deps.secrets.encryptionKey, key),
        'two-factor.key-saved',
      );
      return { message: 'Two-factor key saved', data: null };
    },
  }),
];
