/**
 * The life of a cooperative member's mobile-banking activation request, on the same small engine
 * as the sales machines, so the README table, the API's 409 answers and the screens' buttons read
 * one table of rules.
 *
 * A request starts requested (a member registered a phone and was sent an activation code). The
 * office activates it (by the code the member received, or manually with a reason) or rejects it.
 * An active service can be renewed (a renewal charge that moves the expiry date), charged without
 * renewal, disabled (the member asked, a lost phone, non-payment) and enabled again. The member's
 * PIN, password and bound phone are reset only while the service is active. Renewed is an event,
 * not a state: a renewed service is activated, with a later expiry date.
 */
import {
  createStateMachine,
  type TransitionResult,
  type TransitionRule,
} from '../state-machine/state-machine.js';

export const ACTIVATION_STATUSES = ['requested', 'activated', 'rejected', 'disabled'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export const ACTIVATION_STATUS_LABELS: Readonly<Record<ActivationStatus, string>> = {
  requested: 'Requested',
  activated: 'Activated',
  rejected: 'Rejected',
  disabled: 'Disabled',
};

/** Wire names: the last segment of POST /mobilebankingactivationrequest/{action}. */
export const ACTIVATION_ACTIONS = [
  'verifyotp',
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
] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/** What a history row may record: the actions, plus the registration that created the request. */
export const ACTIVATION_HISTORY_ACTIONS = ['register', 'confirmreset', ...ACTIVATION_ACTIONS] as const;
export type ActivationHistoryAction = (typeof ACTIVATION_HISTORY_ACTIONS)[number];

const rule = (
  action: ActivationAction,
  label: string,
  done: string,
  from: readonly ActivationStatus[],
  to: ActivationStatus,
  remarksRequired = false,
): TransitionRule<ActivationStatus, ActivationAction> => ({ action, label, done, from, to, remarksRequired });

/**
 * Actions that keep the status (resend, reset, new charge) are rules from a status to itself, so
 * they are refused from any other status with the same kind of message as a move.
 */
export const ACTIVATION_TRANSITIONS: readonly TransitionRule<ActivationStatus, ActivationAction>[] = [
  rule('verifyotp', 'Activate with code', 'activated with a code', ['requested'], 'activated'),
  // Without the member's code nothing proves they hold the phone, so the office says why.
  rule('activatemanual', 'Activate manually', 'activated manually', ['requested'], 'activated', true),
  rule('reject', 'Reject', 'rejected', ['requested'], 'rejected', true),
  rule('resendotp', 'Resend OTP', 'sent a new code', ['requested'], 'requested'),
  // A disabled service may be renewed: paying the renewal is how a member stopped for non-payment returns.
  rule('renew', 'Renew', 'renewed', ['activated', 'disabled'], 'activated'),
  rule('newcharge', 'New charge only', 'charged', ['activated'], 'activated'),
  rule('disable', 'Disable', 'disabled', ['activated'], 'disabled', true),
  rule('enable', 'Enable', 'enabled', ['disabled'], 'activated'),
  rule('resetpin', 'Reset PIN', 'sent a PIN reset code', ['activated'], 'activated'),
  rule('resetpassword', 'Reset password', 'sent a password reset code', ['activated'], 'activated'),
  rule('resetdevice', 'Reset device', 'unbound from its phone', ['activated'], 'activated'),
];

const machine = createStateMachine({
  noun: 'activation request',
  statusLabels: ACTIVATION_STATUS_LABELS,
  rules: ACTIVATION_TRANSITIONS,
});

/** "An activation request that is rejected cannot be renewed; no further action is possible." */
export const nextActivationStatus = (
  current: ActivationStatus,
  action: ActivationAction,
): TransitionResult<ActivationStatus> => machine.nextStatus(current, action);

export const allowedActivationActions = (status: ActivationStatus): ActivationAction[] =>
  machine.allowedActions(status);

export const activationRuleOf = (
  action: ActivationAction,
): TransitionRule<ActivationStatus, ActivationAction> => {
  const found = ACTIVATION_TRANSITIONS.find((candidate) => candidate.action === action);
  if (!found) throw new Error(`No activation rule for ${action}`);
  return found;
};

/** Statuses in which a member holds their one open request: a new registration waits for it to end. */
export const OPEN_ACTIVATION_STATUSES: readonly ActivationStatus[] = ['requested', 'activated', 'disabled'];
