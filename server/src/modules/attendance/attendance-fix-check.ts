import {
  isImpossibleJump,
  PLAUSIBILITY_REASONS,
  TRACKING_LIMITS,
} from '@backoffice/shared/sales/tracking/tracking-plausibility';
import type { AttendanceFlag } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { OutsidePolicy } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { badRequest } from '../../http/api-error.js';
import { type AllowedPlace, nearestPlace, outsideSentence, type Position } from './attendance-geofence.js';

export interface FixInput {
  action: 'checkIn' | 'checkOut';
  at: Date;
  position: Position | null;
  accuracy: number | null;
  /** The day's check-in, for a check-out: a jump between the two is not a journey. */
  checkIn: { at: Date; position: Position | null } | null;
}

export interface FixJudgement {
  locationId: number | null;
  distanceM: number | null;
  flags: AttendanceFlag[];
  warnings: string[];
}

const REVIEW = 'the office will review it';

const implausibleReason = (fix: FixInput): string | null => {
  const { position } = fix;
  if (position && position.latitude === 0 && position.longitude === 0) return PLAUSIBILITY_REASONS.zero;
  if (fix.accuracy !== null && fix.accuracy > TRACKING_LIMITS.maxAccuracyMetres)
    return PLAUSIBILITY_REASONS.accuracy;
  const from = fix.checkIn;
  if (fix.action === 'checkOut' && position && from?.position) {
    const jump = isImpossibleJump(
      { at: from.at.getTime(), ...from.position },
      { at: fix.at.getTime(), ...position },
    );
    if (jump)
      return `The check-out is farther from the check-in than ${TRACKING_LIMITS.maxSpeedKmh} km/h allows`;
  }
  return null;
};

/**
 * Where the fix stands against the allowed places and how believable it is. A check-in outside
 * every place, or without a position while the company has places, is refused under the refuse
 * policy (400 on Latitude) and flagged otherwise; a check-out is only ever flagged, so nobody is
 * kept from leaving. No places at all: no check.
 */
export const judgeFix = (
  fix: FixInput,
  places: readonly AllowedPlace[],
  policy: OutsidePolicy,
): FixJudgement => {
  const flags = new Set<AttendanceFlag>();
  const warnings: string[] = [];
  const implausible = implausibleReason(fix);
  if (implausible !== null) {
    flags.add('implausible');
    warnings.push(`${implausible}; ${REVIEW}`);
  }
  // 0,0 is no position at all: it is judged as a missing one.
  const usable =
    fix.position && !(fix.position.latitude === 0 && fix.position.longitude === 0) ? fix.position : null;
  const refuses = policy === 'refuse' && fix.action === 'checkIn';
  const verb = fix.action === 'checkIn' ? 'check in' : 'check out';
  if (places.length === 0) return { locationId: null, distanceM: null, flags: [...flags], warnings };
  if (usable === null) {
    const message = `Your position is required to ${verb}`;
    if (refuses) throw badRequest(message, [{ Field: 'Latitude', Message: message }]);
    flags.add('outside');
    warnings.push(`${message}; ${REVIEW}`);
    return { locationId: null, distanceM: null, flags: [...flags], warnings };
  }
  const nearest = nearestPlace(places, usable);
  if (nearest === null) return { locationId: null, distanceM: null, flags: [...flags], warnings };
  if (!nearest.inside) {
    const sentence = outsideSentence(nearest, verb);
    if (refuses) throw badRequest(sentence, [{ Field: 'Latitude', Message: sentence }]);
    flags.add('outside');
    warnings.push(`${sentence}; ${REVIEW}`);
  }
  return { locationId: nearest.place.id, distanceM: nearest.metres, flags: [...flags], warnings };
};
