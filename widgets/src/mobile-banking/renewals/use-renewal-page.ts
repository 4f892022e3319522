import type { RenewalMemberPage } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $embedToken } from '../../core/embed-token.ts';
import { fetchRenewalPage, type RenewalListParams } from './renewal-list-call.ts';
import type { RenewalListState } from './renewal-panel.tsx';

interface Loaded {
  /** The params (as JSON) the data or error belongs to. */
  key: string;
  data?: RenewalMemberPage | undefined;
  error?: unknown;
}

/**
 * The <bo-renewals> element's loads without react-query, which alone would be a third of its size
 * budget. One page at a time: the previous page stays while the next loads, a call whose params
 * changed is cancelled, and a new widget token from the host loads the page again.
 */
export const useRenewalPage = (params: RenewalListParams): RenewalListState => {
  const key = JSON.stringify([params.pageNo, params.pageSize, params.query, params.tab]);
  const token = useStore($embedToken);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [fetching, setFetching] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for params; token and attempt only trigger a new load
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    fetchRenewalPage(params, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, data });
        setFetching(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ key, error });
        setFetching(false);
      },
    );
    return () => controller.abort();
  }, [key, token, attempt]);
  const failed = loaded?.error !== undefined;
  // A failure of other params is not this page's: it is loading, as on the first load.
  const failedHere = failed && loaded?.key === key;
  return {
    data: loaded?.data,
    isPending: loaded === undefined || (failed && !failedHere),
    isError: failedHere,
    error: loaded?.error,
    isFetching: fetching,
    isPlaceholderData: loaded?.data !== undefined && loaded.key !== key,
    refetch: () => setAttempt((count) => count + 1),
  };
};
