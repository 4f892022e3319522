import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import type { EntityDeclaration, FieldDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { formatAmount, formatCount } from '@backoffice/shared/format/money.format';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { shownDay, shownMoment } from '../ui/shown-dates.ts';

/** The name of a stored file from its path: '/uploads/1/3f2a.pdf' → '3f2a.pdf'. */
export const fileNameOf = (path: string): string => path.split('/').filter(Boolean).at(-1) ?? path;

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A field's value as people read it, from the value the API sends. '' means "not set" (the screen
 * shows its own marker). Money arrives in rupees and formatAmount counts paisa; dates follow the
 * user's AD/BS choice; a reference shows the name the record carries beside the id; a phone number
 * is grouped for reading (+977 981-2345678).
 */
export const formatFieldValue = (
  field: FieldDeclaration,
  value: unknown,
  calendarMode: CalendarMode,
  referenceName?: unknown,
): string => {
  if (isBlank(value)) return '';
  switch (field.kind) {
    case 'money': {
      const rupees = Number(value);
      return Number.isFinite(rupees) ? formatAmount(Math.round(rupees * 100)) : String(value);
    }
    case 'integer': {
      const count = Number(value);
      return Number.isFinite(count) ? formatCount(count) : String(value);
    }
    case 'decimal': {
      const number = Number(value);
      return Number.isFinite(number) ? number.toFixed(field.scale) : String(value);
    }
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'date':
      return shownDay(String(value), calendarMode) || String(value);
    case 'datetime':
      return shownMoment(String(value), calendarMode);
    case 'enum':
      return field.options.find((option) => option.value === String(value))?.label ?? String(value);
    case 'reference':
      return typeof referenceName === 'string' && referenceName !== '' ? referenceName : `#${String(value)}`;
    case 'file':
      return fileNameOf(String(value));
    case 'password':
      return '';
    case 'phone':
      return formatPhoneNumber(String(value));
    default:
      return String(value);
  }
};

/** A record's field, formatted (references read their `<Field>Display`). */
export const formatRecordField = (
  entity: EntityDeclaration,
  record: Record<string, unknown>,
  name: string,
  calendarMode: CalendarMode,
): string => {
  const field = entity.fields[name];
  if (!field) return isBlank(record[name]) ? '' : String(record[name]);
  return formatFieldValue(field, record[name], calendarMode, record[`${name}Display`]);
};

/**
 * What names a record in headings and dialogs: its display field as people read it (a day log's
 * date in the reader's calendar, a repayment's reference by name), else its number.
 */
export const recordName = (
  entity: EntityDeclaration,
  record: Record<string, unknown>,
  calendarMode: CalendarMode = 'AD',
): string => {
  const value = formatRecordField(entity, record, entity.displayField, calendarMode);
  return value.trim() !== '' ? value : `${entity.singular} #${String(record.Id)}`;
};
