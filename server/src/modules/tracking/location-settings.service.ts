import { RETENTION_LIMITS } from '@backoffice/shared/sales/tracking/location-retention';
import type { LocationSettings } from '@backoffice/shared/sales/tracking/tracking.contract';
import { writeUserAudit } from '../../audit/audit-log.js';
import { hasPermission } from '../../auth/permissions.js';
import type { Database } from '../../db/database.js';
import type { UserContext } from '../../http/request-context.js';
import { writeSetting } from '../settings/settings.repository.js';
import { RETENTION_SETTING_KEY, readRetention } from './location-retention.js';
import { VISIT_PAGE } from './tracking-access.js';

export const loadLocationSettings = async (ctx: UserContext): Promise<LocationSettings> => {
  const { days, isDefault } = await readRetention(ctx.deps.db, ctx.companyId);
  return {
    RetentionDays: days,
    IsDefault: isDefault,
    Default: RETENTION_LIMITS.default,
    Min: RETENTION_LIMITS.min,
    Max: RETENTION_LIMITS.max,
    MayEdit: await hasPermission(ctx, VISIT_PAGE, 'edit'),
  };
};

/** Stores the retention with an audit entry; the next purge (within the hour) applies it. */
export const saveLocationSettings = async (ctx: UserContext, retentionDays: number): Promise<void> =>
  ctx.deps.db.transaction(async (tx) => {
    const db = tx as Database;
    const before = await readRetention(db, ctx.companyId);
    await writeSetting(db, ctx.companyId, RETENTION_SETTING_KEY, String(retentionDays), ctx.now);
    if (before.isDefault || before.days !== retentionDays)
      await writeUserAudit(db, ctx, {
        action: 'update',
        entity: 'LocationSettings',
        entityId: ctx.companyId,
        before: { [RETENTION_SETTING_KEY]: before.isDefault ? null : String(before.days) },
        after: { [RETENTION_SETTING_KEY]: String(retentionDays) },
      });
  });
