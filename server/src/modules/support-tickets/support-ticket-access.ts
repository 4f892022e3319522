import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { requirePermission } from '../../auth/permissions.js';
import { forbidden } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';

export const SUPPORT_TICKET_PAGE = PAGE_CODES.SupportTicket;
export const SUPPORT_DESK_PAGE = PAGE_CODES.AdminSupportTicket;
/** The audit trail's entity name. */
export const SUPPORT_TICKET_ENTITY = 'SupportTicket';

export const SUPPORT_DESK_REFUSAL = 'You do not have permission to view Support Tickets (all companies).';

/**
 * The support desk (page 208) sees every company's tickets, so it is the platform's super
 * administrators only. A company's own administrators hold every page of their company through
 * their admin role, and may grant any page to their roles: neither may open other companies' tickets.
 */
export const isSupportDesk = (ctx: Pick<UserContext, 'user'>): boolean => ctx.user.isSuperAdmin;

export const requireSupportDesk = (ctx: Pick<UserContext, 'user'>): void => {
  if (!isSupportDesk(ctx)) throw forbidden(SUPPORT_DESK_REFUSAL);
};

/** The desk, or a member of the ticket's company who may view its tickets (page 207). */
export const requireTicketReader = async (ctx: UserContext): Promise<void> => {
  if (isSupportDesk(ctx)) return;
  await requirePermission(ctx, { page: SUPPORT_TICKET_PAGE, action: 'view' });
};
