import { and, eq } from 'drizzle-orm';
import { rolePermissions, roles } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/**
 * Gives a role of company 1 every right on a page (view, create, edit, delete), whatever it had:
 * for tests that show a rule holds whatever a role permits.
 */
export const grantEverything = async (app: TestApp, roleName: string, pageCode: number): Promise<void> => {
  const [role] = await app.deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, 1), eq(roles.name, roleName)));
  const all = { canView: true, canCreate: true, canEdit: true, canDelete: true };
  await app.deps.db
    .insert(rolePermissions)
    .values({ companyId: 1, roleId: role?.id ?? 0, pageCode, ...all })
    .onConflictDoUpdate({
      target: [
        rolePermissions.companyId,
        rolePermissions.roleId,
        rolePermissions.pageCode,
        rolePermissions.isMobileApp,
      ],
      set: all,
    });
};
