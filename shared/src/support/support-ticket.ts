/**
 * Support tickets: a company's users report a bug or ask for a feature; the platform's
 * support desk (super administrators) assigns, works on and closes them. The spec names the
 * actions (assign, status change, closed) and the form's fields; these rules are ours.
 *
 * A ticket is filed open and may be edited by the person who filed it while it is still open.
 * The desk assigns it (again, to someone else, while it is not finished), the assignee starts and
 * resolves it, and the desk closes it. A resolved ticket that is not fixed is reopened; a closed one
 * is final, so a new problem is a new ticket.
 */
import {
  createStateMachine,
  type TransitionResult,
  type TransitionRule,
} from '../state-machine/state-machine.js';

export const TICKET_TYPES = ['B', 'N'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_TYPE_LABELS: Readonly<Record<TicketType, string>> = { B: 'Bug', N: 'New Feature' };

export const TICKET_PRIORITIES = ['L', 'M', 'H'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Readonly<Record<TicketPriority, string>> = {
  L: 'Low',
  M: 'Medium',
  H: 'High',
};

export const TICKET_STATUSES = ['open', 'assigned', 'inProgress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  assigned: 'Assigned',
  inProgress: 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The machine's actions; `status` changes (POST supportticket/status) name the status to reach. */
export const TICKET_ACTIONS = ['assign', 'start', 'resolve', 'reopen', 'close'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

export const INITIAL_TICKET_STATUS: TicketStatus = 'open';

export const TICKET_TRANSITIONS: readonly TransitionRule<TicketStatus, TicketAction>[] = [
  // Reassigning while work is under way hands it to someone else, who starts again.
  {
    action: 'assign',
    label: 'Assign',
    done: 'assigned',
    from: ['open', 'assigned', 'inProgress'],
    to: 'assigned',
    remarksRequired: false,
  },
  {
    action: 'start',
    label: 'Start work',
    done: 'started',
    from: ['assigned'],
    to: 'inProgress',
    remarksRequired: false,
  },
  {
    action: 'resolve',
    label: 'Resolve',
    done: 'resolved',
    from: ['assigned', 'inProgress'],
    to: 'resolved',
    remarksRequired: false,
  },
  // The issuer says it is not fixed: back to the desk, with why.
  {
    action: 'reopen',
    label: 'Reopen',
    done: 'reopened',
    from: ['resolved'],
    to: 'open',
    remarksRequired: true,
  },
  {
    action: 'close',
    label: 'Close',
    done: 'closed',
    from: ['open', 'assigned', 'inProgress', 'resolved'],
    to: 'closed',
    remarksRequired: false,
  },
];

const machine = createStateMachine({
  noun: 'ticket',
  statusLabels: TICKET_STATUS_LABELS,
  rules: TICKET_TRANSITIONS,
});

export const nextTicketStatus = (
  current: TicketStatus,
  action: TicketAction,
): TransitionResult<TicketStatus> => machine.nextStatus(current, action);

export const allowedTicketActions = (status: TicketStatus): TicketAction[] => machine.allowedActions(status);

/** The statuses POST supportticket/status may reach, and the action that reaches each. */
export const STATUS_CHANGE_ACTIONS: Readonly<Partial<Record<TicketStatus, TicketAction>>> = {
  inProgress: 'start',
  resolved: 'resolve',
  open: 'reopen',
  closed: 'close',
};
export const STATUS_CHANGE_TARGETS = ['inProgress', 'resolved', 'open', 'closed'] as const;
export type StatusChangeTarget = (typeof STATUS_CHANGE_TARGETS)[number];

/** The statuses a status change may reach from this one (the desk's status select). */
export const reachableTicketStatuses = (status: TicketStatus): StatusChangeTarget[] =>
  STATUS_CHANGE_TARGETS.filter((target) => {
    const action = STATUS_CHANGE_ACTIONS[target];
    return action !== undefined && nextTicketStatus(status, action).ok;
  });

/** Only an open ticket is edited: once the desk has it, the report is what they work from. */
export const canEditTicket = (status: TicketStatus): boolean => status === 'open';

/** Spec section 5 and 8: the form's messages. */
export const TICKET_MESSAGES = {
  required: '** Required',
  selectModule: 'Select Module',
  selectPage: 'Select Page',
  selectImage: 'Select Issue Image',
} as const;

/** Spec section 5: the image accepts png, gif, jpeg (checked by content on the server). */
export const TICKET_IMAGE_TYPES = ['png', 'gif', 'jpeg'] as const;
export const TICKET_IMAGE_ACCEPT = 'image/png,image/gif,image/jpeg';
export const TICKET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const TICKET_LIMITS = { remarks: 4000, issuerName: 100, comment: 4000 } as const;

/** ST-2026-000001: per company and year, as order and beat plan numbers. */
export const formatTicketNo = (year: number, serial: number): string =>
  `ST-${year}-${String(serial).padStart(6, '0')}`;

/** The portal's screens: the company's list (spec section 2) and the support desk's. */
export const SUPPORT_ROUTES = { list: '/core/support/list', admin: '/core/support/admin' } as const;
