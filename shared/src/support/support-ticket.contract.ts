/**
 * The support-ticket API, shared by the server and the screens. Field names of the form
 * are the spec's (TicketType, ModuleId, PageCode, PriorityLevel, Remarks, IssuerName,
 * ImagePathFile); instants are ISO 8601.
 */
import { z } from 'zod';
import { SORT_TYPES } from '../constants.js';
import {
  optionalId,
  optionalOneOf,
  optionalText,
  requiredId,
  requiredOneOf,
  someOf,
} from '../form-fields.js';
import { exportFileText, exportFormatShape } from '../http/export-format.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES } from '../page-codes.js';
import { pageSchema, pagingShape } from '../paging.js';
import {
  STATUS_CHANGE_TARGETS,
  TICKET_ACTIONS,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_LIMITS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TYPES,
} from './support-ticket.js';

/** The multipart part that carries the issue image. */
export const TICKET_IMAGE_PART = 'ImagePathFile';

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

/** The list's filters and sort, which its export takes too. */
const ticketFilterShape = {
  query: optionalText(200),
  Status: someOf(TICKET_STATUSES, `Status must be one or more of: ${TICKET_STATUSES.join(', ')}`),
  TicketType: someOf(TICKET_TYPES, 'TicketType must be B, N or both'),
  PriorityLevel: someOf(TICKET_PRIORITIES, 'PriorityLevel must be one or more of: L, M, H'),
  ModuleId: optionalId('ModuleId must be the number of a module'),
  SortBy: optionalOneOf(TICKET_SORT_FIELDS, `SortBy must be one of: ${TICKET_SORT_FIELDS.join(', ')}`),
  SortType: optionalOneOf(SORT_TYPES, 'SortType must be asc or desc'),
};

/** The desk's list adds the company and the assignee. */
const deskFilterShape = {
  TicketCompanyId: optionalId('TicketCompanyId must be the number of a company'),
  AssigneeUserId: optionalId('AssigneeUserId must be the number of a user'),
};

export const ticketListQuery = z.object({ ...pagingShape, ...ticketFilterShape });
export const ticketAdminListQuery = ticketListQuery.extend(deskFilterShape);
export type TicketListQuery = z.output<typeof ticketAdminListQuery>;

/** The lists' filters and sort without paging, and the file's format. */
export const ticketExportQuery = z.object({ ...ticketFilterShape, ...exportFormatShape });
export const ticketAdminExportQuery = ticketExportQuery.extend(deskFilterShape);
export type TicketExportQuery = z.output<typeof ticketAdminExportQuery>;

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

export const supportTicketSummarySchema = z.object({
  Id: z.number().int(),
  /** Per company and year: ST-2026-000001. */
  TicketNo: z.string(),
  CompanyId: z.number().int(),
  CompanyName: z.string(),
  TicketType: z.enum(TICKET_TYPES),
  ModuleId: z.number().int(),
  ModuleName: z.string(),
  PageCode: z.number().int(),
  PageName: z.string(),
  PriorityLevel: z.enum(TICKET_PRIORITIES),
  Remarks: z.string(),
  IssuerName: z.string(),
  /** The stored image's path on our server (/uploads/...), or null. */
  ImagePath: z.string().nullable(),
  Status: z.enum(TICKET_STATUSES),
  AssigneeUserId: z.number().int().nullable(),
  AssigneeName: z.string().nullable(),
  CreatedByUserId: z.number().int().nullable(),
  CreatedByName: z.string().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  CommentCount: z.number().int(),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;

export const supportTicketPageSchema = pageSchema(supportTicketSummarySchema);
export type SupportTicketPage = z.infer<typeof supportTicketPageSchema>;

export const supportTicketCommentSchema = z.object({
  Id: z.number().int(),
  UserId: z.number().int().nullable(),
  UserName: z.string().nullable(),
  /** Written by the support desk (a super administrator), not by the company. */
  FromSupportDesk: z.boolean(),
  Text: z.string(),
  At: z.string(),
});
export type SupportTicketComment = z.infer<typeof supportTicketCommentSchema>;

/** A history step's action: the filing, the issuer's edits while open, and the desk's moves. */
export const SUPPORT_TICKET_HISTORY_ACTIONS = ['create', 'update', ...TICKET_ACTIONS] as const;
export type SupportTicketHistoryAction = (typeof SUPPORT_TICKET_HISTORY_ACTIONS)[number];

export const supportTicketTransitionSchema = z.object({
  Id: z.number().int(),
  Action: z.enum(SUPPORT_TICKET_HISTORY_ACTIONS),
  From: z.enum(TICKET_STATUSES).nullable(),
  To: z.enum(TICKET_STATUSES),
  At: z.string(),
  ActorName: z.string().nullable(),
  Remarks: z.string().nullable(),
});
export type SupportTicketTransition = z.infer<typeof supportTicketTransitionSchema>;

export const supportTicketDetailSchema = supportTicketSummarySchema.extend({
  Comments: z.array(supportTicketCommentSchema),
  History: z.array(supportTicketTransitionSchema),
  /** Open and filed by the caller: the form opens in edit mode. */
  CanEdit: z.boolean(),
  /** The caller is on the support desk: assign, status and close are offered. */
  IsSupportDesk: z.boolean(),
  /** The desk's actions this ticket allows now (empty for company users). */
  AllowedActions: z.array(z.enum(TICKET_ACTIONS)),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

/** A person the desk may assign a ticket to. */
export const supportAssigneeSchema = z.object({ Id: z.number().int(), Name: z.string() });
export type SupportAssignee = z.infer<typeof supportAssigneeSchema>;

const tag = 'Support tickets';
const page = PAGE_CODES.SupportTicket;
const LIST_FILTERS_TEXT =
  'Filters: query (ticket number, remarks, issuer name), Status (open, assigned, inProgress, resolved, closed; one or a comma list), TicketType (B, N), PriorityLevel (L, M, H), ModuleId. SortBy CreatedAt, UpdatedAt, TicketNo, PriorityLevel, Status; SortType asc or desc.';
const DESK = 'Support desk only (super administrators; page 208): anyone else 403.';

/**
 * Support tickets: a company's reports (page 207) and the platform's support desk (page 208). The
 * desk's routes carry no page permission: the server's guard admits super administrators only.
 */
export const supportTicketContracts = {
  save: defineContract({
    method: 'post',
    path: '/supportticket/save',
    summary:
      "Files a support ticket in the caller's company (multipart; Edit permission on page 207, else 403). Fields TicketType (B Bug, N New Feature), ModuleId ('Select Module'), PageCode, a page of that module ('Select Page'), PriorityLevel (L, M, H), Remarks and IssuerName (each '** Required'), and the image part ImagePathFile (PNG, GIF or JPEG by its content, at most 5 MB; required when filing: 'Select Issue Image'). With Id: edits the caller's own open ticket (another user's: 403; no longer open: 409; no image keeps the old one). A new ticket is ST-{year}-{serial}, open, and notifies the support desk. Answers the SupportTicketDetail.",
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    bodyKind: 'multipart',
    files: [{ name: TICKET_IMAGE_PART, maxBytes: TICKET_IMAGE_MAX_BYTES }],
    body: ticketSaveBody,
    response: supportTicketDetailSchema,
  }),
  list: defineContract({
    method: 'get',
    path: '/supportticket/list',
    summary: `The caller's company's support tickets, one page (pageNo, pageSize), newest first (page 207 view). ${LIST_FILTERS_TEXT} A page of SupportTicketSummary.`,
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: ticketListQuery,
    response: supportTicketPageSchema,
  }),
  export: defineContract({
    method: 'get',
    path: '/supportticket/export',
    summary: exportFileText(
      `The caller's company's support tickets under the list's filters and sort, without paging (page 207 view): Ticket no, Type, Module, Page, Priority, Remarks, Status, Assigned to, Filed by, Filed (on the company's clock). ${LIST_FILTERS_TEXT}`,
    ),
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: ticketExportQuery,
    response: z.null(),
    download: 'table',
  }),
  detail: defineContract({
    method: 'get',
    path: '/supportticket/detail',
    summary:
      "One ticket (?id=) with its comments and history (filed, edited, assigned, status changes, closed: who, when, remarks), CanEdit (the caller's own open ticket), IsSupportDesk and the desk's AllowedActions. Company users with page 207 view read their company's tickets only: another company's is 404; the support desk reads any.",
    access: 'user',
    tag,
    query: ticketIdQuery,
    response: supportTicketDetailSchema,
  }),
  adminList: defineContract({
    method: 'get',
    path: '/supportticket/adminlist',
    summary: `Every company's support tickets, one page, newest first, with CompanyName. ${DESK} The list's filters and sorting plus CompanyId, AssigneeUserId and SortBy CompanyName; query also matches the company name.`,
    access: 'user',
    tag,
    query: ticketAdminListQuery,
    response: supportTicketPageSchema,
  }),
  adminExport: defineContract({
    method: 'get',
    path: '/supportticket/adminexport',
    summary: exportFileText(
      `Every company's support tickets under the desk list's filters and sort (TicketCompanyId, AssigneeUserId, SortBy CompanyName; query also matches the company name), without paging, with the Company column. ${DESK}`,
    ),
    access: 'user',
    tag,
    query: ticketAdminExportQuery,
    response: z.null(),
    download: 'table',
  }),
  assignees: defineContract({
    method: 'get',
    path: '/supportticket/assignees',
    summary: `The people a ticket may be assigned to (active super administrators): [{Id, Name}]. ${DESK}`,
    access: 'user',
    tag,
    response: z.array(supportAssigneeSchema),
  }),
  assign: defineContract({
    method: 'post',
    path: '/supportticket/assign',
    summary: `Assigns a ticket (?id=) of any company to AssigneeUserId, an active super administrator (else 400), with optional Remarks; from open, assigned or in progress (else 409 saying what the ticket can do). Notifies the assignee and the person who filed it. ${DESK} Answers the SupportTicketDetail.`,
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketAssignBody,
    response: supportTicketDetailSchema,
  }),
  status: defineContract({
    method: 'post',
    path: '/supportticket/status',
    summary: `Changes a ticket's (?id=) status: Status inProgress (from assigned), resolved (from assigned or in progress), open (reopen a resolved one; Remarks required, else 400) or closed; optional Remarks kept in its history. A move the ticket's status does not allow: 409 saying what it can do. Notifies the person who filed it and the assignee. ${DESK} Answers the SupportTicketDetail.`,
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketStatusBody,
    response: supportTicketDetailSchema,
  }),
  close: defineContract({
    method: 'post',
    path: '/supportticket/close',
    summary: `Closes a ticket (?id=) that is not closed yet (a closed one: 409), with optional Remarks; closed is final. Notifies the person who filed it and the assignee. ${DESK} Answers the SupportTicketDetail.`,
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketCloseBody,
    response: supportTicketDetailSchema,
  }),
  comment: defineContract({
    method: 'post',
    path: '/supportticket/comment',
    summary:
      "Adds a comment (Text, required) to a ticket (?id=) that is not closed (409 when closed). Company users with page 207 view comment on their company's tickets (another company's: 404) and their comment notifies the assignee (or the whole desk while unassigned); the support desk comments on any, notifying the person who filed it. Answers the SupportTicketDetail.",
    access: 'user',
    tag,
    query: ticketIdQuery,
    body: ticketCommentBody,
    response: supportTicketDetailSchema,
  }),
};
