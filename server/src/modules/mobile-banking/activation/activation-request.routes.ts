import { ACTIVATION_STATUSES } from '@backoffice/shared/mobile-banking/activation-request-machine';
import {
  CHARGE_KINDS,
  MOBILE_BANKING_SETTING_KEYS,
  type MobileBankingSettingKey,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import {
  activationIdQuery,
  registerBody,
  settingKeyQuery,
} from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { mobileBankingSettingsBody } from '@backoffice/shared/mobile-banking/mobile-banking-settings-inputs';
import { notFound } from '../../../http/api-error.js';
import { defineRoute, type MountableRoute } from '../../../http/define-route.js';
import { listCharges } from '../charge-list.js';
import { activationListQuery, chargeListQuery, renewalListQuery } from '../mobile-banking.validators.js';
import { ACTIVATION_PAGE, MB_PATH, MOBILE_BANKING_TAG } from '../mobile-banking-access.js';
import { mobileBankingSetting } from '../mobile-banking-settings.js';
import {
  loadMobileBankingSettings,
  saveMobileBankingSettings,
} from '../mobile-banking-settings-save.service.js';
import { checkCharge } from '../renewals/renewal.service.js';
import { listRenewalMembers } from '../renewals/renewal-list.js';
import { deliverSms } from '../sms/sms-outbox.js';
import { registerActivation } from './activation-register.service.js';
import { listActivationRequests } from './activation-request-list.js';
import { loadActivationDetail } from './activation-request-view.js';

const page = ACTIVATION_PAGE;
const tag = MOBILE_BANKING_TAG;

const isSettingKey = (key: string): key is MobileBankingSettingKey =>
  (MOBILE_BANKING_SETTING_KEYS as readonly string[]).includes(key);

/** Reading activation requests, renewals and settings, registering a member, saving the settings. */
export const activationRequestRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/list`,
    summary: `A page of the company's activation requests, newest first: pageNo, pageSize, query (member name, number or phone), Status (${ACTIVATION_STATUSES.join(', ')}). Each with DueDays and the actions the caller may run.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: activationListQuery,
    handler: async (ctx, { query }) => ({ data: await listActivationRequests(ctx, query) }),
  }),
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/detail`,
    summary:
      'One activation request with its whole history (who, when, from, to, remarks), its charges and the codes still waiting (purpose and expiry, never the code).',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'view' },
    query: activationIdQuery,
    handler: async (ctx, { query }) => ({ data: await loadActivationDetail(ctx, query.id) }),
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/register`,
    summary:
      'Registers a member for mobile banking: MemberNo (known to the core banking records, else 400), PhoneNumber (the mobile number the cooperative has for them, else 400), optional DeviceId. Creates the request, requested, and sends a 6-digit activation code by SMS (valid 10 minutes, once). 409 while the member has a requested, activated or disabled request. Answers {Request, Sms}.',
    access: 'user',
    tag,
    permission: { page, action: 'create' },
    body: registerBody,
    handler: async (ctx, { body }) => {
      const { id, sms } = await registerActivation(ctx, body);
      const sent = await deliverSms(ctx, sms);
      return {
        data: { Request: await loadActivationDetail(ctx, id), Sms: sent },
        message: `Activation request ${id} registered; the activation code was sent.`,
      };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/ListRenewalMembers`,
    summary:
      'Members whose activated service has expired (DueDays > 0), expires today (0) or expires within MB_RENEWAL_UPCOMING_DAYS (< 0), most overdue first: pageNo, pageSize, query (name, phone, member number), optional tab (expired, dueToday, upcoming). Items {MemberName, PhoneNumber, ChargeDate, DueDays, ActivationRequestId, RowTotal, ExpiresOn, Tab}, plus TabCounts for the same search.',
    access: 'user',
    widgetScope: 'mobilebanking.renewals',
    tag,
    permission: { page, action: 'view' },
    query: renewalListQuery,
    handler: async (ctx, { query }) => ({ data: await listRenewalMembers(ctx, query) }),
  }),
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/charges`,
    summary: `A page of the company's charges (renewals and other charges), newest charge date first: pageNo, pageSize, query (member name, member number or phone), Kind (${CHARGE_KINDS.join(', ')}), fromDate and toDate (YYYY-MM-DD, charge date, both included; fromDate after toDate is 400). Items {Id, ActivationRequestId, MemberName, MemberNo, PhoneNumber, Kind, Amount, ChargeDate, PeriodFrom, PeriodTo, Remarks, ByName}, amounts in rupees, plus TotalAmount: the sum of every charge the filter matches, on all pages.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: chargeListQuery,
    handler: async (ctx, { query }) => ({ data: await listCharges(ctx, query) }),
  }),
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/checkcharge`,
    summary:
      'What renewing the request today would charge (MB_RENEWAL_CHARGE) and give: {ChargeAmount, PeriodDays, ChargeDate, ExpiresOn, DueDays, Tab, ExpiresOnAfterRenewal, CanRenew}.',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'view' },
    query: activationIdQuery,
    handler: async (ctx, { query }) => ({ data: await checkCharge(ctx, query.id) }),
  }),
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/settingbykey`,
    summary: `A mobile-banking setting of the company: key one of ${MOBILE_BANKING_SETTING_KEYS.join(', ')}. Kept in the application settings; answers the default with IsDefault true while the company has not set it. Another key is 404.`,
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'view' },
    query: settingKeyQuery,
    handler: async (ctx, { query }) => {
      const key = query.key.toUpperCase();
      if (!isSettingKey(key)) throw notFound(`No mobile banking setting named ${query.key}.`);
      const setting = await mobileBankingSetting(ctx.deps.db, ctx.companyId, key);
      return { data: { Key: key, Value: setting.value, IsDefault: setting.isDefault } };
    },
  }),
  defineRoute({
    method: 'get',
    path: `${MB_PATH}/settings`,
    summary:
      'The four mobile-banking settings of the company, as they apply now: Items [{Key, Field, Value, IsDefault, Default}] (MB_RENEWAL_CHARGE in rupees, MB_RENEWAL_PERIOD_DAYS, MB_RENEWAL_UPCOMING_DAYS, MB_SMS_SENDER_NAME), and MayEdit: whether the caller may save them.',
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    handler: async (ctx) => ({ data: await loadMobileBankingSettings(ctx) }),
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/settings`,
    summary:
      "Saves the mobile-banking settings (form or JSON), each optional: RenewalCharge (rupees, 0 to 100000, at most two decimals), RenewalPeriodDays (1 to 3650), UpcomingDays (1 to 365), SmsSenderName (1 to 11 letters, digits or spaces). A field left out keeps its value; an empty one removes the company's value, so the default applies. 400 with field errors; one transaction with an audit entry (MobileBankingSettings). Answers the settings as GET does.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: mobileBankingSettingsBody,
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
