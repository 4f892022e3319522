import type { CompanyRecord } from '@backoffice/shared/companies/company.contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { outer } from '../users/audit-stamps.js';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  code: companies.code,
  legalName: companies.legalName,
  address: companies.address,
  phone: companies.phone,
  email: companies.email,
  panNumber: companies.panNumber,
  timeZone: companies.timeZone,
  isActive: companies.isActive,
  activeModules: sql<string[] | null>`(select array_agg(m.code order by m.id) from company_modules cm
    join modules m on m.id = cm.module_id where cm.company_id = ${outer(companies.id)})`,
  createdAt: companies.createdAt,
  updatedAt: companies.updatedAt,
};

export const selectCompanies = (db: Database) => db.select(companyColumns).from(companies).$dynamic();

type CompanyRow = Awaited<ReturnType<ReturnType<typeof selectCompanies>['execute']>>[number];

export const toCompanyRecord = (row: CompanyRow): CompanyRecord => ({
  Id: row.id,
  Name: row.name,
  Code: row.code,
  LegalName: row.legalName,
  Address: row.address,
  Phone: row.phone,
  Email: row.email,
  PanNumber: row.panNumber,
  TimeZone: row.timeZone,
  IsActive: row.isActive,
  ActiveModules: row.activeModules ?? [],
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
});

export const companyOrder = [asc(sql`lower(${companies.name})`), asc(companies.id)];

export const findCompany = async (db: Database, id: number): Promise<CompanyRecord> => {
  const [row] = await selectCompanies(db).where(eq(companies.id, id)).limit(1);
  if (!row) throw notFound(`Company ${id} was not found.`);
  return toCompanyRecord(row);
};

/** What the audit trail keeps of a company. */
export const companyPicture = (record: CompanyRecord): Record<string, unknown> => ({
  Name: record.Name,
  Code: record.Code,
  LegalName: record.LegalName,
  Address: record.Address,
  Phone: record.Phone,
  Email: record.Email,
  PanNumber: record.PanNumber,
  ActiveModules: record.ActiveModules,
});
