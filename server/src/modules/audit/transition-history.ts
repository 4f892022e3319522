import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index.js';
import { personNameSql } from '../../entities/person-name.js';
import type { UserContext } from '../../http/request-context.js';

/** The columns every status-history table has (order, return, payment, beat plan transitions). */
interface TransitionTable {
  id: AnyPgColumn;
  action: AnyPgColumn;
  fromStatus: AnyPgColumn;
  toStatus: AnyPgColumn;
  at: AnyPgColumn;
  remarks: AnyPgColumn;
}

/**
 * What a history step selects from its transitions table, with the actor's name: the query must
 * left-join `users` on the table's byUserId (a deleted user still leaves the step).
 */
export const transitionColumns = <T extends TransitionTable>(table: T) => ({
  id: table.id as T['id'],
  action: table.action as T['action'],
  from: table.fromStatus as T['fromStatus'],
  to: table.toStatus as T['toStatus'],
  at: table.at as T['at'],
  actorName: personNameSql(users),
  remarks: table.remarks as T['remarks'],
});

interface TransitionRow<Action, Status> {
  id: number;
  action: Action;
  from: Status | null;
  to: Status;
  at: Date;
  actorName: string | null;
  remarks: string | null;
}

/** A selected history step as the API answers it. */
export const toTransition = <Action, Status>(row: TransitionRow<Action, Status>) => ({
  Id: row.id,
  Action: row.action,
  From: row.from,
  To: row.to,
  At: row.at.toISOString(),
  ActorName: row.actorName,
  Remarks: row.remarks,
});

/**
 * A step the caller takes now, as every transitions table stores it; the insert adds the id of
 * the record that moved (returnId, activationRequestId).
 */
export const transitionStep = <Action extends string, Status extends string>(
  ctx: UserContext,
  action: Action,
  from: Status | null,
  to: Status,
  remarks: string | null,
) => ({
  companyId: ctx.companyId,
  action,
  fromStatus: from,
  toStatus: to,
  byUserId: ctx.user.userId,
  at: ctx.now,
  remarks,
});
