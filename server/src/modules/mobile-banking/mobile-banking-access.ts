import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { hasPermission } from '../../auth/permissions.js';
import type { UserContext } from '../../http/request-context.js';

/** Activation requests, their renewals and charges, and the core-banking reads about their members. */
const ACTIVATION_PAGE = PAGE_CODES.ActivationRequest;
/** The entity name in the audit log. */
export const AUDIT_ENTITY = 'ActivationRequest';

/** Whether the caller may run actions: without it the screens get no buttons. */
export const mayRunActivationActions = (ctx: UserContext): Promise<boolean> =>
  hasPermission(ctx, ACTIVATION_PAGE, 'edit');
