import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { queryClient } from './query-client.ts';

/**
 * Gives a screen the shared query cache. Only screens that need it pay for react-query, which keeps
 * the login widget small.
 */
export const withQueries = <P extends object>(Screen: ComponentType<P>) => {
  const WithQueries = (props: P) => (
    <QueryClientProvider client={queryClient}>
      <Screen {...props} />
    </QueryClientProvider>
  );
  return WithQueries;
};
