import { VOUCHER_TYPES, type VoucherType } from '@backoffice/shared/accounting/voucher';
import { VOUCHER_PAGE_NAMES, voucherPageOf } from '@backoffice/shared/accounting/voucher.contract';
import { PAGES } from '@backoffice/shared/catalogue/pages';
import type { PermissionAction } from '@backoffice/shared/page-codes';
import { grantedActions } from '../../../auth/page-grants.js';
import { forbidden } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';

/** The voucher types the caller may act on, per action: each type has its own page. */
export type VoucherRights = Readonly<Record<PermissionAction, ReadonlySet<VoucherType>>>;

/** Read once per request (two queries), not once per voucher of a list or per action. */
export const voucherRights = async (ctx: UserContext): Promise<VoucherRights> => {
  const member = { userId: ctx.user.userId, isSuperAdmin: ctx.user.isSuperAdmin };
  const granted = await grantedActions(ctx.deps.db, ctx.companyId, member, VOUCHER_TYPES.map(voucherPageOf));
  const typesWith = (action: PermissionAction) =>
    new Set(VOUCHER_TYPES.filter((type) => granted[action].has(voucherPageOf(type))));
  return {
    view: typesWith('view'),
    create: typesWith('create'),
    edit: typesWith('edit'),
    delete: typesWith('delete'),
  };
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
