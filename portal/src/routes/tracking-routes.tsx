import { useNavigate } from '@backoffice/widgets/core/navigation.tsx';
import { readTravelQuery, travelQueryString } from '@backoffice/widgets/tracking/travel-query.ts';
import { lazy, type ReactNode, useEffect } from 'react';
import { Route, useSearch } from 'wouter';

/** The tracking screens' addresses (the menu's entries in shared/src/catalogue/menu.ts). */
export const TRACKING_PATHS_IN_SHELL = {
  live: '/salesapp/tracking/live',
  history: '/salesapp/tracking/history',
  visits: '/salesapp/visits',
} as const;

const LiveMapPage = lazy(() => import('./tracking-pages.tsx').then((m) => ({ default: m.LiveMapPage })));
const TravelHistoryPage = lazy(() =>
  import('./tracking-pages.tsx').then((m) => ({ default: m.TravelHistoryPage })),
);
const VisitListPage = lazy(() => import('./tracking-pages.tsx').then((m) => ({ default: m.VisitListPage })));

export const Titled = ({ title, children }: { title: string; children: ReactNode }) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return children;
};

/** Travel history keeps its sales person and days in the address, so a link shows the same route. */
const TravelHistoryRoute = () => {
  const navigate = useNavigate();
  const query = readTravelQuery(useSearch());
  return (
    <TravelHistoryPage
      query={query}
      onQueryChange={(next) =>
        navigate(`${TRACKING_PATHS_IN_SHELL.history}?${travelQueryString(next)}`, { replace: true })
      }
    />
  );
};

/** The live map, travel history and visits, inside the shell. */
export const trackingRoutes = [
  <Route key="tracking-live" path={TRACKING_PATHS_IN_SHELL.live}>
    <Titled title="Live map">
      <LiveMapPage />
    </Titled>
  </Route>,
  <Route key="tracking-history" path={TRACKING_PATHS_IN_SHELL.history}>
    <Titled title="Travel history">
      <TravelHistoryRoute />
    </Titled>
  </Route>,
  <Route key="visits" path={TRACKING_PATHS_IN_SHELL.visits}>
    <Titled title="Visits">
      <VisitListPage />
    </Titled>
  </Route>,
];
