import { activationRequestContracts as contracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import {
  MOBILE_BANKING_SETTING_KEYS,
  type MobileBankingSettingKey,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { notFound } from '../../../http/api-error.js';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import { listCharges } from '../charge-list.js';
import { mobileBankingSetting } from '../mobile-banking-settings.js';
import {
  loadMobileBankingSettings,
  saveMobileBankingSettings,
} from '../mobile-banking-settings-save.service.js';
import { checkCharge } from '../renewals/renewal.service.js';
import { listRenewalMembers } from '../renewals/renewal-list.js';
import { deliverSms } from '../sms/sms-outbox.js';
import { registerActivation } from './activation-register.service.js';
import { activationExportFile } from './activation-request-export.js';
import { listActivationRequests } from './activation-request-list.js';
import { loadActivationDetail } from './activation-request-view.js';

const isSettingKey = (key: string): key is MobileBankingSettingKey =>
  (MOBILE_BANKING_SETTING_KEYS as readonly string[]).includes(key);

/** Reading activation requests, renewals and settings, registering a member, saving the settings. */
export const activationRequestRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.list, {
    handler: async (ctx, { query }) => ({ data: await listActivationRequests(ctx, query) }),
  }),
  implementRoute(contracts.export, {
    handler: async (ctx, { query }) => ({ data: null, file: await activationExportFile(ctx, query) }),
  }),
  implementRoute(contracts.detail, {
    handler: async (ctx, { query }) => ({ data: await loadActivationDetail(ctx, query.id) }),
  }),
  implementRoute(contracts.register, {
    handler: async (ctx, { body }) => {
      const { id, sms } = await registerActivation(ctx, body);
      const sent = await deliverSms(ctx, sms);
      return {
        data: { Request: await loadActivationDetail(ctx, id), Sms: sent },
        message: `Activation request ${id} registered; the activation code was sent.`,
      };
    },
  }),
  implementRoute(contracts.renewalMembers, {
    handler: async (ctx, { query }) => ({ data: await listRenewalMembers(ctx, query) }),
  }),
  implementRoute(contracts.charges, {
    handler: async (ctx, { query }) => ({ data: await listCharges(ctx, query) }),
  }),
  implementRoute(contracts.checkCharge, {
    handler: async (ctx, { query }) => ({ data: await checkCharge(ctx, query.id) }),
  }),
  implementRoute(contracts.settingByKey, {
    handler: async (ctx, { query }) => {
      const key = query.key.toUpperCase();
      if (!isSettingKey(key)) throw notFound(`No mobile banking setting named ${query.key}.`);
      const setting = await mobileBankingSetting(ctx.deps.db, ctx.companyId, key);
      return { data: { Key: key, Value: setting.value, IsDefault: setting.isDefault } };
    },
  }),
  implementRoute(contracts.settings, {
    handler: async (ctx) => ({ data: await loadMobileBankingSettings(ctx) }),
  }),
  implementRoute(contracts.saveSettings, {
    handler: async (ctx, { body }) => {
      const changed = await saveMobileBankingSettings(ctx, body);
      return {
        data: await loadMobileBankingSettings(ctx),
        message:
          changed === 0
            ? 'The mobile banking settings were already so; nothing changed.'
            : 'The mobile banking settings were saved.',
      };
    },
  }),
];
