import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { $embedToken } from '../core/embed-token.ts';

export interface MapData<T> {
  data: T | undefined;
  /** The server's message, or ours for a failure without an answer. */
  error: string | undefined;
  /** True until the first answer for the current query (refreshes keep what is shown). */
  loading: boolean;
}

/**
 * A map's one call, without react-query (a third of an element's size budget): loads again when
 * the query (`key`) or the host's widget token changes, and every `refreshMs` when given, keeping
 * the shown data while a refresh runs. A call overtaken by a newer one is cancelled.
 */
export const useMapData = <T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  refreshMs?: number,
): MapData<T> => {
  const token = useStore($embedToken);
  const [state, setState] = useState<MapData<T> & { key: string }>({
    key,
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!refreshMs) return;
    const timer = setInterval(() => setTick((n) => n + 1), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for load's query; token and tick only trigger a new load
  useEffect(() => {
    const controller = new AbortController();
    setState((before) =>
      before.key === key ? before : { key, data: undefined, error: undefined, loading: true },
    );
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, error: undefined, loading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, data: undefined, error: errorMessage(error), loading: false });
      },
    );
    return () => controller.abort();
  }, [key, token, tick]);
  return state.key === key ? state : { data: undefined, error: undefined, loading: true };
};
