import { moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { and, eq } from 'drizzle-orm';
import { companyModules, roles } from '../db/schema/index.js';
import { signInAs, signInWithNewAuthenticator } from './sign-in.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The app and the three callers the sales tests ask with. */
export interface SalesTestApp {
  app: TestApp;
  /** Company 1's admin: every grant. */
  admin: string;
  /** Company 1's staff: no grant on the sales pages until a test gives one. */
  staff: string;
  /** Company 2's admin (two-factor sign-in), for what company 1's records answer another company. */
  coop: string;
}

/**
 * A fresh app with admin, staff and company B's admin signed in. Company 2 gets the sales module,
 * so what it is refused is company 1's records, not the module.
 */
export const startSalesTestApp = async (): Promise<SalesTestApp> => {
  const app = await startTestApp();
  const [admin, staff, coop] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
    signInWithNewAuthenticator(app, 'coopadmin', 'Admin@123', { companyId: 2, branchId: 3 }),
  ]);
  await app.deps.db
    .insert(companyModules)
    .values({ companyId: 2, moduleId: moduleIdOf('SalesApp') })
    .onConflictDoNothing();
  return { app, admin, staff, coop };
};

/** Company 1's Staff role, the staff caller's, for a test that grants it one page. */
export const staffRoleId = async (app: TestApp): Promise<number> => {
  const [staffRole] = await app.deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, 1), eq(roles.name, 'Staff')));
  return staffRole?.id ?? 0;
};
