import { distanceMetres } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { attendanceLocationsTable, attendanceUsersTable } from '../../db/schema/index.js';

export interface AllowedPlace {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  radiusMetres: number;
}

export interface Position {
  latitude: number;
  longitude: number;
}

const placeColumns = {
  id: attendanceLocationsTable.id,
  name: attendanceLocationsTable.Name,
  latitude: attendanceLocationsTable.Latitude,
  longitude: attendanceLocationsTable.Longitude,
  radiusMetres: attendanceLocationsTable.RadiusMetres,
};

const toPlace = (row: {
  id: number;
  name: string;
  latitude: number | string;
  longitude: number | string;
  radiusMetres: number;
}): AllowedPlace => ({ ...row, latitude: Number(row.latitude), longitude: Number(row.longitude) });

/**
 * Where the person may check in: the active places they are assigned to, else (none assigned, or
 * all of theirs inactive) every active place of the company. Empty when the company has none.
 */
export const allowedPlacesOf = async (
  db: Database,
  companyId: number,
  userId: number,
): Promise<AllowedPlace[]> => {
  const active = and(
    eq(attendanceLocationsTable.companyId, companyId),
    eq(attendanceLocationsTable.IsActive, true),
  );
  const assigned = await db
    .select(placeColumns)
    .from(attendanceUsersTable)
    .innerJoin(
      attendanceLocationsTable,
      and(
        eq(attendanceLocationsTable.companyId, attendanceUsersTable.companyId),
        eq(attendanceLocationsTable.id, attendanceUsersTable.AttendanceLocationId),
      ),
    )
    .where(and(active, eq(attendanceUsersTable.UserId, userId)));
  if (assigned.length > 0) return assigned.map(toPlace);
  return (await db.select(placeColumns).from(attendanceLocationsTable).where(active)).map(toPlace);
};

export interface NearestPlace {
  place: AllowedPlace;
  /** Whole metres from the place's point. */
  metres: number;
  inside: boolean;
}

/** The allowed place nearest the position (null without places). */
export const nearestPlace = (places: readonly AllowedPlace[], at: Position): NearestPlace | null => {
  let best: NearestPlace | null = null;
  for (const place of places) {
    const metres = Math.round(distanceMetres({ at: 0, ...at }, { at: 0, ...place }));
    if (best === null || metres < best.metres) best = { place, metres, inside: metres <= place.radiusMetres };
  }
  return best;
};

/** "350 m" under a kilometre, else "1.2 km". */
export const distanceText = (metres: number): string =>
  metres < 1000 ? `${metres} m` : `${(metres / 1000).toFixed(1).replace(/\.0$/, '')} km`;

/** The sentence a check-in beyond every allowed place gets (the refusal, or the warning's start). */
export const outsideSentence = (nearest: NearestPlace, action: 'check in' | 'check out'): string =>
  `You are ${distanceText(nearest.metres)} from ${nearest.place.name}, the nearest place you may ${action} at (radius ${nearest.place.radiusMetres} m)`;
