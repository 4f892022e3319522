import { type CompanyDetail, companyContracts } from '@backoffice/shared/companies/company.contract';
import { asc, eq } from 'drizzle-orm';
import { companies, companyModules, modules } from '../../db/schema/index.js';
import { notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';

export const companyDetailRoutes = [
  implementRoute(companyContracts.detail, {
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const [company] = await db.select().from(companies).where(eq(companies.id, ctx.companyId));
      // The tenant check found the company a moment ago; this covers it vanishing in between.
      if (!company) throw notFound('Company not found.');
      const active = await db
        .select({ code: modules.code })
        .from(companyModules)
        .innerJoin(modules, eq(modules.id, companyModules.moduleId))
        .where(eq(companyModules.companyId, ctx.companyId))
        .orderBy(asc(modules.id));
      const data: CompanyDetail = {
        CompanyId: company.id,
        CompanyName: company.name,
        CompanyCode: company.code,
        LegalName: company.legalName,
        Address: company.address,
        Phone: company.phone,
        Email: company.email,
        PanNumber: company.panNumber,
        TimeZone: company.timeZone,
        ActiveModules: active.map((row) => row.code),
      };
      return { data };
    },
  }),
];
