import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { $embedToken } from './embed-token.ts';

/** One cache for every widget on a page, so two elements asking for the menu ask once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refusal (4xx) will not change on retry; a network failure may.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.code < 500 && error.code !== 404),
    },
  },
});

// A host page gave an element a new widget token: what the old one loaded, or was refused, loads again.
$embedToken.listen(() => void queryClient.invalidateQueries());
