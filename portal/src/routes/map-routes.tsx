import { DEFAULT_COMPANY_ID } from '@backoffice/shared/constants';
import { BeatMap } from '@backoffice/widgets/maps/beat-map.tsx';
import { DeliveryMap } from '@backoffice/widgets/maps/delivery-map.tsx';
import { DirectionsMap } from '@backoffice/widgets/maps/directions-map.tsx';
import { LiveLocationsMap } from '@backoffice/widgets/maps/live-locations-map.tsx';
import { MapAccess } from '@backoffice/widgets/maps/map-access.tsx';
import { TravelHistoryMap } from '@backoffice/widgets/maps/travel-history-map.tsx';
import { type ReactNode, useEffect } from 'react';
import { Route, Switch, useSearch } from 'wouter';
import 'leaflet/dist/leaflet.css';
import '@backoffice/widgets/styles/maps.css';

/** The bare map pages of spec section 2, as one lazily loaded route: only they download Leaflet. */
export const MAP_PATHS = {
  beat: '/salesapp/beat/beatmap',
  directions: '/salesapp/iframe/map',
  delivery: '/salesapp/iframe/delivery',
  live: '/salesapp/iframe/userscurrentlocation',
  travel: '/salesapp/iframe/userstracking',
} as const;

/** The page's query, by the spec's names (absent names stay undefined). */
const useQuery = () => {
  const params = new URLSearchParams(useSearch());
  return (name: string) => params.get(name) ?? undefined;
};

/**
 * The company a bare page reads its data for: its parameter when it is a company id, else company 1,
 * the company the server frames the page for in that case. Falling back to the session's company
 * instead would show one company's data in a frame allowed by another's origins.
 */
const pageCompany = (value: string | undefined): string =>
  value && /^[1-9]\d{0,9}$/.test(value) ? value : String(DEFAULT_COMPANY_ID);

const BarePage = ({ title, children }: { title: string; children: ReactNode }) => {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <main className="bo-map-page">{children}</main>;
};

export const MapRoutes = () => {
  const q = useQuery();
  return (
    <Switch>
      <Route path={MAP_PATHS.beat}>
        <BarePage title="Beat Map">
          <MapAccess>
            <BeatMap
              year={q('year')}
              month={q('month')}
              day={q('day')}
              salesPersonId={q('salesPersonId')}
              companyId={pageCompany(q('companyId'))}
            />
          </MapAccess>
        </BarePage>
      </Route>
      <Route path={MAP_PATHS.directions}>
        {/* No call to the API: the directions page needs no sign-in. */}
        <BarePage title="Directions">
          <DirectionsMap
            latitude={q('latitude')}
            longitude={q('longitude')}
            userlat={q('userlat')}
            userlng={q('userlng')}
          />
        </BarePage>
      </Route>
      <Route path={MAP_PATHS.delivery}>
        <BarePage title="Delivery Map">
          <MapAccess>
            <DeliveryMap
              salesPersonId={q('salesPersonId')}
              companyId={pageCompany(q('companyId'))}
              latitude={q('latitude')}
              longitude={q('longitude')}
            />
          </MapAccess>
        </BarePage>
      </Route>
      <Route path={MAP_PATHS.live}>
        <BarePage title="Live Locations">
          <MapAccess>
            <LiveLocationsMap auid={q('auid')} cid={pageCompany(q('cid'))} spuid={q('spuid')} />
          </MapAccess>
        </BarePage>
      </Route>
      <Route path={MAP_PATHS.travel}>
        <BarePage title="Travel History">
          <MapAccess>
            <TravelHistoryMap
              spuid={q('spuid')}
              fd={q('fd')}
              td={q('td')}
              uid={q('uid')}
              cid={pageCompany(q('cid'))}
            />
          </MapAccess>
        </BarePage>
      </Route>
    </Switch>
  );
};
