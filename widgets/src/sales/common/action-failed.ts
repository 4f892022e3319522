import { ApiError, errorMessage } from '../../core/api-client.ts';
import { toast } from '../../ui/toast.store.ts';

/**
 * A mutation's onError for the record actions: the server's sentence as a toast, and on 409 (the
 * record moved on meanwhile) the screen refreshed, since what it showed was stale.
 */
export const actionFailed =
  (refresh: () => Promise<unknown>) =>
  async (error: Error): Promise<void> => {
    toast.error(errorMessage(error));
    if (error instanceof ApiError && error.code === 409) await refresh();
  };
