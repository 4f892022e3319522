import type { IrdBillingSettings } from '@backoffice/shared/accounting/ird-billing.contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import { decryptSecret, encryptSecret } from '../../../auth/app-secrets.js';
import type { Database } from '../../../db/database.js';
import { cbmsOutbox, cbmsSettings } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { makeDueNow } from './cbms-outbox.js';

const IRD_SETTINGS_ENTITY = 'IrdBillingSettings';

/** Failed answers that are not tried again on their own: only new credentials or a resend help. */
export const CBMS_HELD_ANSWERS = ['100', '101', 'credentials'] as const;
/** Of those, the ones new credentials let go again. */
const CREDENTIAL_ANSWERS = ['100', 'credentials'];

export interface SettingsInput {
  Enabled: boolean;
  Mode: 'realtime' | 'batch';
  Username: string;
  Password?: string | undefined;
}

const answerOf = async (ctx: UserContext): Promise<IrdBillingSettings> => {
  const [row] = await ctx.deps.db
    .select()
    .from(cbmsSettings)
    .where(eq(cbmsSettings.companyId, ctx.companyId));
  return {
    Enabled: row?.enabled ?? false,
    Mode: row?.mode ?? 'realtime',
    Username: row?.username ?? '',
    PasswordSet: Boolean(row?.passwordSealed),
    ServiceConfigured: ctx.deps.env.CBMS_URL !== undefined,
    BatchMinutes: ctx.deps.env.CBMS_BATCH_MINUTES,
    UpdatedAt: row?.updatedAt.toISOString() ?? null,
  };
};

export const readIrdSettings = answerOf;

/** The kept password in clear, or null (none, or sealed with another key). */
const keptPassword = (key: Buffer, sealed: string | null): string | null => {
  if (!sealed) return null;
  try {
    return decryptSecret(key, sealed);
  } catch {
    return null;
  }
};

/**
 * Saves the settings; a password given is sealed with the application's key, none keeps the old.
 * When the username or password changes, what the IRD refused for credentials goes again.
 */
export const saveIrdSettings = async (
  ctx: UserContext,
  input: SettingsInput,
): Promise<IrdBillingSettings> => {
  const key = ctx.deps.secrets.encryptionKey;
  await ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const [old] = await tx
      .select()
      .from(cbmsSettings)
      .where(eq(cbmsSettings.companyId, ctx.companyId))
      .for('update');
    const sealed =
      input.Password === undefined ? (old?.passwordSealed ?? null) : encryptSecret(key, input.Password);
    if (input.Enabled && (input.Username === '' || sealed === null)) {
      const message = 'Enter the username and password the IRD issued before turning IRD billing on.';
      throw badRequest(message, [
        { Field: input.Username === '' ? 'Username' : 'Password', Message: message },
      ]);
    }
    const values = {
      enabled: input.Enabled,
      mode: input.Mode,
      username: input.Username,
      passwordSealed: sealed,
      updatedAt: ctx.now,
      updatedBy: ctx.user.userId,
    };
    await tx
      .insert(cbmsSettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: cbmsSettings.companyId, set: values });
    const changed =
      old?.username !== input.Username ||
      (input.Password !== undefined && input.Password !== keptPassword(key, old?.passwordSealed ?? null));
    if (changed)
      await makeDueNow(
        tx,
        ctx.companyId,
        ctx.now,
        and(
          eq(cbmsOutbox.status, 'failed'),
          inArray(sql`coalesce(${cbmsOutbox.lastAnswer}, '')`, CREDENTIAL_ANSWERS),
        ),
        'realtime',
      );
    // The password never enters the audit, only that it changed.
    await writeUserAudit(tx, ctx, {
      action: 'update',
      entity: IRD_SETTINGS_ENTITY,
      entityId: ctx.companyId,
      after: {
        Enabled: input.Enabled,
        Mode: input.Mode,
        Username: input.Username,
        PasswordChanged: input.Password !== undefined,
      },
    });
  });
  return answerOf(ctx);
};
