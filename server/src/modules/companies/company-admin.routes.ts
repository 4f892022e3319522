import { count, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { companies } from '../../db/schema/index.js';
import { defineRoute } from '../../http/define-route.js';
import {
  containsPattern,
  type PageRequest,
  pageOffset,
  pageQueryShape,
  toPage,
} from '../../http/page-query.js';
import { companyGetAllQuery, companySaveBody } from './company-admin.validators.js';
import { companyOrder, selectCompanies, toCompanyRecord } from './company-record.js';
import { createCompany, updateCompany } from './company-save.service.js';
import { requireSuperAdmin } from './super-admin.js';

const tag = 'Companies';

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
  defineRoute({
    method: 'get',
    path: '/company/list',
    summary: 'Super admin only. All companies, by name: one page, searched by name, code or legal name.',
    access: 'user',
    tag,
    query: z.object(pageQueryShape),
    handler: async (ctx, { query }) => {
      requireSuperAdmin(ctx);
      return { data: await companyPage(ctx.deps.db, query.query, query) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/company/getall',
    summary:
      'Super admin only. All companies, by name: offset is the page number (default 1), limit the page size (default 999), query searches name, code or legal name.',
    access: 'user',
    tag,
    query: companyGetAllQuery,
    handler: async (ctx, { query }) => {
      requireSuperAdmin(ctx);
      return {
        data: await companyPage(ctx.deps.db, query.query, { pageNo: query.offset, pageSize: query.limit }),
      };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/company/save',
    summary:
      'Super admin only. Without Id: creates a company (Name, Code, LegalName, Address, Phone, Email, PanNumber) with a main branch and an Administrator role. With Id: updates it; fields left out keep their values. A Code already used is 409.',
    access: 'user',
    tag,
    body: companySaveBody,
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
