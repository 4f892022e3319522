import type { EntityDeclaration, RecordEvent } from '@backoffice/shared/entities/entity-declaration';
import type { Database } from '../db/database.js';
import type { UserContext } from '../http/request-context.js';
import { entityColumn, entityTable, ownEntityRecord } from './entity-table.js';
import type { EntityRecord } from './entity-values.js';

/** Who made a record; read before a delete, as the row is gone after it. */
export const creatorOf = async (
  db: Database,
  entity: EntityDeclaration,
  companyId: number,
  id: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ createdBy: entityColumn(entity, 'createdBy') })
    .from(entityTable(entity))
    .where(ownEntityRecord(entity, companyId, id));
  return typeof row?.createdBy === 'number' ? row.createdBy : null;
};

export interface RecordEventNotice {
  event: RecordEvent;
  /** The record after the change (before it, for a delete). */
  record: EntityRecord;
  createdBy: number | null;
  /** A state action's name and remarks: {{Action}} and {{Remarks}}. */
  action?: { label: string; remarks: string | undefined };
}

/**
 * Tells people of a saved, deleted or acted-on record, in the caller's transaction; answers how many
 * were told. The entity layer raises the event; who is told and how is the notifications module's
 * (given at the app's assembly as `AppDeps.recordEvents`).
 */
export type RecordEventNotifier = (
  tx: Database,
  ctx: UserContext,
  entity: EntityDeclaration,
  notice: RecordEventNotice,
) => Promise<number>;

/** Raises the event to whoever the app was assembled with. */
export const notifyRecordEvent: RecordEventNotifier = (tx, ctx, entity, notice) =>
  ctx.deps.recordEvents(tx, ctx, entity, notice);
