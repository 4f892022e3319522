/**
 * The support-ticket API's shapes (issue 8), shared by the server and the screens. Field names
 * of the form are the spec's (TicketType, ModuleId, PageCode, PriorityLevel, Remarks, IssuerName,
 * ImagePathFile); instants are ISO 8601.
 */
import type { Page } from '../paging.js';
import type { TicketAction, TicketPriority, TicketStatus, TicketType } from './support-ticket.js';

export const SUPPORT_TICKET_PATHS = {
  save: '/supportticket/save',
  list: '/supportticket/list',
  detail: '/supportticket/detail',
  adminList: '/supportticket/adminlist',
  assignees: '/supportticket/assignees',
  assign: '/supportticket/assign',
  status: '/supportticket/status',
  close: '/supportticket/close',
  comment: '/supportticket/comment',
} as const;

/** The portal's screens: the company's list (spec section 2) and the support desk's. */
export const SUPPORT_ROUTES = { list: '/core/support/list', admin: '/core/support/admin' } as const;

export interface SupportTicketSummary {
  Id: number;
  /** Per company and year: ST-2026-000001. */
  TicketNo: string;
  CompanyId: number;
  CompanyName: string;
  TicketType: TicketType;
  ModuleId: number;
  ModuleName: string;
  PageCode: number;
  PageName: string;
  PriorityLevel: TicketPriority;
  Remarks: string;
  IssuerName: string;
  /** The stored image's path on our server (/uploads/...), or null. */
  ImagePath: string | null;
  Status: TicketStatus;
  AssigneeUserId: number | null;
  AssigneeName: string | null;
  CreatedByUserId: number | null;
  CreatedByName: string | null;
  CreatedAt: string;
  UpdatedAt: string;
  CommentCount: number;
}

export type SupportTicketPage = Page<SupportTicketSummary>;

export interface SupportTicketComment {
  Id: number;
  UserId: number | null;
  UserName: string | null;
  /** Written by the support desk (a super administrator), not by the company. */
  FromSupportDesk: boolean;
  Text: string;
  At: string;
}

export type SupportTicketHistoryAction = TicketAction | 'create' | 'update';

export interface SupportTicketTransition {
  Id: number;
  Action: SupportTicketHistoryAction;
  From: TicketStatus | null;
  To: TicketStatus;
  At: string;
  ActorName: string | null;
  Remarks: string | null;
}

export interface SupportTicketDetail extends SupportTicketSummary {
  Comments: SupportTicketComment[];
  History: SupportTicketTransition[];
  /** Open and filed by the caller: the form opens in edit mode. */
  CanEdit: boolean;
  /** The caller is on the support desk: assign, status and close are offered. */
  IsSupportDesk: boolean;
  /** The desk's actions this ticket allows now (empty for company users). */
  AllowedActions: TicketAction[];
}

/** A person the desk may assign a ticket to. */
export interface SupportAssignee {
  Id: number;
  Name: string;
}
