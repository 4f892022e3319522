import { VOUCHER_TYPES, type VoucherType } from '@backoffice/shared/accounting/voucher';
import { VOUCHER_PAGE_NAMES, voucherPageOf } from '@backoffice/shared/accounting/voucher.contract';
import { PAGES } from '@backoffice/shared/catalogue/pages';
import type { PermissionAction } from '@backoffice/shared/page-codes';
import { grantedPages } from '../../../auth/page-grants.js';
import { forbidden } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';

/** The voucher types the caller may act on, per action: each type has its own page. */
export type VoucherRights = Readonly<Record<PermissionAction, ReadonlySet<VoucherType>>>;

const ACTIONS: readonly PermissionAction[] = ['view', 'create', 'edit', 'delete'];

/** Read once per request (two queries per action), not once per voucher of a list. */
export const voucherRights = async (ctx: UserContext): Promise<VoucherRights> => {
  const member = { userId: ctx.user.userId, isSuperAdmin: ctx.user.isSuperAdmin };
  const entries = await Promise.all(
    ACTIONS.map(async (action) => {
      const pages = (await grantedPages(ctx.deps.db, ctx.companyId, [member], action)).get(member.userId);
      const types = VOUCHER_TYPES.filter((type) => pages?.has(voucherPageOf(type)) === true);
      return [action, new Set(types)] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as VoucherRights;
};

const titleOf = (type: VoucherType): string =>
  PAGES.find((page) => page.name === VOUCHER_PAGE_NAMES[type])?.title ?? `${type} vouchers`;

/** 403 naming the type's page, as a route's own permission check words it. */
export const requireVoucherRight = (
  rights: VoucherRights,
  type: VoucherType,
  action: PermissionAction,
): void => {
  if (!rights[action].has(type)) throw forbidden(`You do not have permission to ${action} ${titleOf(type)}.`);
};
