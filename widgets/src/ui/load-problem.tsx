import { ApiError, errorMessage, mayRetry } from '../core/api-client.ts';

interface LoadProblemProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** Said for a 404 instead of the server's message: 'This return does not exist, or…'. */
  notFound?: string;
  /** The sentence for the failure, where the screen words it itself (default: the server's). */
  describe?: (error: unknown) => string;
  className?: string;
  /** Read out at once (role alert); off where the list's status line already speaks. */
  alert?: boolean;
}

/** A failed load with the server's sentence, and a Retry button where asking again may help. */
export const LoadProblem = ({
  error,
  retrying,
  onRetry,
  notFound,
  describe = errorMessage,
  className,
  alert = true,
}: LoadProblemProps) => (
  <div
    className={['bo-alert bo-alert-row', className].filter(Boolean).join(' ')}
    role={alert ? 'alert' : undefined}
  >
    <p>{notFound && error instanceof ApiError && error.code === 404 ? notFound : describe(error)}</p>
    {mayRetry(error) ? (
      <button type="button" className="bo-btn" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    ) : null}
  </div>
);

type QueryProblemProps = Omit<LoadProblemProps, 'error' | 'retrying' | 'onRetry'> & {
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
};

/** A query's failed load: its error, and Retry asks again. */
export const QueryProblem = ({ query, ...shown }: QueryProblemProps) => (
  <LoadProblem
    error={query.error}
    retrying={query.isFetching}
    onRetry={() => void query.refetch()}
    {...shown}
  />
);
