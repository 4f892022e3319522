import { forbidden } from '../../http/api-error.js';
import type { UserContext } from '../../http/request-context.js';

export const SUPER_ADMIN_ONLY =
  'Only a super administrator can manage companies, their modules and packages.';

/**
 * Companies, the modules they bought and the packages on sale are the platform's, not one
 * company's: no page permission of a company reaches them.
 */
export const requireSuperAdmin = (ctx: UserContext): void => {
  if (!ctx.user.isSuperAdmin) throw forbidden(SUPER_ADMIN_ONLY);
};
