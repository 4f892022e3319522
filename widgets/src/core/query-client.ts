import { QueryClient } from '@tanstack/react-query';
import { mayRetry } from './api-client.ts';
import { $embedToken } from './embed-token.ts';

/** One cache for every widget on a page, so two elements asking for the menu ask once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The server's refusal (a 404 it answered included) will not change on retry, so a record that
      // does not exist says so at once; a network failure (also coded 404, unanswered) may pass.
      retry: (failures, error) => failures < 2 && mayRetry(error),
    },
  },
});

// A host page gave an element a new widget token: what the old one loaded, or was refused, loads again.
$embedToken.listen(() => void queryClient.invalidateQueries());
