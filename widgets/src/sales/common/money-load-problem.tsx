import { ApiError, errorMessage } from '../../core/api-client.ts';

interface MoneyLoadProblemProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** Said for a 404 instead of the server's message: 'This return does not exist, or…'. */
  notFound?: string;
  className?: string;
}

/** A failed load with the server's sentence and a Retry button, as the order screens show it. */
export const MoneyLoadProblem = ({
  error,
  retrying,
  onRetry,
  notFound,
  className,
}: MoneyLoadProblemProps) => (
  <div className={['bo-alert bo-alert-row', className].filter(Boolean).join(' ')} role="alert">
    <p>{notFound && error instanceof ApiError && error.code === 404 ? notFound : errorMessage(error)}</p>
    <button type="button" className="bo-btn" disabled={retrying} onClick={onRetry}>
      {retrying ? 'Retrying…' : 'Retry'}
    </button>
  </div>
);
