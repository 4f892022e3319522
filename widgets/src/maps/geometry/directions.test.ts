import { describe, expect, it } from 'vitest';
import { directionsLinks } from './directions.ts';

describe('directionsLinks', () => {
  it('asks both services for the way from the user to the place', () => {
    const links = directionsLinks(
      { Latitude: 27.7172, Longitude: 85.324 },
      { Latitude: 27.671, Longitude: 85.4298 },
    );
    expect(links.openStreetMap).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=27.7172%2C85.324%3B27.671%2C85.4298',
    );
    expect(links.googleMaps).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=27.7172%2C85.324&destination=27.671%2C85.4298',
    );
  });
});
