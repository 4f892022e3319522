import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { count, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';
import { containsPattern, type PageRequest, pageOffset, toPage } from '../../http/page-query.js';
import { companyOrder, selectCompanies, toCompanyRecord } from './company-record.js';
import { createCompany, updateCompany } from './company-save.service.js';
import { requireSuperAdmin } from './super-admin.js';

const searchOf = (query: string | undefined): SQL | undefined => {
  const text = query?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(
    ilike(companies.name, pattern),
    ilike(companies.code, pattern),
    ilike(companies.legalName, pattern),
  );
};

const companyPage = async (db: Database, query: string | undefined, paging: PageRequest) => {
  const where = searchOf(query);
  const [rows, [total]] = await Promise.all([
    selectCompanies(db)
      .where(where)
      .orderBy(...companyOrder)
      .limit(paging.pageSize)
      .offset(pageOffset(paging)),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return toPage(rows.map(toCompanyRecord), Number(total?.total ?? 0), paging);
};

/** Every company of the platform, for the super administrator (spec 7, Sales app: Company list, save, get all). */
export const companyAdminRoutes = [
  implementRoute(companyContracts.list, {
    handler: async (ctx, { query }) => {
      requireSuperAdmin(ctx);
      return { data: await companyPage(ctx.deps.db, query.query, query) };
    },
  }),
  implementRoute(companyContracts.getAll, {
    handler: async (ctx, { query }) => {
      requireSuperAdmin(ctx);
      return {
        data: await companyPage(ctx.deps.db, query.query, { pageNo: query.offset, pageSize: query.limit }),
      };
    },
  }),
  implementRoute(companyContracts.save, {
    handler: async (ctx, { body }) => {
      requireSuperAdmin(ctx);
      const sent = Object.fromEntries(
        Object.entries(body).filter(([name, value]) => name !== 'Id' && value !== undefined),
      );
      if (body.Id === undefined) return { data: await createCompany(ctx, sent), message: 'Company created.' };
      return { data: await updateCompany(ctx, body.Id, sent), message: 'Company saved.' };
    },
  }),
];
