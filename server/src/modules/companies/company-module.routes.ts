import { companyContracts } from '@backoffice/shared/companies/company.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { companyModules, modules } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { findCompany } from './company-record.js';
import { requireSuperAdmin } from './super-admin.js';

export const COMPANY_MODULE_MESSAGES = {
  added: 'Module added to the company.',
  removed: 'Module removed from the company.',
  core: 'Core is part of every company and cannot be added or removed.',
  alreadyHas: 'The company already has this module.',
  doesNotHave: 'The company does not have this module.',
} as const;

/** Adds or removes one module of a company, audited on the company with its modules before and after. */
const changeModules = async (ctx: UserContext, companyId: number, moduleId: number, add: boolean) => {
  requireSuperAdmin(ctx);
  const { db } = ctx.deps;
  const before = await findCompany(db, companyId);
  const [module] = await db.select().from(modules).where(eq(modules.id, moduleId));
  if (!module) throw notFound(`Module ${moduleId} was not found.`);
  if (module.code === 'Core') throw new ApiError(409, COMPANY_MODULE_MESSAGES.core);
  const has = before.ActiveModules.includes(module.code);
  if (add && has) throw new ApiError(409, COMPANY_MODULE_MESSAGES.alreadyHas);
  if (!add && !has) throw notFound(COMPANY_MODULE_MESSAGES.doesNotHave);
  await db.transaction(async (tx) => {
    if (add) await tx.insert(companyModules).values({ companyId, moduleId, addedAt: ctx.now });
    else
      await tx
        .delete(companyModules)
        .where(and(eq(companyModules.companyId, companyId), eq(companyModules.moduleId, moduleId)));
    const after = await findCompany(tx as Database, companyId);
    await writeAudit(tx as Database, ctx, {
      companyId,
      actorUserId: ctx.user.userId,
      action: add ? 'addModule' : 'removeModule',
      entity: 'Company',
      entityId: companyId,
      before: { ActiveModules: before.ActiveModules },
      after: { ActiveModules: after.ActiveModules },
    });
  });
  return findCompany(db, companyId);
};

/** Module permissions per company (spec 7: modules by companyId, add and remove module). */
export const companyModuleRoutes = [
  // The tenant check already took companyId as the company (and refused one that differs from the header).
  implementRoute(companyContracts.modules, {
    handler: async (ctx) => {
      const rows = await ctx.deps.db
        .select({
          ModuleId: modules.id,
          Code: modules.code,
          Name: modules.name,
          IsActive: sql<boolean>`${modules.code} = 'Core' or ${companyModules.moduleId} is not null`,
          AddedAt: companyModules.addedAt,
        })
        .from(modules)
        .leftJoin(
          companyModules,
          and(eq(companyModules.moduleId, modules.id), eq(companyModules.companyId, ctx.companyId)),
        )
        .orderBy(asc(modules.id));
      return { data: rows.map((row) => ({ ...row, AddedAt: row.AddedAt?.toISOString() ?? null })) };
    },
  }),
  implementRoute(companyContracts.addModule, {
    handler: async (ctx, { body }) => ({
      data: await changeModules(ctx, body.CompanyId, body.ModuleId, true),
      message: COMPANY_MODULE_MESSAGES.added,
    }),
  }),
  implementRoute(companyContracts.removeModule, {
    handler: async (ctx, { body }) => ({
      data: await changeModules(ctx, body.CompanyId, body.ModuleId, false),
      message: COMPANY_MODULE_MESSAGES.removed,
    }),
  }),
];
