// The tracking screens' chunk: Leaflet and its sheets load only when one of them opens.
import 'leaflet/dist/leaflet.css';
import '@backoffice/widgets/styles/maps.css';
import '@backoffice/widgets/tracking/tracking.css';

export { LiveMapPage } from '@backoffice/widgets/tracking/live-map-page.tsx';
export { TravelHistoryPage } from '@backoffice/widgets/tracking/travel-history-page.tsx';
export { VisitListPage } from '@backoffice/widgets/tracking/visit-list-page.tsx';
