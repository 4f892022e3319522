import type { UseQueryResult } from '@tanstack/react-query';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';

interface RecordLoadStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  /** 'Loading the beat plan' */
  loading: string;
  /** Said for a 404: 'This beat plan does not exist, or it belongs to another company.' */
  notFound: string;
}

/** One record's load as its pages show it: a loader first, or the failure with Retry. */
export const RecordLoadState = ({ query, loading, notFound }: RecordLoadStateProps) => (
  <>
    {query.isPending ? <Loader label={loading} /> : null}
    {query.isError ? <QueryProblem query={query} notFound={notFound} /> : null}
  </>
);
