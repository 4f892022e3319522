import {
  PACKAGE_FIELDS,
  type PackageRecord,
  packageContracts,
  packageRecordSchema,
} from '@backoffice/shared/companies/package.contract';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { packages } from '../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../entities/database-errors.js';
import { toPaisa, toRupees } from '../../entities/entity-values.js';
import { ApiError, badRequest, notFound } from '../../http/api-error.js';
import { implementRoute } from '../../http/define-route.js';
import { containsPattern, pageOffset, toPage } from '../../http/page-query.js';
import { toFieldErrors } from '../../http/parse-input.js';
import type { UserContext } from '../../http/request-context.js';
import { sentOrStored } from '../../http/sent-fields.js';
import { requireSuperAdmin } from './super-admin.js';

type PackageRow = typeof packages.$inferSelect;

const toPackageRecord = (row: PackageRow): PackageRecord => ({
  Id: row.id,
  Name: row.name,
  Price: toRupees(row.pricePaisa),
  DurationMonths: row.durationMonths,
  Description: row.description,
  IsActive: row.isActive,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
});

const picture = ({ Name, Price, DurationMonths, Description, IsActive }: PackageRecord) => ({
  Name,
  Price,
  DurationMonths,
  Description,
  IsActive,
});

const findPackage = async (db: Database, id: number): Promise<PackageRecord> => {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  if (!row) throw notFound(`Package ${id} was not found.`);
  return toPackageRecord(row);
};

const NAME_USED = 'Name is already used';
const nameUsed = () => new ApiError(409, NAME_USED, [{ Field: 'Name', Message: NAME_USED }]);

/** Creates (no Id) or updates a package; fields left out of an update keep their values. */
const savePackage = async (ctx: UserContext, id: number | undefined, sent: Record<string, unknown>) => {
  const { db } = ctx.deps;
  const current = id === undefined ? null : await findPackage(db, id);
  const input = current ? sentOrStored(sent, current, PACKAGE_FIELDS) : sent;
  const parsed = packageRecordSchema.safeParse(input);
  if (!parsed.success) {
    const errors = toFieldErrors(parsed.error);
    throw badRequest(errors[0]?.Message ?? 'The form is not valid', errors);
  }
  const values = parsed.data as {
    Name: string;
    Price: number;
    DurationMonths: number;
    Description?: string;
    IsActive?: boolean;
  };
  const [taken] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(
      and(
        sql`lower(${packages.name}) = ${values.Name.toLowerCase()}`,
        id === undefined ? undefined : ne(packages.id, id),
      ),
    )
    .limit(1);
  if (taken) throw nameUsed();
  const columns = {
    name: values.Name,
    pricePaisa: toPaisa(values.Price),
    durationMonths: values.DurationMonths,
    description: values.Description ?? '',
    isActive: values.IsActive ?? true,
    updatedAt: ctx.now,
  };
  try {
    const savedId = await db.transaction(async (tx) => {
      let packageId: number;
      if (current) {
        await tx.update(packages).set(columns).where(eq(packages.id, current.Id));
        packageId = current.Id;
      } else {
        const [row] = await tx
          .insert(packages)
          .values({ ...columns, createdAt: ctx.now })
          .returning({ id: packages.id });
        if (!row) throw new ApiError(500, 'The package could not be created.');
        packageId = row.id;
      }
      const after = await findPackage(tx as Database, packageId);
      // System level: no company owns a package.
      await writeAudit(tx as Database, ctx, {
        companyId: null,
        actorUserId: ctx.user.userId,
        action: current ? 'update' : 'create',
        entity: 'Package',
        entityId: packageId,
        before: current ? picture(current) : null,
        after: picture(after),
      });
      return packageId;
    });
    return { record: await findPackage(db, savedId), created: current === null };
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw nameUsed();
    throw error;
  }
};

/** Subscription packages (spec 7, Sales app: Packages list and save), for the super administrator. */
export const packageRoutes = [
  implementRoute(packageContracts.list, {
    handler: async (ctx, { query }) => {
      requireSuperAdmin(ctx);
      const where = query.query ? ilike(packages.name, containsPattern(query.query)) : undefined;
      const [rows, [total]] = await Promise.all([
        ctx.deps.db
          .select()
          .from(packages)
          .where(where)
          .orderBy(asc(sql`lower(${packages.name})`), asc(packages.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        ctx.deps.db.select({ total: count() }).from(packages).where(where),
      ]);
      return { data: toPage(rows.map(toPackageRecord), Number(total?.total ?? 0), query) };
    },
  }),
  implementRoute(packageContracts.save, {
    handler: async (ctx, { body }) => {
      requireSuperAdmin(ctx);
      const sent = Object.fromEntries(
        Object.entries(body).filter(([name, value]) => name !== 'Id' && value !== undefined),
      );
      const result = await savePackage(ctx, body.Id, sent);
      return { data: result.record, message: result.created ? 'Package created.' : 'Package saved.' };
    },
  }),
];
