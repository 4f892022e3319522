/**
 * The office entry's values (strings, as the controls hold them), checked by the route's own body
 * schema before they are sent, and the server's messages put back under the same controls.
 */
import type { FieldError } from '@backoffice/shared/envelope';
import {
  type AttendanceOfficeBody,
  attendanceOfficeBody,
} from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { NO_REFERENCE, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { type BodyCheck, checkBody } from '../../sales/common/forms/body-schema-check.ts';
import {
  type FieldErrorMap,
  type MappedErrors,
  mapFieldErrors,
} from '../../sales/common/forms/form-field-errors.ts';

export interface AttendanceEntryValues {
  person: ReferenceValue;
  date: string;
  checkIn: string;
  checkOut: string;
  remarks: string;
}

export const emptyEntryValues = (today: string): AttendanceEntryValues => ({
  person: NO_REFERENCE,
  date: today,
  checkIn: '',
  checkOut: '',
  remarks: '',
});

/** The body's fields, each shown under its own control. */
const ENTRY_FIELDS: FieldErrorMap = {
  fields: ['UserId', 'AttendanceDate', 'CheckIn', 'CheckOut', 'Remarks'],
};

export const checkEntry = (values: AttendanceEntryValues): BodyCheck<AttendanceOfficeBody> =>
  checkBody(
    attendanceOfficeBody,
    {
      UserId: values.person.id,
      AttendanceDate: values.date,
      CheckIn: values.checkIn,
      CheckOut: values.checkOut,
      Remarks: values.remarks,
    },
    ENTRY_FIELDS,
  );

export const mapEntryServerErrors = (errors: readonly FieldError[]): MappedErrors =>
  mapFieldErrors(errors, ENTRY_FIELDS);
