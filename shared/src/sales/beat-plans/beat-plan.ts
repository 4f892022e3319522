/**
 * Beat plans (field sales): which parties a sales person visits on which day of a month.
 * The spec names the actions (approve, cancel, exclude plan) but not their rules; these are ours
 * and the README's "Beat plans" section is written from them.
 *
 * A plan is made pending (the sales person or their supervisor drafts it) and may be changed until
 * the office approves it; the field app then follows it. Once approved it is no longer edited, so
 * what was approved is what the visits are measured against: a visit that cannot happen (the shop
 * is closed that day) is excluded, with a reason, and stays on the plan marked as excluded. A plan
 * that is wrong altogether is cancelled, which frees the month for a new plan.
 */
import {
  createStateMachine,
  type TransitionResult,
  type TransitionRule,
} from '../../state-machine/state-machine.js';

export const BEAT_PLAN_STATUSES = ['pending', 'approved', 'cancelled'] as const;
export type BeatPlanStatus = (typeof BEAT_PLAN_STATUSES)[number];

export const BEAT_PLAN_STATUS_LABELS: Readonly<Record<BeatPlanStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  cancelled: 'Cancelled',
};

/** Wire names, the last segment of POST /beatplan/{action}. */
export const BEAT_PLAN_ACTIONS = ['approve', 'cancel', 'exclude'] as const;
export type BeatPlanAction = (typeof BEAT_PLAN_ACTIONS)[number];

export const INITIAL_BEAT_PLAN_STATUS: BeatPlanStatus = 'pending';

export const BEAT_PLAN_TRANSITIONS: readonly TransitionRule<BeatPlanStatus, BeatPlanAction>[] = [
  {
    action: 'approve',
    label: 'Approve',
    done: 'approved',
    from: ['pending'],
    to: 'approved',
    remarksRequired: false,
  },
  // Cancelling frees the month for another plan; the reason is the only record of why.
  {
    action: 'cancel',
    label: 'Cancel plan',
    done: 'cancelled',
    from: ['pending', 'approved'],
    to: 'cancelled',
    remarksRequired: true,
  },
  // Excluding one visit leaves the plan approved; the line keeps who excluded it and why.
  {
    action: 'exclude',
    label: 'Exclude visit',
    done: 'changed by excluding a visit',
    from: ['approved'],
    to: 'approved',
    remarksRequired: true,
  },
];

const machine = createStateMachine({
  noun: 'beat plan',
  statusLabels: BEAT_PLAN_STATUS_LABELS,
  rules: BEAT_PLAN_TRANSITIONS,
});

/** "A beat plan that is cancelled cannot be approved; no further action is possible." when refused. */
export const nextBeatPlanStatus = (
  current: BeatPlanStatus,
  action: BeatPlanAction,
): TransitionResult<BeatPlanStatus> => machine.nextStatus(current, action);

export const allowedBeatPlanActions = (status: BeatPlanStatus): BeatPlanAction[] =>
  machine.allowedActions(status);

export const isBeatPlanStatus = (value: unknown): value is BeatPlanStatus =>
  (BEAT_PLAN_STATUSES as readonly unknown[]).includes(value);

/** Who moved a plan, when, from where to where, and why; `excludedLineId` for an exclusion. */
export interface BeatPlanTransitionRecord {
  action: BeatPlanAction;
  from: BeatPlanStatus;
  to: BeatPlanStatus;
  byUserId: number;
  /** ISO 8601 date-time. */
  at: string;
  remarks: string | null;
}

export type AppliedBeatPlanAction =
  | { ok: true; to: BeatPlanStatus; record: BeatPlanTransitionRecord }
  | { ok: false; conflict: boolean; message: string };

/**
 * nextBeatPlanStatus plus the remarks rule. A refused move is a conflict (409: the plan's state does
 * not allow it); missing remarks are not (400: the request is incomplete).
 */
export function applyBeatPlanAction(
  current: BeatPlanStatus,
  action: BeatPlanAction,
  by: { byUserId: number; at: string; remarks?: string | null },
): AppliedBeatPlanAction {
  const result = nextBeatPlanStatus(current, action);
  if (!result.ok) return { ok: false, conflict: true, message: result.message };
  const remarks = by.remarks?.trim() || null;
  const rule = BEAT_PLAN_TRANSITIONS.find((candidate) => candidate.action === action);
  if (rule?.remarksRequired && remarks === null) {
    const what = action === 'exclude' ? 'a visit is excluded' : `a beat plan is ${rule.done}`;
    return { ok: false, conflict: false, message: `A reason is required when ${what}.` };
  }
  return {
    ok: true,
    to: result.to,
    record: { action, from: current, to: result.to, byUserId: by.byUserId, at: by.at, remarks },
  };
}

/** Only a pending plan is changed or deleted: an approved one is what the field app follows. */
export function canChangeBeatPlan(status: BeatPlanStatus): { ok: true } | { ok: false; message: string } {
  if (status === 'pending') return { ok: true };
  if (status === 'approved') {
    return {
      ok: false,
      message: 'An approved beat plan cannot be changed; exclude a visit or cancel the plan.',
    };
  }
  return { ok: false, message: 'A cancelled beat plan cannot be changed; make a new plan for the month.' };
}

export function canDeleteBeatPlan(status: BeatPlanStatus): { ok: true } | { ok: false; message: string } {
  if (status === 'pending') return { ok: true };
  return {
    ok: false,
    message:
      status === 'approved'
        ? 'An approved beat plan cannot be deleted; only a pending one can. Cancel it instead.'
        : 'A cancelled beat plan cannot be deleted; it stays as a record.',
  };
}
