import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import type { PermissionAction } from '@backoffice/shared/page-codes';
import { useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from './contract-client.ts';

const checkQuery = (pageCode: number, action: PermissionAction) => ({
  screenId: pageCode,
  actionType: action,
});

/** The cache key of one check; `contractKey(permissionContracts.checkAction)` refreshes them all. */
export const pagePermissionKey = (pageCode: number, action: PermissionAction) =>
  contractKey(permissionContracts.checkAction, checkQuery(pageCode, action));

/**
 * Spec section 6: whether the user may take the action on the page (GET
 * /permission/CheckActionPermission). Every screen asks through this one hook, so one check per page
 * and action is cached; a failed check counts as "no" (the server refuses the call itself anyway).
 */
export const usePagePermission = (pageCode: number, action: PermissionAction): boolean => {
  const check = useQuery({
    queryKey: pagePermissionKey(pageCode, action),
    queryFn: ({ signal }) =>
      callContract(permissionContracts.checkAction, { query: checkQuery(pageCode, action), signal }),
    staleTime: 5 * 60_000,
  });
  return check.data === true;
};
