/**
 * What each activation request action asks for on screen, checked with the same zod inputs the
 * server reads (shared/src/mobile-banking/mobile-banking-inputs.ts), so the dialog says what the
 * server would refuse before it is sent.
 */
import {
  type ActivationAction,
  type ActivationStatus,
  activationRuleOf,
  allowedActivationActions,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import {
  DISABLE_METHODS,
  type DisableMethod,
} from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import {
  disableBody,
  newChargeBody,
  remarksBody,
  renewBody,
} from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import type { z } from 'zod';

/**
 * The actions the office runs from the detail page, in the order of its buttons. Activating with a
 * code and completing a reset are the member's steps (the code goes to their phone), so they are
 * not buttons here.
 */
export const SCREEN_ACTIONS = [
  'activatemanual',
  'reject',
  'resendotp',
  'renew',
  'newcharge',
  'disable',
  'enable',
  'resetpin',
  'resetpassword',
  'resetdevice',
] as const satisfies readonly ActivationAction[];
export type ScreenAction = (typeof SCREEN_ACTIONS)[number];

/** The buttons to show: allowed by the state machine now, and by the server for this user. */
export const screenActionsFor = (
  status: ActivationStatus,
  allowedByServer: readonly ActivationAction[],
): ScreenAction[] => {
  const byMachine = allowedActivationActions(status);
  return SCREEN_ACTIONS.filter((action) => byMachine.includes(action) && allowedByServer.includes(action));
};

export const DISABLE_METHOD_LABELS: Readonly<Record<DisableMethod, string>> = {
  branch: 'At a branch',
  phone: 'By phone',
  email: 'By email',
  office: 'By the office',
};
export { DISABLE_METHODS };

export interface ActionFormValues {
  chargeAmount: string;
  disableAccount: boolean;
  remarks: string;
  method: DisableMethod;
}

export const emptyActionForm = (chargeAmount = ''): ActionFormValues => ({
  chargeAmount,
  disableAccount: false,
  remarks: '',
  method: 'office',
});

/** Which fields a dialog shows. */
export const fieldsOf = (action: ScreenAction) => ({
  charge: action === 'renew' || action === 'newcharge',
  disableAccount: action === 'renew',
  method: action === 'disable',
  remarks: action !== 'resetdevice',
  /** Reject, activate manually, disable and a charge without renewal say why. */
  remarksRequired: action === 'newcharge' || activationRuleOf(action).remarksRequired,
  remarksLabel:
    action === 'disable' ? 'Reason' : action === 'newcharge' ? 'What the charge is for' : 'Remarks',
});

export type ActionFieldName = 'chargeAmount' | 'remarks' | 'method';
export type ActionFormCheck =
  | { ok: true; form: Record<string, string> }
  | { ok: false; errors: Partial<Record<ActionFieldName, string>> };

interface RequestFacts {
  Id: number;
  PhoneNumber: string;
}

const SERVER_FIELD: Readonly<Record<string, ActionFieldName>> = {
  ChargeAmount: 'chargeAmount',
  Remarks: 'remarks',
  Reason: 'remarks',
  Method: 'method',
};

const check = (schema: z.ZodType, form: Record<string, string>): ActionFormCheck => {
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, form };
  const errors: Partial<Record<ActionFieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = SERVER_FIELD[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
};

/**
 * The form body of an action, or what is wrong with the values. Disable sends the spec's fields:
 * the request's own Id and number (the server checks the number is the request's) and the company.
 */
export const checkActionForm = (
  action: ScreenAction,
  values: ActionFormValues,
  request: RequestFacts,
  companyId: string,
): ActionFormCheck => {
  const remarks = values.remarks.trim();
  if (fieldsOf(action).remarksRequired && remarks === '') {
    const label = action === 'newcharge' ? 'What the charge is for' : 'A reason';
    return { ok: false, errors: { remarks: `${label} is required` } };
  }
  switch (action) {
    case 'renew':
      return check(renewBody, {
        ChargeAmount: values.chargeAmount.trim(),
        DisableAccount: String(values.disableAccount),
        Remarks: remarks,
      });
    case 'newcharge':
      return check(newChargeBody, { ChargeAmount: values.chargeAmount.trim(), Remarks: remarks });
    case 'disable':
      return check(disableBody, {
        Id: String(request.Id),
        Reason: remarks,
        MobileNo: request.PhoneNumber,
        CompanyId: companyId,
        Method: values.method,
      });
    case 'resetdevice':
      return { ok: true, form: {} };
    default:
      return check(remarksBody, { Remarks: remarks });
  }
};

/** What the confirm dialog says each action does, before its fields. */
export const ACTION_EXPLANATIONS: Readonly<Record<ScreenAction, string>> = {
  activatemanual:
    'The service starts now without the member’s code, for one renewal period. Say why the code was not used.',
  reject: 'The request is closed and no further action is possible. The member may register again.',
  resendotp: 'A new activation code goes to the member by SMS; the earlier code stops working.',
  renew:
    'The charge is recorded and the service runs one more renewal period: from its expiry when paid early, from today when late.',
  newcharge: 'The charge is recorded without renewing; the expiry stays as it is.',
  disable:
    'The member can no longer use mobile banking until the service is enabled or renewed. They are told by SMS.',
  enable: 'The member can use mobile banking again, until the current expiry.',
  resetpin: 'A PIN reset code goes to the member by SMS; the member sets a new PIN with it.',
  resetpassword: 'A password reset code goes to the member by SMS; the member sets a new password with it.',
  resetdevice: 'The phone bound to the service is released, so the member can sign in on another phone.',
};
