import type { TravelHistory } from '@backoffice/shared/sales/tracking/tracking.contract';
import { TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { useId, useMemo, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { TravelHistoryMap } from '../maps/travel-history-map.tsx';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { DateInput } from '../ui/fields/date-input.tsx';
import { SalesPersonFilter } from './sales-person-filter.tsx';
import { travelRangeProblem } from './tracking-dates.ts';
import { useSalesPersonUsers } from './tracking-queries.ts';
import type { TravelQuery } from './travel-query.ts';
import { summariseTravel, travelSummaryText } from './travel-summary.ts';

interface TravelHistoryPageProps {
  query: TravelQuery;
  onQueryChange: (query: TravelQuery) => void;
}

const TravelSummaryLine = ({ history }: { history: TravelHistory | null }) => {
  const text = useMemo(() => (history ? travelSummaryText(summariseTravel(history)) : ''), [history]);
  // Loading or failed: the map's overlay or red box says so; an empty range: its 'No data available'.
  if (!history || (history.Routes.length === 0 && history.Visits.length === 0)) return null;
  return (
    <p className="bo-travel-summary" role="status">
      {text}
    </p>
  );
};

/** A sales person's route and visits between two days, with the points, visits and distance. */
export const TravelHistoryPage = ({ query, onQueryChange }: TravelHistoryPageProps) => {
  const id = useId();
  const people = useSalesPersonUsers();
  const problem = travelRangeProblem(query.fd, query.td);
  const ready = query.spuid !== '' && !problem;
  const [history, setHistory] = useState<TravelHistory | null>(null);

  return (
    <div className="bo-page bo-tracking-page">
      <SalesListHead title="Travel history" />
      <div className="bo-toolbar bo-travel-toolbar">
        <SalesPersonFilter
          value={query.spuid}
          onChange={(spuid) => onQueryChange({ ...query, spuid })}
          people={people.data ?? []}
          noneLabel={people.isPending ? 'Loading…' : 'Choose a sales person'}
        />
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-from`}>From</label>
          <DateInput
            id={`${id}-from`}
            value={query.fd}
            aria-invalid={problem && problem !== 'Choose the to date' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(fd) => onQueryChange({ ...query, fd })}
          />
        </div>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-to`}>To</label>
          <DateInput
            id={`${id}-to`}
            value={query.td}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(td) => onQueryChange({ ...query, td })}
          />
        </div>
      </div>
      {people.isError ? (
        <p className="bo-alert" role="alert">
          {errorMessage(people.error)}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="bo-field-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="bo-muted bo-travel-hint">
          Nepal days, both included; at most {TRACKING_LIMITS.maxHistoryDays} days.
        </p>
      )}
      {query.spuid === '' ? <p className="bo-empty">Choose a sales person to see where they went.</p> : null}
      {ready ? (
        <>
          <TravelSummaryLine history={history} />
          <TravelHistoryMap spuid={query.spuid} fd={query.fd} td={query.td} onHistory={setHistory} />
        </>
      ) : null}
    </div>
  );
};
