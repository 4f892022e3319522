import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { userContracts } from '@backoffice/shared/administration/user.contract';
import { userRoleContracts } from '@backoffice/shared/administration/user-role.contract';
import { menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import { type RoleRef, roleRefSchema } from '@backoffice/shared/entities/administration/user.entity';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../core/contract-client.ts';
import type { EntityRecord } from '../entities/entity-record.types.ts';
import { type Grants, type PermissionMatrix, saveBody } from './permission-matrix.ts';

const permissionApi = clientOf(permissionContracts);
const userApi = clientOf(userContracts);
const userRoleApi = clientOf(userRoleContracts);

export const permissionMatrixKey = (roleId: number) =>
  contractKey(permissionContracts.listByRoleId, { roleId });

export const usePermissionMatrix = (roleId: number) =>
  useQuery({
    queryKey: permissionMatrixKey(roleId),
    queryFn: ({ signal }) => permissionApi.listByRoleId({ query: { roleId }, signal }),
    // The matrix is edited from what is stored now, not from a copy another admin has since changed.
    staleTime: 0,
  });

/** Answers the role's rows as stored; the toast says PERMISSION_MESSAGES.saved, as the server does. */
export const savePermissionMatrix = (matrix: PermissionMatrix, grants: Grants) =>
  permissionApi.save({ body: saveBody(matrix, grants) });

/**
 * A role's permissions decide the menu and every "may I" check, and the person saving may hold the
 * role: those answers are stale now. Checks not yet asked through the contract key theirs ['permission', …].
 */
export const refreshPermissionChecks = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKey(permissionContracts.checkAction) }),
    queryClient.invalidateQueries({ queryKey: contractKey(menuContracts.forRoles) }),
  ]);

const isRoleRef = (value: unknown): value is RoleRef => roleRefSchema.safeParse(value).success;

/** The user record's Roles (userRecordSchema), first role first; the entity form holds it untyped. */
export const heldRoles = (record: EntityRecord): RoleRef[] =>
  Array.isArray(record.Roles) ? record.Roles.filter(isRoleRef) : [];

/** Both answer the user record with its Roles (USER_ROLE_MESSAGES.added / removed say it). */
export const addUserRole = (userId: number, roleId: number) =>
  userRoleApi.add({ body: { UserId: userId, RoleId: roleId } });

export const removeUserRole = (userId: number, roleId: number) =>
  userRoleApi.delete({ body: { UserId: userId, RoleId: roleId } });

/** The temporary password, shown once (USER_PASSWORD_MESSAGES.reset says so). */
export const resetUserPassword = (userId: number) => userApi.adminResetPassword({ query: { id: userId } });
