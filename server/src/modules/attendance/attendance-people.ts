import type { UserType } from '@backoffice/shared/user-types';
import { and, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { companyUsers, users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import { containsPattern } from '../../http/page-query.js';
import { activeMember } from '../users/active-member.js';

/**
 * Who is expected at work: the company's staff, administrators, sales persons and delivery persons.
 * A dealer is a customer with a sign-in, not staff, so never absent; nor is a super administrator,
 * who runs the platform rather than works for the company.
 */
const ATTENDANCE_USER_TYPES: readonly UserType[] = ['admin', 'staff', 'salesPerson', 'deliveryPerson'];

/** The people attendance reads cover, queried over `users` joined to `companyUsers`. */
export interface AttendancePeopleFilter {
  /** Only this member (a field user's own row, or the office's filter). */
  userId?: number | undefined;
  /** Part of the person's name. */
  search?: string | undefined;
}

/** The active members of the company attendance counts, narrowed by the filter. */
export const attendancePeople = (companyId: number, filter: AttendancePeopleFilter = {}): SQL => {
  const search = filter.search?.trim();
  return and(
    activeMember(companyId),
    isNull(users.deletedAt),
    eq(users.isSuperAdmin, false),
    inArray(companyUsers.userType, [...ATTENDANCE_USER_TYPES]),
    filter.userId === undefined ? undefined : eq(companyUsers.userId, filter.userId),
    search ? ilike(personNameSql(users), containsPattern(search)) : undefined,
  ) as SQL;
};
