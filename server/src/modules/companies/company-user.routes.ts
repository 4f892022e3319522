import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { and, asc, eq } from 'drizzle-orm';
import { companies, companyUsers } from '../../db/schema/index.js';
import { implementRoute } from '../../http/define-route.js';

const companyColumns = {
  CompanyId: companies.id,
  CompanyName: companies.name,
  CompanyCode: companies.code,
  LegalName: companies.legalName,
};

export const companyUserRoutes = [
  implementRoute(companyContracts.userCompanies, {
    handler: async (ctx) => {
      const { db } = ctx.deps;
      if (ctx.user.isSuperAdmin) {
        return {
          data: await db
            .select(companyColumns)
            .from(companies)
            .where(eq(companies.isActive, true))
            .orderBy(asc(companies.name)),
        };
      }
      return {
        data: await db
          .select(companyColumns)
          .from(companyUsers)
          .innerJoin(companies, eq(companies.id, companyUsers.companyId))
          .where(
            and(
              eq(companyUsers.userId, ctx.user.userId),
              eq(companyUsers.isActive, true),
              eq(companies.isActive, true),
            ),
          )
          .orderBy(asc(companies.name)),
      };
    },
  }),
];
