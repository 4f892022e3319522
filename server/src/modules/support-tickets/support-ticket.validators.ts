import { SORT_TYPES } from '@backoffice/shared/constants';
import { optionalId, optionalText, requiredId } from '@backoffice/shared/form-fields';
import {
  STATUS_CHANGE_TARGETS,
  TICKET_LIMITS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from '@backoffice/shared/support/support-ticket';
import { z } from 'zod';
import { pagingShape } from '../../http/page-query.js';
import { optionalOneOf, requiredOneOf, someOf } from '../orders/order-input-fields.js';

const ticketIdMessage = 'id must be the number of a support ticket';
export const ticketIdQuery = z.object({ id: requiredId(ticketIdMessage) });

/** Blank (an untouched textarea) counts as missing: the form's '** Required'. */
const requiredWords = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: TICKET_MESSAGES.required })
      .min(1, { error: TICKET_MESSAGES.required })
      .max(max, { error: `At most ${max} characters are allowed` }),
  );

/** The spec's form fields; ImagePathFile is the file part. Id edits the caller's open ticket. */
export const ticketSaveBody = z.object({
  Id: optionalId('Id must be the number of a support ticket'),
  TicketType: requiredOneOf(TICKET_TYPES, 'TicketType must be B (Bug) or N (New Feature)'),
  ModuleId: requiredId(TICKET_MESSAGES.selectModule),
  PageCode: requiredId(TICKET_MESSAGES.selectPage),
  PriorityLevel: requiredOneOf(TICKET_PRIORITIES, 'PriorityLevel must be L (Low), M (Medium) or H (High)'),
  Remarks: requiredWords(TICKET_LIMITS.remarks),
  IssuerName: requiredWords(TICKET_LIMITS.issuerName),
});
export type TicketSaveBody = z.output<typeof ticketSaveBody>;

export const TICKET_SORT_FIELDS = [
  'CreatedAt',
  'UpdatedAt',
  'TicketNo',
  'PriorityLevel',
  'Status',
  'CompanyName',
] as const;
export type TicketSortField = (typeof TICKET_SORT_FIELDS)[number];

export const ticketListQuery = z.object({
  ...pagingShape,
  query: optionalText(200),
  Status: someOf(TICKET_STATUSES, `Status must be one or more of: ${TICKET_STATUSES.join(', ')}`),
  TicketType: someOf(TICKET_TYPES, 'TicketType must be B, N or both'),
  PriorityLevel: someOf(TICKET_PRIORITIES, 'PriorityLevel must be one or more of: L, M, H'),
  ModuleId: optionalId('ModuleId must be the number of a module'),
  SortBy: optionalOneOf(TICKET_SORT_FIELDS, `SortBy must be one of: ${TICKET_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
});

/** The desk's list adds the company and the assignee. */
export const ticketAdminListQuery = ticketListQuery.extend({
  TicketCompanyId: optionalId('TicketCompanyId must be the number of a company'),
  AssigneeUserId: optionalId('AssigneeUserId must be the number of a user'),
});
export type TicketListQuery = z.output<typeof ticketAdminListQuery>;

export const ticketAssignBody = z.object({
  AssigneeUserId: requiredId('AssigneeUserId must be the number of a support desk user'),
  Remarks: optionalText(TICKET_LIMITS.comment),
});

export const ticketStatusBody = z.object({
  Status: requiredOneOf(
    STATUS_CHANGE_TARGETS,
    `Status must be one of: ${STATUS_CHANGE_TARGETS.join(', ')} (assign with supportticket/assign)`,
  ),
  Remarks: optionalText(TICKET_LIMITS.comment),
});

export const ticketCloseBody = z.object({ Remarks: optionalText(TICKET_LIMITS.comment) });

export const ticketCommentBody = z.object({
  Text: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: 'Text is required' })
      .min(1, { error: 'Text is required' })
      .max(TICKET_LIMITS.comment, { error: `At most ${TICKET_LIMITS.comment} characters are allowed` }),
  ),
});
