import type { LiveLocation } from '@backoffice/shared/sales/tracking/tracking.contract';
import { describe, expect, it } from 'vitest';
import { livePeople } from './live-people.ts';

const at = (UserId: number, FullName: string, DeviceTime: string): LiveLocation => ({
  UserId,
  UserName: `user${UserId}`,
  FullName,
  SalesPersonId: UserId + 100,
  LocationName: null,
  DeviceDate: '2026-03-02',
  DeviceTime,
  Latitude: 27.7,
  Longitude: 85.3,
  Accuracy: null,
  ReceivedAt: '2026-03-02T00:00:00Z',
});

describe('live people', () => {
  // 12:00 in Kathmandu.
  const now = new Date('2026-03-02T06:15:00Z');
  const locations = [at(1, 'Asha Rai', '11:00:00'), at(2, 'Bikash Shrestha', '11:55:00')];

  it('lists the newest report first, with its age and a stale mark after 30 minutes', () => {
    expect(livePeople(locations, '', now)).toMatchObject([
      { userId: 2, name: 'Bikash Shrestha', lastSeen: '5 minutes ago', stale: false },
      { userId: 1, name: 'Asha Rai', lastSeen: '1 hour ago', stale: true },
    ]);
  });

  it('narrows by name or user name, ignoring case', () => {
    expect(livePeople(locations, ' asha ', now).map((p) => p.userId)).toEqual([1]);
    expect(livePeople(locations, 'USER2', now).map((p) => p.userId)).toEqual([2]);
    expect(livePeople(locations, 'nobody', now)).toEqual([]);
  });
});
