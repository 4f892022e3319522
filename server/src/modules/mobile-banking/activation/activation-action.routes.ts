import {
  type ActivationAction,
  activationRuleOf,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import { activationActionContracts as contracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import type {
  ActivationActionResult,
  SmsReceipt,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { implementRoute, type MountableRoute } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { chargeOnly, renewService } from '../renewals/renewal.service.js';
import { deliverSms, type PendingSms } from '../sms/sms-outbox.js';
import { activateManually, activateWithCode, confirmReset, sendCode } from './activation-code.service.js';
import { loadActivationDetail } from './activation-request-view.js';
import { disableService, enableService, rejectRequest, resetDevice } from './activation-state.service.js';

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

type RemarksAction = 'activatemanual' | 'reject' | 'resendotp' | 'resetpin' | 'resetpassword' | 'enable';

/** An action that takes only optional (or, by its rule, required) Remarks. */
const action = (
  name: RemarksAction,
  run: (ctx: UserContext, id: number, remarks: string | undefined) => Promise<PendingSms | null>,
) =>
  implementRoute(contracts[name], {
    handler: async (ctx, { query, body: input }) =>
      answer(ctx, query.id, name, await run(ctx, query.id, input.Remarks)),
  });

/** The state machine's actions (README, "Mobile banking"), each a POST by ?id=. */
export const activationActionRoutes: readonly MountableRoute[] = [
  implementRoute(contracts.verifyotp, {
    handler: async (ctx, { query, body }) =>
      answer(ctx, query.id, 'verifyotp', await activateWithCode(ctx, query.id, body)),
  }),
  action('activatemanual', activateManually),
  action('reject', async (ctx, id, remarks) => {
    await rejectRequest(ctx, id, remarks);
    return null;
  }),
  action('resendotp', (ctx, id, remarks) => sendCode(ctx, id, 'resendotp', remarks)),
  action('resetpin', (ctx, id, remarks) => sendCode(ctx, id, 'resetpin', remarks)),
  action('resetpassword', (ctx, id, remarks) => sendCode(ctx, id, 'resetpassword', remarks)),
  action('enable', async (ctx, id, remarks) => {
    await enableService(ctx, id, remarks);
    return null;
  }),
  implementRoute(contracts.resetdevice, {
    handler: async (ctx, { query }) => {
      const { hadDevice } = await resetDevice(ctx, query.id);
      const done = await answer(ctx, query.id, 'resetdevice', null);
      return hadDevice
        ? done
        : { ...done, message: `No device was bound to activation request ${query.id}.` };
    },
  }),
  implementRoute(contracts.renew, {
    handler: async (ctx, { query, body }) => {
      await renewService(ctx, query.id, body);
      return answer(ctx, query.id, 'renew', null);
    },
  }),
  implementRoute(contracts.newcharge, {
    handler: async (ctx, { query, body }) => {
      await chargeOnly(ctx, query.id, body);
      return answer(ctx, query.id, 'newcharge', null);
    },
  }),
  implementRoute(contracts.disable, {
    handler: async (ctx, { query, body }) => {
      const { id, sms } = await disableService(ctx, query.id, body);
      return answer(ctx, id, 'disable', sms);
    },
  }),
  implementRoute(contracts.confirmreset, {
    handler: async (ctx, { query, body }) => {
      await confirmReset(ctx, query.id, body);
      return {
        data: { Request: await loadActivationDetail(ctx, query.id), Sms: null },
        message: `The ${body.Kind === 'pin' ? 'PIN' : 'password'} of activation request ${query.id} was set.`,
      };
    },
  }),
];
