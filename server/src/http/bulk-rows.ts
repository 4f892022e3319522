import { type BulkAnswer, type BulkRowResult, bulkOutcomeText } from '@backoffice/shared/http/bulk-action';
import { ApiError } from './api-error.js';
import type { HandlerResult } from './define-route.js';
import type { UserContext } from './request-context.js';

const UNEXPECTED = 'This one could not be done because of an unexpected error; try it again.';

/**
 * A bulk route's work: each id in turn through `run`, the one-record route's own code (its own
 * transaction), one at a time so the rows never wait on each other's locks. A refusal is that
 * row's answer (its status and sentence) and the next row goes on; `run` answers the done message.
 */
export const runEachRow = async (
  ctx: UserContext,
  ids: readonly number[],
  run: (id: number) => Promise<string>,
): Promise<HandlerResult<BulkAnswer>> => {
  const results: BulkRowResult[] = [];
  for (const id of ids) {
    try {
      results.push({ Id: id, Done: true, Message: await run(id) });
    } catch (error) {
      if (error instanceof ApiError) {
        results.push({ Id: id, Done: false, Code: error.code, Message: error.message });
        continue;
      }
      // The row's transaction rolled back; the others keep what they did, so the request goes on.
      ctx.log.error({ err: error, id }, 'a bulk row failed');
      results.push({ Id: id, Done: false, Code: 500, Message: UNEXPECTED });
    }
  }
  return { data: { Results: results }, message: bulkOutcomeText(results) };
};
