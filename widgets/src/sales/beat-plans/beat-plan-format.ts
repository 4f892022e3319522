import {
  BEAT_PLAN_STATUS_LABELS,
  BEAT_PLAN_TRANSITIONS,
  type BeatPlanAction,
  type BeatPlanStatus,
} from '@backoffice/shared/sales/beat-plans/beat-plan';

export const BEAT_PLANS_PATH = '/salesapp/beat-plans';
export const beatPlanPath = (id: number) => `${BEAT_PLANS_PATH}/${id}`;

export const beatPlanStatusLabel = (status: BeatPlanStatus): string => BEAT_PLAN_STATUS_LABELS[status];

export const beatPlanActionLabel = (action: BeatPlanAction): string =>
  BEAT_PLAN_TRANSITIONS.find((rule) => rule.action === action)?.label ?? action;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** 0 (Sunday) to 6 (Saturday) of a day of the plan's month. */
export const weekdayOf = (year: number, month: number, day: number): number =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

export const weekdayShort = (year: number, month: number, day: number): string =>
  WEEKDAYS[weekdayOf(year, month, day)] ?? '';

/** Saturday is the weekly holiday in Nepal: its rows are shaded, not closed. */
export const isHoliday = (year: number, month: number, day: number): boolean =>
  weekdayOf(year, month, day) === 6;
