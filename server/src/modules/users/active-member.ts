import { and, eq, type SQL } from 'drizzle-orm';
import { companyUsers, users } from '../../db/schema/index.js';

/**
 * Active members of the company: a membership still on, of a user still active. The query joins
 * `users` to `companyUsers` on the user's id.
 */
export const activeMember = (companyId: number): SQL =>
  and(
    eq(companyUsers.companyId, companyId),
    eq(companyUsers.isActive, true),
    eq(users.status, 'active'),
  ) as SQL;
