import {
  PERMISSION_MESSAGES,
  type PermissionFlags,
  type PermissionMatrix,
  type PermissionRow,
  type PermissionRowInput,
} from '@backoffice/shared/administration/permission.contract';
import type { RoleRecord } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { and, asc, eq, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { modules, pages, rolePermissions } from '../../db/schema/index.js';
import type { UserContext } from '../../http/request-context.js';
import { holdsRole, requireAdministrator } from '../roles/administrator.js';
import { findRole } from '../roles/role-record.js';
import { outer } from '../users/audit-stamps.js';

const FLAG_COLUMNS = {
  CanView: rolePermissions.canView,
  CanCreate: rolePermissions.canCreate,
  CanEdit: rolePermissions.canEdit,
  CanDelete: rolePermissions.canDelete,
};

/** The rows a role has, page order, web before mobile app. */
export const storedPermissions = async (
  db: Database,
  companyId: number,
  roleId: number,
): Promise<PermissionRow[]> =>
  db
    .select({
      PageCode: rolePermissions.pageCode,
      PageName: pages.name,
      Title: pages.title,
      IsMobileApp: rolePermissions.isMobileApp,
      ...FLAG_COLUMNS,
    })
    .from(rolePermissions)
    .innerJoin(pages, eq(pages.code, rolePermissions.pageCode))
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)))
    .orderBy(asc(pages.code), asc(rolePermissions.isMobileApp));

const NO_FLAGS: PermissionFlags = { CanView: false, CanCreate: false, CanEdit: false, CanDelete: false };

/**
 * Every page of the catalogue, grouped by module, with the role's flags (false where it has no
 * row): web and mobile-app rows of each page, in exactly the shape permission/save takes back.
 */
export const permissionMatrix = async (
  db: Database,
  companyId: number,
  role: RoleRecord,
): Promise<PermissionMatrix> => {
  const [allModules, allPages, stored] = await Promise.all([
    db
      .select({
        id: modules.id,
        code: modules.code,
        name: modules.name,
        active: sql<boolean>`${outer(modules.code)} = 'Core' or exists (select 1 from company_modules cm
            where cm.company_id = ${companyId} and cm.module_id = ${outer(modules.id)})`,
      })
      .from(modules)
      .orderBy(asc(modules.id)),
    db.select().from(pages).orderBy(asc(pages.code)),
    storedPermissions(db, companyId, role.Id),
  ]);
  const flagsOf = (code: number, mobile: boolean): PermissionFlags => {
    const row = stored.find((entry) => entry.PageCode === code && entry.IsMobileApp === mobile);
    return row
      ? { CanView: row.CanView, CanCreate: row.CanCreate, CanEdit: row.CanEdit, CanDelete: row.CanDelete }
      : NO_FLAGS;
  };
  return {
    RoleId: role.Id,
    RoleName: role.Name,
    IsAdminRole: role.IsAdminRole,
    Modules: allModules
      .map((module) => ({
        ModuleId: module.id,
        ModuleCode: module.code,
        ModuleName: module.name,
        IsActiveForCompany: module.active,
        Permissions: allPages
          .filter((page) => page.moduleId === module.id)
          .flatMap((page) =>
            [false, true].map((mobile) => ({
              PageCode: page.code,
              PageName: page.name,
              Title: page.title,
              IsMobileApp: mobile,
              ...flagsOf(page.code, mobile),
            })),
          ),
      }))
      .filter((module) => module.Permissions.length > 0),
  };
};

/** The audit trail's picture: one readable line per granted row. */
const describeRows = (rows: PermissionRow[]): string[] =>
  rows.map((row) => {
    const actions = (['View', 'Create', 'Edit', 'Delete'] as const).filter((action) => row[`Can${action}`]);
    return `${row.Title} (${row.PageCode})${row.IsMobileApp ? ' [mobile app]' : ''}: ${actions.join(', ').toLowerCase()}`;
  });

const granted = (row: PermissionFlags): boolean =>
  row.CanView || row.CanCreate || row.CanEdit || row.CanDelete;

/**
 * Replaces all the role's rows (web and mobile app) with the given ones, in one transaction with
 * its audit entry. Rows granting nothing are not stored: no row means no permission.
 */
export const savePermissions = async (
  ctx: UserContext,
  roleId: number,
  rows: readonly PermissionRowInput[],
): Promise<PermissionRow[]> => {
  const { db } = ctx.deps;
  const role = await findRole(db, ctx.companyId, roleId);
  if (role.IsAdminRole || (await holdsRole(ctx, roleId)))
    await requireAdministrator(ctx, PERMISSION_MESSAGES.ownRole);
  const before = await storedPermissions(db, ctx.companyId, roleId);
  const kept = rows.filter(granted);
  await db.transaction(async (tx) => {
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.companyId, ctx.companyId), eq(rolePermissions.roleId, roleId)));
    if (kept.length > 0) {
      await tx.insert(rolePermissions).values(
        kept.map((row) => ({
          companyId: ctx.companyId,
          roleId,
          pageCode: row.PageCode,
          isMobileApp: row.IsMobileApp,
          canView: row.CanView,
          canCreate: row.CanCreate,
          canEdit: row.CanEdit,
          canDelete: row.CanDelete,
        })),
      );
    }
    const after = await storedPermissions(tx as Database, ctx.companyId, roleId);
    await writeUserAudit(tx as Database, ctx, {
      action: 'permissions',
      entity: ROLE.name,
      entityId: roleId,
      before: { Permissions: describeRows(before) },
      after: { Permissions: describeRows(after) },
    });
  });
  return storedPermissions(db, ctx.companyId, roleId);
};
