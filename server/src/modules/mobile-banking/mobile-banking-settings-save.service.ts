import type { MobileBankingSettings } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { MOBILE_BANKING_SETTINGS } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import {
  MOBILE_BANKING_SETTING_FIELD_NAMES,
  MOBILE_BANKING_SETTING_FIELDS,
  type MobileBankingSettingsInput,
} from '@backoffice/shared/mobile-banking/mobile-banking-settings-inputs';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import type { UserContext } from '../../http/request-context.js';
import { readSetting, removeSetting, writeSetting } from '../settings/settings.repository.js';
import { mayRunActivationActions } from './mobile-banking-access.js';
import { mobileBankingSetting } from './mobile-banking-settings.js';

/** The audit log's entity for the module's settings; the entity id is the company's. */
export const SETTINGS_AUDIT_ENTITY = 'MobileBankingSettings';

/** The four settings as they apply now, and whether the caller may change them. */
export const loadMobileBankingSettings = async (ctx: UserContext): Promise<MobileBankingSettings> => {
  const items = await Promise.all(
    MOBILE_BANKING_SETTING_FIELD_NAMES.map(async (field) => {
      const key = MOBILE_BANKING_SETTING_FIELDS[field];
      const setting = await mobileBankingSetting(ctx.deps.db, ctx.companyId, key);
      return {
        Key: key,
        Field: field,
        Value: setting.value,
        IsDefault: setting.isDefault,
        Default: MOBILE_BANKING_SETTINGS[key],
      };
    }),
  );
  return { Items: items, MayEdit: await mayRunActivationActions(ctx) };
};

/**
 * Writes the fields sent, in one transaction with one audit entry: a value is stored, '' removes
 * the company's value. The audit pictures hold the stored values (null: the default applied), only
 * of the keys that changed. Answers how many changed.
 */
export const saveMobileBankingSettings = async (
  ctx: UserContext,
  input: MobileBankingSettingsInput,
): Promise<number> =>
  ctx.deps.db.transaction(async (tx) => {
    const db = tx as Database;
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    for (const field of MOBILE_BANKING_SETTING_FIELD_NAMES) {
      const sent = input[field];
      if (sent === undefined) continue;
      const key = MOBILE_BANKING_SETTING_FIELDS[field];
      const stored = (await readSetting(db, ctx.companyId, key))?.value ?? null;
      const next = sent === '' ? null : sent;
      if (stored === next) continue;
      if (next === null) await removeSetting(db, ctx.companyId, key);
      else await writeSetting(db, ctx.companyId, key, next, ctx.now);
      before[key] = stored;
      after[key] = next;
    }
    const changed = Object.keys(after).length;
    if (changed > 0) {
      await writeUserAudit(db, ctx, {
        action: 'update',
        entity: SETTINGS_AUDIT_ENTITY,
        entityId: ctx.companyId,
        before,
        after,
      });
    }
    return changed;
  });
