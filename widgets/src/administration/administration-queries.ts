import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, getData } from '../core/api-client.ts';
import type { EntityRecord } from '../entities/entity-record.types.ts';
import { type Grants, type PermissionMatrix, type PermissionRow, saveParams } from './permission-matrix.ts';

export const permissionMatrixKey = (roleId: number) => ['role-permissions', roleId] as const;

export const usePermissionMatrix = (roleId: number) =>
  useQuery({
    queryKey: permissionMatrixKey(roleId),
    queryFn: ({ signal }) => getData<PermissionMatrix>('/permission/listbyRoleId', { roleId }, { signal }),
    // The matrix is edited from what is stored now, not from a copy another admin has since changed.
    staleTime: 0,
  });

export const savePermissionMatrix = (matrix: PermissionMatrix, grants: Grants) =>
  callApi<PermissionRow[]>('post', '/permission/save', { form: saveParams(matrix, grants) });

/**
 * A role's permissions decide the menu and every "may I" check, and the person saving may hold the
 * role: those answers are stale now.
 */
export const refreshPermissionChecks = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['permission'] }),
    queryClient.invalidateQueries({ queryKey: ['menu'] }),
  ]);

/** A role as the user record lists it. */
export interface HeldRole {
  Id: number;
  Name: string;
}

const isHeldRole = (value: unknown): value is HeldRole =>
  typeof value === 'object' &&
  value !== null &&
  'Id' in value &&
  typeof value.Id === 'number' &&
  'Name' in value &&
  typeof value.Name === 'string';

/** The user record's Roles (server/src/modules/users/user-record.ts), first role first. */
export const heldRoles = (record: EntityRecord): HeldRole[] =>
  Array.isArray(record.Roles) ? record.Roles.filter(isHeldRole) : [];

/** Both answer the user record with its Roles. */
export const addUserRole = (userId: number, roleId: number) =>
  callApi<EntityRecord>('post', '/userrole/add', { form: { UserId: userId, RoleId: roleId } });

export const removeUserRole = (userId: number, roleId: number) =>
  callApi<EntityRecord>('post', '/userrole/delete', { form: { UserId: userId, RoleId: roleId } });

export interface PasswordReset {
  Id: number;
  UserName: string;
  /** Shown once: the server keeps only its hash. */
  TemporaryPassword: string;
}

export const resetUserPassword = (userId: number) =>
  callApi<PasswordReset>('post', '/user/adminresetpassword', { query: { id: userId } });

/** GET /siteinfo/get: both null before the first save. */
export interface SiteInfo {
  LogoPath: string | null;
  UpdatedAt: string | null;
}

/** Under the header's ['site-info'] key, so refreshing the one refreshes the logo the header shows. */
export const siteInfoSettingsKey = ['site-info', 'settings'] as const;

export const useSiteInfoSettings = () =>
  useQuery({
    queryKey: siteInfoSettingsKey,
    queryFn: ({ signal }) => getData<SiteInfo>('/siteinfo/get', undefined, { signal }),
    staleTime: 0,
  });

export const saveSiteLogo = (logo: File) => {
  const formData = new FormData();
  formData.append('Logo', logo, logo.name);
  return callApi<SiteInfo>('post', '/siteinfo/save', { formData });
};

export const removeSiteLogo = () => {
  // The route reads a multipart body; a form without a file part is still one.
  const formData = new FormData();
  formData.append('RemoveLogo', 'true');
  return callApi<SiteInfo>('post', '/siteinfo/save', { formData });
};
