import { describe, expect, it } from 'vitest';
import {
  allowedTicketActions,
  canEditTicket,
  formatTicketNo,
  nextTicketStatus,
  reachableTicketStatuses,
} from './support-ticket.js';

describe('support ticket state machine', () => {
  it('moves an open ticket through assigned, in progress and resolved to closed', () => {
    expect(nextTicketStatus('open', 'assign')).toEqual({ ok: true, to: 'assigned' });
    expect(nextTicketStatus('assigned', 'start')).toEqual({ ok: true, to: 'inProgress' });
    expect(nextTicketStatus('inProgress', 'resolve')).toEqual({ ok: true, to: 'resolved' });
    expect(nextTicketStatus('resolved', 'close')).toEqual({ ok: true, to: 'closed' });
  });

  it('refuses moves from a closed ticket, saying nothing more is possible', () => {
    expect(nextTicketStatus('closed', 'reopen')).toEqual({
      ok: false,
      message: 'A ticket that is closed cannot be reopened; no further action is possible.',
    });
    expect(allowedTicketActions('closed')).toEqual([]);
  });

  it('refuses starting an open ticket and says what it can do instead', () => {
    expect(nextTicketStatus('open', 'start')).toEqual({
      ok: false,
      message: 'A ticket that is open cannot be started; it can be assigned or closed.',
    });
  });

  it('offers the status changes each status allows', () => {
    expect(reachableTicketStatuses('open')).toEqual(['closed']);
    expect(reachableTicketStatuses('assigned')).toEqual(['inProgress', 'resolved', 'closed']);
    expect(reachableTicketStatuses('resolved')).toEqual(['open', 'closed']);
    expect(reachableTicketStatuses('closed')).toEqual([]);
  });

  it('lets only an open ticket be edited', () => {
    expect(canEditTicket('open')).toBe(true);
    expect(canEditTicket('assigned')).toBe(false);
  });

  it('numbers tickets ST-year-serial with six digits', () => {
    expect(formatTicketNo(2026, 42)).toBe('ST-2026-000042');
  });
});
