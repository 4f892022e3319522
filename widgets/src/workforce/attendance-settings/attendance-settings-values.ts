/** The settings form's values (strings, as the controls hold them) and the body they become. */
import { WEEKDAY_OPTIONS } from '@backoffice/shared/entities/sales/sales-fields';
import type { FieldError } from '@backoffice/shared/envelope';
import type { AttendanceSettings } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import {
  type AttendanceSettingsBody,
  attendanceSettingsBody,
} from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import type { OutsidePolicy, Weekday } from '@backoffice/shared/workforce/attendance/attendance-rules';
import { type BodyCheck, checkBody } from '../../sales/common/forms/body-schema-check.ts';
import {
  type FieldErrorMap,
  type MappedErrors,
  mapFieldErrors,
} from '../../sales/common/forms/form-field-errors.ts';

export { WEEKDAY_OPTIONS };

export interface AttendanceSettingsValues {
  OfficeStart: string;
  OfficeEnd: string;
  LateAfterMinutes: string;
  HalfDayMinutes: string;
  WeeklyOff: readonly Weekday[];
  OutsidePolicy: OutsidePolicy;
  PhotoRequired: boolean;
}

/** What each outside policy does, in words beside its choice. */
export const OUTSIDE_POLICY_CHOICES: readonly { value: OutsidePolicy; label: string; text: string }[] = [
  {
    value: 'flag',
    label: 'Flag it',
    text: 'A check-in farther than every allowed place’s radius is recorded, marked Outside with the distance, for the office to review before approving.',
  },
  {
    value: 'refuse',
    label: 'Refuse it',
    text: 'A check-in farther than every allowed place’s radius is not recorded: the person is told how far they are and must move closer (or the office enters the day).',
  },
];

const SETTINGS_FIELDS: FieldErrorMap = {
  fields: [
    'OfficeStart',
    'OfficeEnd',
    'LateAfterMinutes',
    'HalfDayMinutes',
    'WeeklyOff',
    'OutsidePolicy',
    'PhotoRequired',
  ],
};

export const valuesFromSettings = (settings: AttendanceSettings): AttendanceSettingsValues => ({
  OfficeStart: settings.OfficeStart,
  OfficeEnd: settings.OfficeEnd,
  LateAfterMinutes: String(settings.LateAfterMinutes),
  HalfDayMinutes: String(settings.HalfDayMinutes),
  WeeklyOff: settings.WeeklyOff,
  OutsidePolicy: settings.OutsidePolicy,
  PhotoRequired: settings.PhotoRequired,
});

/** The days ticked, in the week's order whatever order they were ticked in. */
export const toggledDay = (days: readonly Weekday[], day: Weekday, on: boolean): Weekday[] =>
  WEEKDAY_OPTIONS.map((option) => option.value).filter((value) =>
    value === day ? on : days.includes(value),
  );

export const checkSettings = (values: AttendanceSettingsValues): BodyCheck<AttendanceSettingsBody> =>
  checkBody(attendanceSettingsBody, { ...values, WeeklyOff: [...values.WeeklyOff] }, SETTINGS_FIELDS);

export const mapSettingsServerErrors = (errors: readonly FieldError[]): MappedErrors =>
  mapFieldErrors(errors, SETTINGS_FIELDS);
