import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  applyOrderAction,
  isOrderAction,
  isOrderStatus,
  nextStatus,
  ORDER_ACTIONS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
  settledStatus,
} from './order-pipeline.js';

const ruleOf = (action: OrderAction) => ORDER_TRANSITIONS.find((rule) => rule.action === action);

describe('order pipeline table', () => {
  it('has one rule per action, each reaching a known status', () => {
    expect(ORDER_TRANSITIONS.map((rule) => rule.action).sort()).toEqual([...ORDER_ACTIONS].sort());
    for (const rule of ORDER_TRANSITIONS) {
      expect(ORDER_STATUSES).toContain(rule.to);
      for (const from of rule.from) expect(ORDER_STATUSES).toContain(from);
    }
  });

  it('is the flow the README documents', () => {
    const table = Object.fromEntries(ORDER_TRANSITIONS.map((rule) => [rule.action, [rule.from, rule.to]]));
    expect(table).toEqual({
      confirm: [['notConfirmed'], 'confirmed'],
      verify: [['confirmed'], 'verified'],
      readytodispatch: [['verified'], 'readyToDispatch'],
      dispatch: [['readyToDispatch'], 'dispatched'],
      deliver: [['dispatched'], 'delivered'],
      complete: [['delivered', 'paid'], 'completed'],
      cancel: [['notConfirmed', 'confirmed', 'verified', 'readyToDispatch'], 'cancelled'],
    });
  });

  it('labels every status', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
  });
});

describe('nextStatus: every status × action', () => {
  const cases = ORDER_STATUSES.flatMap((status) => ORDER_ACTIONS.map((action) => [status, action] as const));

  it.each(cases)('from %s, %s', (status, action) => {
    const rule = ruleOf(action);
    const result = nextStatus(status, action);
    if (rule?.from.includes(status)) {
      expect(result).toEqual({ ok: true, to: rule.to });
    } else {
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.message).toMatch(/^(An order that is|The order is already) /);
        expect(result.message).toContain(ORDER_STATUS_LABELS[status].toLowerCase());
      }
    }
  });

  it('covers all 63 pairs, 11 of them allowed', () => {
    const allowed = cases.filter(([status, action]) => nextStatus(status, action).ok);
    expect(cases).toHaveLength(63);
    expect(allowed).toHaveLength(11);
  });
});

describe('refusal messages', () => {
  it('say what the order can do instead', () => {
    expect(nextStatus('dispatched', 'verify')).toEqual({
      ok: false,
      message: 'An order that is dispatched cannot be verified; it can be delivered.',
    });
    expect(nextStatus('verified', 'dispatch')).toEqual({
      ok: false,
      message:
        'An order that is verified cannot be dispatched; it can be made ready to dispatch or cancelled.',
    });
    expect(nextStatus('notConfirmed', 'deliver')).toEqual({
      ok: false,
      message: 'An order that is not confirmed cannot be delivered; it can be confirmed or cancelled.',
    });
  });

  it('refuse cancelling once the goods have left', () => {
    for (const status of ['dispatched', 'delivered', 'paid'] as const) {
      const result = nextStatus(status, 'cancel');
      expect(result.ok).toBe(false);
    }
    expect(nextStatus('paid', 'cancel')).toEqual({
      ok: false,
      message: 'An order that is paid cannot be cancelled; it can be completed.',
    });
  });

  it('say when the order is already there', () => {
    expect(nextStatus('confirmed', 'confirm')).toEqual({
      ok: false,
      message: 'The order is already confirmed; it can be verified or cancelled.',
    });
    expect(nextStatus('cancelled', 'cancel')).toEqual({
      ok: false,
      message: 'The order is already cancelled; no further action is possible.',
    });
  });

  it('say when nothing more can happen', () => {
    expect(nextStatus('completed', 'cancel')).toEqual({
      ok: false,
      message: 'An order that is completed cannot be cancelled; no further action is possible.',
    });
  });

  it('name an unknown action (an unchecked string cast by a caller)', () => {
    expect(nextStatus('confirmed', 'ship' as OrderAction)).toEqual({
      ok: false,
      message: 'There is no order action "ship".',
    });
  });
});

describe('allowedActions', () => {
  it('lists the actions of each status in table order', () => {
    const expected: Record<OrderStatus, OrderAction[]> = {
      notConfirmed: ['confirm', 'cancel'],
      confirmed: ['verify', 'cancel'],
      verified: ['readytodispatch', 'cancel'],
      readyToDispatch: ['dispatch', 'cancel'],
      dispatched: ['deliver'],
      delivered: ['complete'],
      paid: ['complete'],
      completed: [],
      cancelled: [],
    };
    for (const status of ORDER_STATUSES) expect(allowedActions(status)).toEqual(expected[status]);
  });

  it('agrees with nextStatus', () => {
    for (const status of ORDER_STATUSES) {
      const viaNext = ORDER_ACTIONS.filter((action) => nextStatus(status, action).ok);
      expect(allowedActions(status)).toEqual(viaNext);
    }
  });
});

describe('guards', () => {
  it('recognise wire values only', () => {
    expect(isOrderStatus('readyToDispatch')).toBe(true);
    expect(isOrderStatus('ready to dispatch')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
    expect(isOrderAction('readytodispatch')).toBe(true);
    expect(isOrderAction('readyToDispatch')).toBe(false);
    expect(isOrderAction(undefined)).toBe(false);
  });
});

describe('applyOrderAction', () => {
  const by = { byUserId: 7, at: '2025-01-05T10:00:00.000Z' };

  it('gives the transition record: who, when, from, to, remarks', () => {
    expect(applyOrderAction('confirmed', 'verify', { ...by, remarks: '  stock ok ' })).toEqual({
      ok: true,
      to: 'verified',
      record: {
        action: 'verify',
        from: 'confirmed',
        to: 'verified',
        byUserId: 7,
        at: by.at,
        remarks: 'stock ok',
      },
    });
    expect(applyOrderAction('notConfirmed', 'confirm', by)).toMatchObject({
      ok: true,
      record: { remarks: null },
    });
  });

  it('needs a reason to cancel', () => {
    expect(applyOrderAction('verified', 'cancel', { ...by, remarks: '  ' })).toEqual({
      ok: false,
      message: 'A reason is required when an order is cancelled.',
    });
    expect(applyOrderAction('verified', 'cancel', { ...by, remarks: 'Party closed' })).toMatchObject({
      ok: true,
      to: 'cancelled',
    });
  });

  it('refuses an illegal move before looking at remarks', () => {
    expect(applyOrderAction('delivered', 'cancel', by)).toEqual({
      ok: false,
      message: 'An order that is delivered cannot be cancelled; it can be completed.',
    });
  });
});

describe('settledStatus', () => {
  it('moves delivered to paid once cleared payments cover what is owed', () => {
    expect(settledStatus('delivered', { owed: 10_000, paid: 9_999 })).toBe('delivered');
    expect(settledStatus('delivered', { owed: 10_000, paid: 10_000 })).toBe('paid');
    expect(settledStatus('delivered', { owed: 10_000, paid: 12_000 })).toBe('paid');
  });

  it('treats an order with nothing left owed (all returned) as settled', () => {
    expect(settledStatus('delivered', { owed: 0, paid: 0 })).toBe('paid');
  });

  it('moves paid back to delivered when payments stop covering it', () => {
    expect(settledStatus('paid', { owed: 10_000, paid: 4_000 })).toBe('delivered');
    expect(settledStatus('paid', { owed: 10_000, paid: 10_000 })).toBe('paid');
  });

  it('leaves every other status alone', () => {
    for (const status of ORDER_STATUSES.filter((value) => value !== 'delivered' && value !== 'paid')) {
      expect(settledStatus(status, { owed: 100, paid: 100 })).toBe(status);
      expect(settledStatus(status, { owed: 100, paid: 0 })).toBe(status);
    }
  });
});
