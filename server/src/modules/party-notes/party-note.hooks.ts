import { and, eq } from 'drizzle-orm';
import { partyNotesTable } from '../../db/schema/index.js';
import type { EntityHooks } from '../../entities/entity-hooks.js';
import { forbidden } from '../../http/api-error.js';

/**
 * A note is its author's words: only the author changes or deletes it; a company administrator may
 * delete one (a note left on the wrong party), never reword it.
 */
export const partyNoteHooks: EntityHooks = {
  beforeWrite: async (ctx, tx, { before, after }) => {
    if (before === null) return;
    const [row] = await tx
      .select({ author: partyNotesTable.createdBy })
      .from(partyNotesTable)
      .where(and(eq(partyNotesTable.companyId, ctx.companyId), eq(partyNotesTable.id, Number(before.Id))));
    if (row?.author === ctx.user.userId) return;
    if (after === null && ctx.userType === 'admin') return;
    throw forbidden(
      after === null
        ? 'Only the author of a note, or an administrator, may delete it'
        : 'Only the author of a note may change it; add a note of your own instead',
    );
  },
};
