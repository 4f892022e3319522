import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { ORDER_RETURN_REASON } from '@backoffice/shared/entities/sales/order-return-reason.entity';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { SALES_ROUTE } from '@backoffice/shared/entities/sales/sales-route.entity';
import { STORE } from '@backoffice/shared/entities/sales/store.entity';
import { TERRITORY } from '@backoffice/shared/entities/sales/territory.entity';
import { TICKET_PRIORITIES, TICKET_TYPES } from '@backoffice/shared/support/support-ticket';
import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  bankAccountsTable,
  bankStatementLines,
  bankStatements,
  banners,
  costCentersTable,
  ledgersTable,
  pushSubscriptions,
  supportTickets,
  users,
} from '../db/schema/index.js';
import { entityTable } from '../entities/entity-table.js';
import { API } from './sign-in.js';
import type { TestApp } from './test-app.js';

type Row = Record<string, unknown>;

/**
 * A record one company owns, as the cross-company walk aims at it: which company, how its id is
 * found in the demo data, and what is read back to show that a call changed nothing.
 */
interface CompanyRecord {
  company: 1 | 2;
  /** The table whose row this is; `children` are the rows that hang off it, by their key column. */
  table: string;
  children?: Readonly<Record<string, string>>;
  /** Narrows the demo rows to the one the cases need (the first by id otherwise). */
  where?: SQL;
}

const tableOf = (entity: EntityDeclaration): string => getTableName(entityTable(entity));

const COMPANY_1_USER_ONLY = sql`id in (select user_id from company_users group by user_id having max(company_id) = 1 and min(company_id) = 1) and username = 'staff'`;

export const COMPANY_RECORDS = {
  order: {
    company: 1,
    table: 'orders',
    children: { order_lines: 'order_id', order_transitions: 'order_id' },
  },
  orderReturn: {
    company: 1,
    table: 'order_returns',
    children: { order_return_lines: 'return_id', order_return_transitions: 'return_id' },
  },
  payment: {
    company: 1,
    table: 'payments',
    children: { payment_transitions: 'payment_id', payment_named_orders: 'payment_id' },
  },
  beatPlan: {
    company: 1,
    table: 'beat_plans',
    children: { beat_plan_lines: 'plan_id', beat_plan_transitions: 'plan_id' },
  },
  visit: { company: 1, table: 'visits', children: { visit_files: 'visit_id' } },
  supportTicket: {
    company: 1,
    table: 'support_tickets',
    children: { support_ticket_comments: 'ticket_id', support_ticket_transitions: 'ticket_id' },
  },
  user: {
    company: 1,
    table: 'users',
    children: { company_users: 'user_id', user_roles: 'user_id' },
    where: COMPANY_1_USER_ONLY,
  },
  superAdmin: { company: 1, table: 'users', where: sql`username = 'superadmin'` },
  role: { company: 1, table: 'roles', children: { role_permissions: 'role_id', user_roles: 'role_id' } },
  setting: { company: 1, table: 'application_settings' },
  banner: { company: 1, table: 'banners' },
  notification: { company: 1, table: 'notifications' },
  pushSubscription: { company: 1, table: 'push_subscriptions' },
  notice: { company: 1, table: tableOf(NOTICE), children: { notice_reads: 'notice_id' } },
  pushNotification: {
    company: 1,
    table: tableOf(PUSH_NOTIFICATION),
    children: { push_deliveries: 'push_notification_id' },
  },
  salesPerson: { company: 1, table: tableOf(SALES_PERSON), where: sql`user_id is not null` },
  party: { company: 1, table: tableOf(PARTY) },
  product: { company: 1, table: tableOf(PRODUCT) },
  store: { company: 1, table: tableOf(STORE) },
  returnReason: { company: 1, table: tableOf(ORDER_RETURN_REASON) },
  route: { company: 1, table: tableOf(SALES_ROUTE) },
  territory: { company: 1, table: tableOf(TERRITORY) },
  ledger: { company: 1, table: 'ledgers', where: sql`party_id is null` },
  voucher: {
    company: 1,
    table: 'vouchers',
    children: { voucher_lines: 'voucher_id', voucher_transitions: 'voucher_id' },
    where: sql`status = 'draft'`,
  },
  branch: { company: 1, table: 'branches', where: sql`not is_main` },
  costCenter: { company: 1, table: 'cost_centers' },
  ledgerGroup: { company: 1, table: 'ledger_groups' },
  fiscalYear: { company: 1, table: 'fiscal_years' },
  bankAccount: {
    company: 1,
    table: 'bank_accounts',
    children: {
      bank_statements: 'bank_account_id',
      bank_statement_lines: 'bank_account_id',
      bank_clearances: 'bank_account_id',
    },
  },
  statementLine: { company: 1, table: 'bank_statement_lines' },
  attendance: { company: 1, table: 'attendances' },
  dayLog: { company: 1, table: 'day_logs' },
  activationRequest: {
    company: 2,
    table: 'mobile_banking_activation_requests',
    children: {
      mobile_banking_request_transitions: 'activation_request_id',
      mobile_banking_charges: 'activation_request_id',
      mobile_banking_codes: 'activation_request_id',
      sms_outbox: 'activation_request_id',
    },
  },
} as const satisfies Record<string, CompanyRecord>;

export type RecordName = keyof typeof COMPANY_RECORDS;
export type RecordIds = Readonly<Record<RecordName, number>>;

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Users are not a company's rows: membership (company_users) says whose they are. */
const ownedBy = (record: CompanyRecord): SQL =>
  record.table === 'users'
    ? sql`id in (select user_id from company_users where company_id = ${record.company})`
    : sql`company_id = ${record.company}`;

const firstId = async (db: Database, record: CompanyRecord): Promise<number | null> => {
  const where = record.where ? sql`${ownedBy(record)} and ${record.where}` : ownedBy(record);
  const [row] = rowsOf(
    await db.execute(sql`select id from ${sql.identifier(record.table)} where ${where} order by id limit 1`),
  );
  return row ? Number(row.id) : null;
};

/** The id of one record of each kind, in the company that owns it (the demo data's, or the test's). */
export const findRecordIds = async (db: Database): Promise<RecordIds> => {
  const found: Partial<Record<RecordName, number>> = {};
  const missing: string[] = [];
  // One after another: the test's connection pool is small and a page of lookups is quick.
  for (const [name, record] of Object.entries(COMPANY_RECORDS) as [RecordName, CompanyRecord][]) {
    const id = await firstId(db, record);
    if (id === null) missing.push(`${name} (${record.table} of company ${record.company})`);
    else found[name] = id;
  }
  if (missing.length > 0) throw new Error(`No record to aim at: ${missing.join(', ')}`);
  return found as RecordIds;
};

/** The record's row and the rows hanging off it, read straight from the database. */
export const readBack = async (db: Database, name: RecordName, id: number): Promise<Row[][]> => {
  const record: CompanyRecord = COMPANY_RECORDS[name];
  const reads: Row[][] = [
    rowsOf(await db.execute(sql`select * from ${sql.identifier(record.table)} where id = ${id}`)),
  ];
  for (const [table, key] of Object.entries(record.children ?? {})) {
    reads.push(
      rowsOf(
        await db.execute(
          sql`select * from ${sql.identifier(table)} where ${sql.identifier(key)} = ${id} order by 1, 2`,
        ),
      ),
    );
  }
  return reads;
};

/**
 * The records the demo data does not hold, made in company 1 by its administrator (entities
 * through their API; the others straight into their tables, as their own tests cover their forms).
 */
export const addMissingRecords = async (app: TestApp, adminToken: string): Promise<void> => {
  const asAdmin = { token: adminToken, companyId: 1 };
  const notice = await app.post(`${API}/notice/save`, {
    ...asAdmin,
    json: {
      Title: 'Company 1 notice',
      Description: 'For company 1',
      NoticeDate: '2026-11-01',
      Audience: 'all',
    },
  });
  const push = await app.post(`${API}/pushnotification/save`, {
    ...asAdmin,
    json: { Title: 'Company 1 push', Body: 'For company 1', Audience: 'all' },
  });
  const [cash, capital] = await Promise.all(
    ['Cash', 'Capital'].map(async (name) => {
      const [row] = await app.deps.db
        .select({ id: ledgersTable.id })
        .from(ledgersTable)
        .where(and(eq(ledgersTable.companyId, 1), eq(ledgersTable.Name, name)));
      return row?.id ?? 0;
    }),
  );
  // A draft: the record every voucher call could still change, so the walk shows none does.
  const voucher = await app.post(`${API}/voucher/save`, {
    ...asAdmin,
    json: {
      VoucherType: 'journal',
      VoucherDate: '2026-11-20',
      Narration: 'Company 1 draft',
      Lines: [
        { LedgerId: cash, Side: 'Dr', Amount: 10 },
        { LedgerId: capital, Side: 'Cr', Amount: 10 },
      ],
    },
  });
  for (const saved of [notice, push, voucher]) {
    if (saved.status !== 200) throw new Error(String(saved.body.Message));
  }
  const { db } = app.deps;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const userId = admin?.id ?? 0;
  await db.insert(supportTickets).values({
    companyId: 1,
    ticketNo: 'ST-2026-900001',
    ticketType: TICKET_TYPES[0],
    moduleId: 1,
    pageCode: 1,
    priority: TICKET_PRIORITIES[0],
    remarks: 'Company 1 ticket',
    issuerName: 'Admin',
  });
  await db.insert(banners).values({ companyId: 1, bannerKey: 'login', sort: 1 });
  await db.insert(costCentersTable).values({ companyId: 1, Name: 'Company 1 cost center' });
  // A statement line of company 1's bank account, as an import would write it.
  const [account] = await db
    .select({ id: bankAccountsTable.id })
    .from(bankAccountsTable)
    .where(eq(bankAccountsTable.companyId, 1))
    .limit(1);
  if (!account) throw new Error('company 1 has no bank account');
  const [statement] = await db
    .insert(bankStatements)
    .values({ companyId: 1, bankAccountId: account.id, fileName: 'company-1.csv', lineCount: 1 })
    .returning({ id: bankStatements.id });
  await db.insert(bankStatementLines).values({
    companyId: 1,
    statementId: statement?.id ?? 0,
    bankAccountId: account.id,
    lineNo: 1,
    txnDate: '2026-11-20',
    description: 'Company 1 deposit',
    deposit: 1000,
    fingerprint: 'company-1-line',
  });
  await db.insert(pushSubscriptions).values({
    companyId: 1,
    userId,
    endpoint: 'https://push.example.com/company-1-browser',
    p256dh: 'p256dh',
    auth: 'auth',
  });
};
