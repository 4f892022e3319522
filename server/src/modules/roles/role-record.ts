import type { RoleRecord } from '@backoffice/shared/administration/role.contract';
import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { roles } from '../../db/schema/index.js';
import { findRecord } from '../../entities/entity-repository.js';
import { declaredRecordOf, type EntitySource } from '../../entities/entity-source.js';
import { auditStamps, outer } from '../users/audit-stamps.js';

const stamps = auditStamps(ROLE.name, roles.companyId, roles.id, roles.createdAt);

/**
 * Where the entity mechanism reads roles: the table the sign-in reads, stamps from the audit trail,
 * names sorted without regard to case, and how many members hold each role.
 */
export const ROLE_SOURCE: EntitySource = {
  table: roles,
  columns: {
    id: roles.id,
    companyId: roles.companyId,
    Name: roles.name,
    IsAdminRole: roles.isAdminRole,
    IsActive: roles.isActive,
    createdAt: roles.createdAt,
    updatedAt: stamps.updatedAt,
    CreatedByName: stamps.createdByName,
  },
  sortKeys: { Name: sql`lower(${roles.name})` },
  answers: {
    UserCount:
      sql<number>`(select count(*) from user_roles ur where ur.company_id = ${outer(roles.companyId)} and ur.role_id = ${outer(roles.id)})`.mapWith(
        Number,
      ),
  },
};

export const ownRole = (companyId: number, id: number): SQL =>
  and(eq(roles.companyId, companyId), eq(roles.id, id)) as SQL;

/** What the audit trail keeps of a role: its declared fields. */
export const rolePicture = (record: RoleRecord): Record<string, unknown> => ({
  Name: record.Name,
  IsAdminRole: record.IsAdminRole,
  IsActive: record.IsActive,
});

/** A role of the caller's company, or 404: another company's role looks exactly like a missing one. */
export const findRole = async (db: Database, companyId: number, id: number): Promise<RoleRecord> =>
  declaredRecordOf(ROLE, await findRecord(db, ROLE, companyId, id, ROLE_SOURCE));
