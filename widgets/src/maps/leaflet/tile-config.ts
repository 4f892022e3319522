import type { SiteConfig } from '@backoffice/shared/site-config.types';

export interface TileConfig {
  /** Leaflet's URL template, the provider's key already in place of a `{key}` placeholder. */
  url: string;
  attribution: string;
}

/** OpenStreetMap's standard tiles, when the deployment configures no provider. */
export const DEFAULT_TILES: TileConfig = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** The tile layer of /config.json's mapKeys (its key filled in), or OpenStreetMap's when it names no URL. */
export const tileConfigOf = (mapKeys: SiteConfig['mapKeys'] | undefined): TileConfig => {
  const url = mapKeys?.tileUrl?.trim();
  if (!url) return DEFAULT_TILES;
  return {
    url: url.replaceAll('{key}', encodeURIComponent(mapKeys?.key ?? '')),
    attribution: mapKeys?.attribution ?? '',
  };
};
