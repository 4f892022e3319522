import type { VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';

/** The party visited, else the place's name, else its coordinates. */
export const visitPlace = (
  visit: Pick<VisitSummary, 'PartyName' | 'LocationName' | 'Latitude' | 'Longitude'>,
) => visit.PartyName || visit.LocationName || `${visit.Latitude.toFixed(5)}, ${visit.Longitude.toFixed(5)}`;

/** '45 min', '2 h 5 min', 'in progress' while not checked out. */
export const visitDuration = (minutes: number | null): string => {
  if (minutes === null) return 'in progress';
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
};

const IMAGE = /\.(jpe?g|png|gif|webp|avif)$/i;

export const isImageFile = (file: { FileName: string; Url: string }): boolean =>
  IMAGE.test(file.FileName) || IMAGE.test(file.Url);
