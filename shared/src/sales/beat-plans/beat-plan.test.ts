import { describe, expect, it } from 'vitest';
import {
  allowedBeatPlanActions,
  applyBeatPlanAction,
  BEAT_PLAN_ACTIONS,
  BEAT_PLAN_STATUS_LABELS,
  BEAT_PLAN_STATUSES,
  BEAT_PLAN_TRANSITIONS,
  type BeatPlanAction,
  canChangeBeatPlan,
  canDeleteBeatPlan,
  isBeatPlanStatus,
  nextBeatPlanStatus,
} from './beat-plan.js';

const ruleOf = (action: BeatPlanAction) => BEAT_PLAN_TRANSITIONS.find((rule) => rule.action === action);
const by = { byUserId: 7, at: '2026-11-22T04:15:00.000Z' };

describe('beat plan machine table', () => {
  it('has one rule per action, each between known statuses', () => {
    expect(BEAT_PLAN_TRANSITIONS.map((rule) => rule.action).sort()).toEqual([...BEAT_PLAN_ACTIONS].sort());
    for (const rule of BEAT_PLAN_TRANSITIONS) {
      expect(BEAT_PLAN_STATUSES).toContain(rule.to);
      for (const from of rule.from) expect(BEAT_PLAN_STATUSES).toContain(from);
    }
  });

  it('is the flow the README documents', () => {
    const table = Object.fromEntries(
      BEAT_PLAN_TRANSITIONS.map((rule) => [rule.action, [rule.from, rule.to, rule.remarksRequired]]),
    );
    expect(table).toEqual({
      approve: [['pending'], 'approved', false],
      cancel: [['pending', 'approved'], 'cancelled', true],
      exclude: [['approved'], 'approved', true],
    });
  });

  it('labels every status and recognises only them', () => {
    for (const status of BEAT_PLAN_STATUSES) {
      expect(BEAT_PLAN_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
      expect(isBeatPlanStatus(status)).toBe(true);
    }
    expect(isBeatPlanStatus('draft')).toBe(false);
  });

  it('lists what each status allows', () => {
    expect(allowedBeatPlanActions('pending')).toEqual(['approve', 'cancel']);
    expect(allowedBeatPlanActions('approved')).toEqual(['cancel', 'exclude']);
    expect(allowedBeatPlanActions('cancelled')).toEqual([]);
  });
});

describe('nextBeatPlanStatus: every status × action', () => {
  const cases = BEAT_PLAN_STATUSES.flatMap((status) =>
    BEAT_PLAN_ACTIONS.map((action) => [status, action] as const),
  );

  it.each(cases)('from %s, %s', (status, action) => {
    const rule = ruleOf(action);
    const result = nextBeatPlanStatus(status, action);
    if (rule?.from.includes(status)) {
      expect(result).toEqual({ ok: true, to: rule.to });
      return;
    }
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^(A beat plan that is|The beat plan is already) /);
      expect(result.message).toContain(BEAT_PLAN_STATUS_LABELS[status].toLowerCase());
    }
  });

  it('says what the plan can do instead', () => {
    expect(nextBeatPlanStatus('approved', 'approve')).toEqual({
      ok: false,
      message: 'The beat plan is already approved; it can be cancelled or changed by excluding a visit.',
    });
    expect(nextBeatPlanStatus('pending', 'exclude')).toEqual({
      ok: false,
      message:
        'A beat plan that is pending cannot be changed by excluding a visit; it can be approved or cancelled.',
    });
    expect(nextBeatPlanStatus('cancelled', 'approve')).toEqual({
      ok: false,
      message: 'A beat plan that is cancelled cannot be approved; no further action is possible.',
    });
  });
});

describe('applyBeatPlanAction', () => {
  it('records who, when, from, to and the trimmed remarks', () => {
    expect(applyBeatPlanAction('pending', 'approve', { ...by, remarks: '  ok  ' })).toEqual({
      ok: true,
      to: 'approved',
      record: { action: 'approve', from: 'pending', to: 'approved', ...by, remarks: 'ok' },
    });
  });

  it('needs a reason to cancel or exclude, as a bad request rather than a conflict', () => {
    for (const [status, action] of [
      ['pending', 'cancel'],
      ['approved', 'exclude'],
    ] as const) {
      const result = applyBeatPlanAction(status, action, { ...by, remarks: '   ' });
      expect(result).toMatchObject({ ok: false, conflict: false });
    }
    expect(applyBeatPlanAction('approved', 'exclude', by)).toEqual({
      ok: false,
      conflict: false,
      message: 'A reason is required when a visit is excluded.',
    });
  });

  it('refuses a move from the wrong status as a conflict, before asking for remarks', () => {
    expect(applyBeatPlanAction('cancelled', 'cancel', by)).toMatchObject({ ok: false, conflict: true });
  });
});

describe('changing and deleting', () => {
  it('lets only a pending plan change or go', () => {
    expect(canChangeBeatPlan('pending')).toEqual({ ok: true });
    expect(canDeleteBeatPlan('pending')).toEqual({ ok: true });
    for (const status of ['approved', 'cancelled'] as const) {
      expect(canChangeBeatPlan(status).ok).toBe(false);
      expect(canDeleteBeatPlan(status).ok).toBe(false);
    }
    expect(canDeleteBeatPlan('approved')).toEqual({
      ok: false,
      message: 'An approved beat plan cannot be deleted; only a pending one can. Cancel it instead.',
    });
  });
});
