import { type ModuleCode, moduleIdOf } from '@backoffice/shared/catalogue/modules';
import { SETTING_KEYS } from '@backoffice/shared/constants';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash.js';
import type { Database } from '../db/database.js';
import {
  applicationSettings,
  branches,
  companies,
  companyModules,
  companyUsers,
  oauthClients,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../db/schema/index.js';
import { createAccountingDefaults } from '../modules/accounting/accounting-defaults.js';
import { companyToday } from '../modules/orders/company-today.js';
import { DEMO_ACCOUNTS, DEMO_PORTAL_CLIENT } from './demo-accounts.js';
import { seedDemoBeatPlans } from './demo-beat-plans-seed.js';
import { seedDemoBooks } from './demo-books-seed.js';
import { seedDemoContent } from './demo-content-seed.js';
import { seedDemoDealers } from './demo-dealers-seed.js';
import { FIELD_ROLE_GRANTS } from './demo-field-role-grants.js';
import { seedDemoHistory } from './demo-history-seed.js';
import { seedDemoLeaves } from './demo-leaves-seed.js';
import { seedDemoMobileBanking } from './demo-mobile-banking-seed.js';
import { seedDemoOrders } from './demo-orders-seed.js';
import { seedDemoReturnsAndCollections } from './demo-returns-and-collections-seed.js';
import { seedDemoSales } from './demo-sales-seed.js';
import { seedDemoShell } from './demo-shell-seed.js';
import { seedDemoTracking } from './demo-tracking-seed.js';
import { seedDemoAttendance } from './workforce/demo-attendance-seed.js';
import { seedDemoDayLogs } from './workforce/demo-day-logs-seed.js';
import { seedDemoPartyNotes } from './workforce/demo-party-notes-seed.js';
import { seedDemoStaffMoney } from './workforce/demo-staff-money-seed.js';
import { seedDemoVisitPurposes } from './workforce/demo-visit-purposes-seed.js';

interface DemoCompany {
  code: string;
  name: string;
  legalName: string;
  address: string;
  phone: string;
  email: string;
  panNumber: string;
  modules: ModuleCode[];
  branches: string[];
  multiBranching: boolean;
  twoFactor: boolean;
}

/** Company 1: a distributor with both switches off; company 2: a cooperative with both on. */
const DEMO_COMPANIES: DemoCompany[] = [
  {
    code: 'HTL',
    name: 'Himalayan Traders',
    legalName: 'Himalayan Traders Pvt. Ltd.',
    address: 'New Road, Kathmandu',
    phone: '+97714221100',
    email: 'info@himalayantraders.example',
    panNumber: '301234567',
    modules: ['Administration', 'SalesApp', 'Accounting', 'PurchaseAndSales', 'Support'],
    branches: ['Kathmandu Head Office', 'Pokhara Branch'],
    multiBranching: false,
    twoFactor: false,
  },
  {
    code: 'SSCC',
    name: 'Sagarmatha Cooperative',
    legalName: 'Sagarmatha Saving and Credit Cooperative Ltd.',
    address: 'Baneshwor, Kathmandu',
    phone: '+97714780011',
    email: 'info@sagarmathacoop.example',
    panNumber: '602345678',
    modules: ['Administration', 'MobileBanking', 'Accounting', 'Support'],
    branches: ['Baneshwor Head Office', 'Lalitpur Branch', 'Bhaktapur Branch'],
    multiBranching: true,
    twoFactor: true,
  },
];

const ROLE_NAMES = ['Administrator', 'Staff', 'Sales Person', 'Dealer', 'Delivery Person'] as const;

export const isDatabaseEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  return (row?.count ?? 0) === 0;
};

export interface DemoSeedOptions {
  /**
   * Adds sales3 … sales5 with their sales persons and tracks (the maps and the field simulator want
   * five people in the field). Off for the integration suite's template, whose lists assert the base
   * demo's people.
   */
  fieldForce?: boolean;
  /**
   * Adds three months of the distributor's trade (orders, returns, collections, visits) and a filled
   * list in every module (notices, notification templates and setups, support tickets, the SMS
   * outbox…). Off for the integration suite's template, whose lists assert the base demo's rows.
   */
  history?: boolean;
}

/**
 * Loads the demo companies, people, settings and shell content into an empty database, in one
 * transaction. Notification times count back from `now`, so a fresh demo always has recent ones.
 */
export const seedDemoData = async (
  db: Database,
  now: Date = new Date(),
  options: DemoSeedOptions = {},
): Promise<void> => {
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) hashes.set(account.username, await hashPassword(account.password));
  const clientSecretHash = await hashPassword(DEMO_PORTAL_CLIENT.clientSecret);

  await db.transaction(async (tx) => {
    const companyIds = new Map<string, number>();
    const userIds = new Map<string, number>();
    const roleIds = new Map<string, number>();
    for (const demo of DEMO_COMPANIES) {
      const [company] = await tx
        .insert(companies)
        .values({
          code: demo.code,
          name: demo.name,
          legalName: demo.legalName,
          address: demo.address,
          phone: demo.phone,
          email: demo.email,
          panNumber: demo.panNumber,
        })
        .returning({ id: companies.id });
      if (!company) throw new Error('seed: company not created');
      companyIds.set(demo.code, company.id);
      // Before the parties, whose ledgers go under its Sundry Debtors.
      await createAccountingDefaults(
        tx as Database,
        company.id,
        await companyToday(tx as Database, company.id, now),
      );
      await tx.insert(branches).values(
        demo.branches.map((name, index) => ({
          companyId: company.id,
          code: `B${index + 1}`,
          name,
          isMain: index === 0,
        })),
      );
      await tx
        .insert(companyModules)
        .values(demo.modules.map((code) => ({ companyId: company.id, moduleId: moduleIdOf(code) })));
      await tx.insert(applicationSettings).values([
        {
          companyId: company.id,
          key: SETTING_KEYS.multiBranching,
          value: String(demo.multiBranching),
          isPublic: true,
        },
        { companyId: company.id, key: SETTING_KEYS.twoFactor, value: String(demo.twoFactor), isPublic: true },
        { companyId: company.id, key: SETTING_KEYS.mapTierKey, value: '', isPublic: true },
      ]);
      for (const name of ROLE_NAMES) {
        const [role] = await tx
          .insert(roles)
          .values({ companyId: company.id, name, isAdminRole: name === 'Administrator' })
          .returning({ id: roles.id });
        if (!role) throw new Error('seed: role not created');
        roleIds.set(`${demo.code}:${name}`, role.id);
      }
      // Staff may file and follow support tickets; nothing else without an administrator's grant.
      const staffRole = roleIds.get(`${demo.code}:Staff`);
      if (staffRole) {
        await tx.insert(rolePermissions).values({
          companyId: company.id,
          roleId: staffRole,
          pageCode: PAGE_CODES.SupportTicket,
          canView: true,
          canCreate: true,
          canEdit: true,
        });
      }
      // The field roles get the screens of their own work; the server keeps every field user to
      // their own records whatever the role grants (docs/sales.md, "Field users").
      for (const [name, grants] of Object.entries(FIELD_ROLE_GRANTS)) {
        const roleId = roleIds.get(`${demo.code}:${name}`);
        if (roleId) {
          await tx
            .insert(rolePermissions)
            .values(grants.map((grant) => ({ companyId: company.id, roleId, ...grant })));
        }
      }
    }

    for (const account of DEMO_ACCOUNTS) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          firstName: account.firstName,
          lastName: account.lastName,
          passwordHash: hashes.get(account.username) ?? null,
          isSuperAdmin: account.isSuperAdmin ?? false,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('seed: user not created');
      userIds.set(account.username, user.id);
      for (const membership of account.memberships) {
        const companyId = companyIds.get(membership.companyCode);
        if (companyId === undefined) throw new Error(`seed: unknown company ${membership.companyCode}`);
        await tx.insert(companyUsers).values({ companyId, userId: user.id, userType: membership.userType });
        await tx.insert(userRoles).values(
          membership.roles.map((name, position) => {
            const roleId = roleIds.get(`${membership.companyCode}:${name}`);
            if (roleId === undefined) throw new Error(`seed: unknown role ${name}`);
            return { companyId, userId: user.id, roleId, position };
          }),
        );
      }
    }

    await tx.insert(oauthClients).values({
      clientId: DEMO_PORTAL_CLIENT.clientId,
      name: 'Back Office portal (public client)',
      secretHash: clientSecretHash,
    });
    await seedDemoShell(tx as Database, { companyIds, userIds }, now);
    const distributor = companyIds.get('HTL');
    const admin = userIds.get('admin');
    if (distributor === undefined || admin === undefined) throw new Error('seed: no distributor or admin');
    await seedDemoSales(tx as Database, distributor, admin);
    await seedDemoOrders(tx as Database, distributor, userIds, now);
    await seedDemoReturnsAndCollections(tx as Database, distributor, userIds, now);
    await seedDemoDealers(tx as Database, distributor, userIds, admin);
    await seedDemoBeatPlans(tx as Database, distributor, admin, now);
    await seedDemoTracking(tx as Database, distributor, admin, now, options);
    await seedDemoVisitPurposes(tx as Database, distributor, admin);
    await seedDemoPartyNotes(tx as Database, distributor, userIds, now);
    await seedDemoDayLogs(tx as Database, distributor, userIds, now);
    await seedDemoLeaves(tx as Database, distributor, userIds, admin, now);
    await seedDemoAttendance(tx as Database, distributor, userIds, admin, now);
    const cooperative = companyIds.get('SSCC');
    const coopAdmin = userIds.get('coopadmin');
    if (cooperative === undefined || coopAdmin === undefined)
      throw new Error('seed: no cooperative or its admin');
    await seedDemoMobileBanking(tx as Database, cooperative, coopAdmin, now);
    if (options.history) {
      await seedDemoHistory(tx as Database, distributor, userIds, now);
      await seedDemoContent(tx as Database, { distributor, cooperative }, userIds, now);
    }
    await seedDemoBooks(tx as Database, distributor, admin, now);
    // After the sales backlog, so the staff vouchers number after the older sales documents.
    await seedDemoStaffMoney(tx as Database, distributor, userIds, admin, now);
  });
};
