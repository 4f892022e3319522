import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { users } from '../db/schema/index.js';

/**
 * How a person is named in a query, as shared/src/text/person-name.ts names them: their full name,
 * else their user name. `user` is the users table or an alias of it.
 */
export const personNameSql = (user: { firstName: PgColumn; lastName: PgColumn; username: PgColumn }) =>
  sql<string>`coalesce(nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), ''), ${user.username})`;

/** The name of one user (a sender, an actor); '' when there is no such user. */
export const personNameOf = async (db: Database, userId: number): Promise<string> => {
  const [row] = await db
    .select({ name: personNameSql(users) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.name ?? '';
};
