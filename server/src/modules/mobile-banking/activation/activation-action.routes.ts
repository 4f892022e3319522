import {
  ACTIVATION_STATUS_LABELS,
  type ActivationAction,
  type ActivationStatus,
  activationRuleOf,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import type {
  ActivationActionResult,
  SmsReceipt,
} from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import {
  activationIdQuery,
  confirmResetBody,
  disableBody,
  disableQuery,
  newChargeBody,
  remarksBody,
  renewBody,
  verifyOtpBody,
} from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { joinAlternatives } from '@backoffice/shared/sales/common/state-machine';
import { defineRoute, type MountableRoute } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { ACTIVATION_PAGE, MB_PATH, MOBILE_BANKING_TAG } from '../mobile-banking-access.js';
import { chargeOnly, renewService } from '../renewals/renewal.service.js';
import { deliverSms, type PendingSms } from '../sms/sms-outbox.js';
import { activateManually, activateWithCode, confirmReset, sendCode } from './activation-code.service.js';
import { loadActivationDetail } from './activation-request-view.js';
import { disableService, enableService, rejectRequest, resetDevice } from './activation-state.service.js';

const page = ACTIVATION_PAGE;
const tag = MOBILE_BANKING_TAG;

const statusWords = (statuses: readonly ActivationStatus[]) =>
  joinAlternatives(statuses.map((status) => ACTIVATION_STATUS_LABELS[status].toLowerCase()));

/** The rule's own words for the route's description: from where, to where, 409 otherwise. */
const describe = (action: ActivationAction, what: string): string => {
  const rule = activationRuleOf(action);
  const move =
    rule.from.length === 1 && rule.from[0] === rule.to
      ? `only while ${statusWords(rule.from)}`
      : `moves a request that is ${statusWords(rule.from)} to ${statusWords([rule.to])}`;
  return `${rule.label}: ${what} ${move}; from any other status 409 with what it can do instead. Recorded in its history and the audit log. Answers {Request, Sms}.`;
};

const answer = async (
  ctx: UserContext,
  id: number,
  action: ActivationAction,
  sms: PendingSms | null,
): Promise<{ data: ActivationActionResult; message: string }> => {
  const sent: SmsReceipt | null = await deliverSms(ctx, sms);
  return {
    data: { Request: await loadActivationDetail(ctx, id), Sms: sent },
    message: `Activation request ${id} ${activationRuleOf(action).done}.`,
  };
};

/** An action that takes only optional (or, by its rule, required) Remarks. */
const action = (
  name: ActivationAction,
  what: string,
  run: (ctx: UserContext, id: number, remarks: string | undefined) => Promise<PendingSms | null>,
) =>
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/${name}`,
    summary: describe(name, what),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: activationIdQuery,
    body: remarksBody,
    handler: async (ctx, { query, body: input }) =>
      answer(ctx, query.id, name, await run(ctx, query.id, input.Remarks)),
  });

/** The state machine's actions (README, "Mobile banking"), each a POST by ?id=. */
export const activationActionRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/verifyotp`,
    summary: describe(
      'verifyotp',
      'Code (the 6-digit code the member received; wrong 400, expired 400, five wrong tries burn it, used 409), optional DeviceId to bind;',
    ),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: activationIdQuery,
    body: verifyOtpBody,
    handler: async (ctx, { query, body }) =>
      answer(ctx, query.id, 'verifyotp', await activateWithCode(ctx, query.id, body)),
  }),
  action('activatemanual', 'Remarks (why without the code) required;', activateManually),
  action('reject', 'Remarks (the reason) required;', async (ctx, id, remarks) => {
    await rejectRequest(ctx, id, remarks);
    return null;
  }),
  action('resendotp', 'a new activation code by SMS, the earlier one stops working;', (ctx, id, remarks) =>
    sendCode(ctx, id, 'resendotp', remarks),
  ),
  action('resetpin', 'a PIN reset code by SMS, completed with confirmreset;', (ctx, id, remarks) =>
    sendCode(ctx, id, 'resetpin', remarks),
  ),
  action('resetpassword', 'a password reset code by SMS, completed with confirmreset;', (ctx, id, remarks) =>
    sendCode(ctx, id, 'resetpassword', remarks),
  ),
  action('enable', 'optional Remarks;', async (ctx, id, remarks) => {
    await enableService(ctx, id, remarks);
    return null;
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/resetdevice`,
    summary: describe('resetdevice', 'clears the bound DeviceId (the message says when none was bound);'),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: activationIdQuery,
    handler: async (ctx, { query }) => {
      const { hadDevice } = await resetDevice(ctx, query.id);
      const done = await answer(ctx, query.id, 'resetdevice', null);
      return hadDevice
        ? done
        : { ...done, message: `No device was bound to activation request ${query.id}.` };
    },
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/renew`,
    summary: describe(
      'renew',
      'ChargeAmount (rupees, > 0) is recorded as a renewal charge and the expiry moves one MB_RENEWAL_PERIOD_DAYS on (from the current expiry if early, from today if late); optional DisableAccount=true then disables the service in the same transaction; optional Remarks;',
    ),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: activationIdQuery,
    body: renewBody,
    handler: async (ctx, { query, body }) => {
      await renewService(ctx, query.id, body);
      return answer(ctx, query.id, 'renew', null);
    },
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/newcharge`,
    summary: describe('newcharge', 'ChargeAmount (rupees, > 0) and Remarks (what for), without renewing;'),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: activationIdQuery,
    body: newChargeBody,
    handler: async (ctx, { query, body }) => {
      await chargeOnly(ctx, query.id, body);
      return answer(ctx, query.id, 'newcharge', null);
    },
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/disable`,
    summary: describe(
      'disable',
      'Id (or ?id=), Reason, MobileNo (must be the request’s, else 400), CompanyId (if sent, the CompanyId header’s, else 400), Method (branch, phone, email, office); the member is told by SMS;',
    ),
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: disableQuery,
    body: disableBody,
    handler: async (ctx, { query, body }) => {
      const { id, sms } = await disableService(ctx, query.id, body);
      return answer(ctx, id, 'disable', sms);
    },
  }),
  defineRoute({
    method: 'post',
    path: `${MB_PATH}/confirmreset`,
    summary:
      'Completes a PIN or password reset: Kind (pin or password), Code (from resetpin / resetpassword; wrong or expired 400, used 409), NewSecret (a PIN of 4–6 digits, or a password of 8 or more characters), kept as an scrypt hash. Only while activated (else 409). Answers {Request, Sms: null}.',
    access: 'user',
    widgetScope: 'mobilebanking.activation',
    tag,
    permission: { page, action: 'edit' },
    query: activationIdQuery,
    body: confirmResetBody,
    handler: async (ctx, { query, body }) => {
      await confirmReset(ctx, query.id, body);
      return {
        data: { Request: await loadActivationDetail(ctx, query.id), Sms: null },
        message: `The ${body.Kind === 'pin' ? 'PIN' : 'password'} of activation request ${query.id} was set.`,
      };
    },
  }),
];
