import { describe, expect, it } from 'vitest';
import { DEFAULT_TILES, tileConfigOf } from './tile-config.ts';

describe('tileConfigOf', () => {
  it("uses the deployment's provider, attribution and key", () => {
    const mapKeys = {
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png?key={key}',
      attribution: 'Tiles',
      key: 'k 1',
    };
    expect(tileConfigOf(mapKeys)).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png?key=k%201',
      attribution: 'Tiles',
    });
  });

  it('falls back to OpenStreetMap without a configured URL', () => {
    expect(tileConfigOf({ tileUrl: '  ', attribution: '', key: '' })).toBe(DEFAULT_TILES);
    expect(tileConfigOf(undefined)).toBe(DEFAULT_TILES);
    expect(DEFAULT_TILES.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });
});
