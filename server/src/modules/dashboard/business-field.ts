import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import type { BusinessDashboard } from '@backoffice/shared/shell/dashboard.contract';
import { and, count, countDistinct, eq, gte, lt, lte } from 'drizzle-orm';
import { locationPoints, salesPersonsTable, visits } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import type { BusinessScope } from './business-scope.js';
import { salesPersonCondition } from './business-scope.js';
import type { CompanyDay } from './dashboard.service.js';

const person = entityTable(SALES_PERSON);
const HOUR_MS = 60 * 60 * 1000;

/** Visits checked in during the company's day, sales persons seen in the hour up to now, active ones. */
export const fieldFigures = async (
  ctx: UserContext,
  scope: BusinessScope,
  day: CompanyDay,
): Promise<NonNullable<BusinessDashboard['Field']>> => {
  const { db } = ctx.deps;
  const [[visitsToday], [seen], [active]] = await Promise.all([
    db
      .select({ value: count() })
      .from(visits)
      .where(
        and(
          eq(visits.companyId, ctx.companyId),
          gte(visits.checkInAt, day.start),
          lt(visits.checkInAt, day.end),
          salesPersonCondition(scope, visits.salesPersonId),
        ),
      ),
    db
      .select({ value: countDistinct(locationPoints.salesPersonId) })
      .from(locationPoints)
      .where(
        and(
          eq(locationPoints.companyId, ctx.companyId),
          gte(locationPoints.deviceAt, new Date(ctx.now.getTime() - HOUR_MS)),
          lte(locationPoints.deviceAt, ctx.now),
          salesPersonCondition(scope, locationPoints.salesPersonId),
        ),
      ),
    db
      .select({ value: count() })
      .from(salesPersonsTable)
      .where(
        and(
          eq(person.companyId, ctx.companyId),
          eq(person.Status, 'approved'),
          eq(person.IsActive, true),
          salesPersonCondition(scope, person.id),
        ),
      ),
  ]);
  return {
    VisitsToday: visitsToday?.value ?? 0,
    SeenLastHour: seen?.value ?? 0,
    ActiveSalesPersons: active?.value ?? 0,
  };
};
