import type { RecordHit } from '@backoffice/shared/search/record-search.contract';
import { hasPermission } from '../../auth/permissions.js';
import type { UserContext } from '../../http/request-context.js';
import { RECORD_KIND_SEARCHES } from './record-kinds.js';

/**
 * Every kind the caller may view, searched at once through its own list's read; a kind they may
 * not view is left out without a word, as the menu leaves out its page.
 */
export const searchRecords = async (ctx: UserContext, query: string, limit: number): Promise<RecordHit[]> => {
  const found = await Promise.all(
    RECORD_KIND_SEARCHES.map(async (search) =>
      (await hasPermission(ctx, search.page, 'view')) ? search.find(ctx, query, limit) : [],
    ),
  );
  return found.flat();
};
