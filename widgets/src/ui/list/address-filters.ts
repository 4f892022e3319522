import { adDateOf } from '@backoffice/shared/calendar/calendar-entry';
import { onHostSite } from '../../core/host-site.ts';

/** Reads one filter from the address: its value, or undefined when the address says nothing usable. */
export type AddressReader<T> = (value: string) => T | undefined;

export const oneOf =
  <V extends string>(values: readonly V[]): AddressReader<V> =>
  (value) =>
    (values as readonly string[]).includes(value) ? (value as V) : undefined;

/** An AD day, YYYY-MM-DD. */
export const isoDay: AddressReader<string> = (value) => (adDateOf(value) ? value : undefined);

/** The portal's own address, never a host site's (its own `status` means something else there). */
const ownSearch = (): string => (onHostSite ? '' : (globalThis.location?.search ?? ''));

/**
 * The filters a list's address asks for (`/salesapp/orders?status=confirmed&fromDate=…`, as the
 * dashboard's figures link to them), each read and checked by its reader; the rest are left out.
 */
export const addressFilters = <F extends object>(
  readers: { [K in keyof F]?: AddressReader<F[K]> },
  search: string = ownSearch(),
): Partial<F> => {
  const params = new URLSearchParams(search);
  const found: Partial<F> = {};
  for (const name of Object.keys(readers) as (keyof F & string)[]) {
    const raw = params.get(name);
    const value = raw === null ? undefined : readers[name]?.(raw.trim());
    if (value !== undefined) found[name] = value;
  }
  return found;
};
