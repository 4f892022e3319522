import { nepalToday } from './tracking-dates.ts';

/** The screen's state, kept in the address (?spuid=&fd=&td=) so a link shows the same route. */
export interface TravelQuery {
  /** The sales person's sign-in user id; '' before one is chosen. */
  spuid: string;
  fd: string;
  td: string;
}

/** The address's values, with today in Nepal for a missing date. */
export const readTravelQuery = (search: string, now = new Date()): TravelQuery => {
  const params = new URLSearchParams(search);
  const today = nepalToday(now);
  return { spuid: params.get('spuid') ?? '', fd: params.get('fd') || today, td: params.get('td') || today };
};

export const travelQueryString = (query: TravelQuery): string =>
  new URLSearchParams(Object.entries(query).filter(([, value]) => value !== '')).toString();
