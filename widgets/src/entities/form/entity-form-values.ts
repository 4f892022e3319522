import {
  type EntityDeclaration,
  editableFields,
  FILE_TYPES,
  type FieldDeclaration,
  type FileField,
  type FileType,
} from '@backoffice/shared/entities/entity-declaration';
import { recordSchema } from '@backoffice/shared/entities/entity-schemas';
import type { FieldError } from '@backoffice/shared/envelope';
import type { Params } from '../../core/api-client.ts';

/** What the controls hold: text for inputs and selects, true/false for checkboxes. */
export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;
export type FormMode = 'create' | 'update';

const pad = (value: number): string => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it: the browser's wall clock, to the minute. */
export const toLocalDateTime = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const initialValue = (field: FieldDeclaration, stored: unknown): string | boolean => {
  const present = stored !== null && stored !== undefined;
  switch (field.kind) {
    case 'boolean':
      return present ? stored === true : field.default;
    case 'enum':
      return present ? String(stored) : (field.default ?? '');
    case 'datetime':
      return present ? toLocalDateTime(String(stored)) : '';
    case 'password':
    case 'file':
      // A password is never sent back; a file is chosen anew or kept as it is.
      return '';
    default:
      return present ? String(stored) : '';
  }
};

/**
 * Values a new-record link asks for (`/admin/users/new?UserType=dealer`): only an editable choice
 * field and one of its options, so a link can preset a form but never fill it with anything else.
 */
export const presetValues = (entity: EntityDeclaration, search: string): FormValues => {
  const asked = new URLSearchParams(search);
  return Object.fromEntries(
    editableFields(entity).flatMap(([name, field]) => {
      const value = asked.get(name);
      if (field.kind !== 'enum' || value === null) return [];
      return field.options.some((option) => option.value === value) ? [[name, value]] : [];
    }),
  );
};

/** The controls' first values: the stored record when editing, the declared defaults when creating. */
export const initialValues = (entity: EntityDeclaration, record?: Record<string, unknown>): FormValues =>
  Object.fromEntries(
    editableFields(entity).map(([name, field]) => [name, initialValue(field, record?.[name])]),
  );

export interface Validated {
  errors: FieldErrors;
  /** The values the schema produced (numbers, booleans, ISO instants), when there were no errors. */
  data?: Record<string, unknown>;
}

/** The same schema the server checks with, so the messages under the controls are the server's. */
export const validateValues = (entity: EntityDeclaration, mode: FormMode, values: FormValues): Validated => {
  const result = recordSchema(entity, mode).safeParse(values);
  if (result.success) return { errors: {}, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return { errors };
};

const wireValue = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return String(value);
};

/**
 * The save body, form-encoded. Every editable field goes, so an emptied optional field is cleared;
 * except an untouched password on update (empty keeps the current one) and file fields, which go
 * as multipart parts only when a file is chosen (absent keeps the stored file).
 */
export const saveBody = (
  entity: EntityDeclaration,
  mode: FormMode,
  data: Record<string, unknown>,
  id?: number,
): Params => {
  const body: Params = id === undefined ? {} : { Id: id };
  for (const [name, field] of editableFields(entity)) {
    if (field.kind === 'file') continue;
    const value = wireValue(data[name]);
    if (field.kind === 'password' && mode === 'update' && value === '') continue;
    body[name] = value;
  }
  return body;
};

/** Server field errors by our field names (the server may answer in another case). */
export const serverFieldErrors = (entity: EntityDeclaration, errors: readonly FieldError[]): FieldErrors => {
  const byLower = new Map(Object.keys(entity.fields).map((name) => [name.toLowerCase(), name]));
  const result: FieldErrors = {};
  for (const error of errors) {
    const name = byLower.get(error.Field.toLowerCase()) ?? error.Field;
    result[name] ??= error.Message;
  }
  return result;
};

const EXTENSIONS: Record<FileType, readonly string[]> = {
  png: ['png'],
  gif: ['gif'],
  jpeg: ['jpg', 'jpeg'],
  pdf: ['pdf'],
};

const TYPE_NAMES: Record<FileType, string> = { png: 'PNG', gif: 'GIF', jpeg: 'JPEG', pdf: 'PDF' };

/** 'PDF, PNG or JPEG' */
export const acceptedTypeNames = (field: FileField): string => {
  const names = field.accept.map((type) => TYPE_NAMES[type]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
};

/** The file input's accept attribute: extensions and MIME types, so pickers on every OS filter. */
export const acceptAttribute = (field: FileField): string =>
  field.accept.flatMap((type) => [...EXTENSIONS[type].map((ext) => `.${ext}`), FILE_TYPES[type]]).join(',');

/** '5 MB', '512 KB' */
export const byteSize = (bytes: number): string => {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${bytes} bytes`;
};

/**
 * A chosen file, checked before it is sent: its name's extension or its MIME type must be one the
 * field accepts, and it must fit maxBytes. The server checks the bytes themselves; this only spares
 * an upload that would be refused. Answers the message to show, or null.
 */
export const checkFile = (
  field: FileField,
  file: { name: string; type: string; size: number },
): string | null => {
  const extension = file.name.includes('.') ? (file.name.split('.').at(-1)?.toLowerCase() ?? '') : '';
  const typeAccepted = field.accept.some(
    (type) => EXTENSIONS[type].includes(extension) || (file.type !== '' && file.type === FILE_TYPES[type]),
  );
  if (!typeAccepted) return `${field.label} must be a ${acceptedTypeNames(field)} file`;
  if (file.size === 0) return `${field.label} is an empty file`;
  if (file.size > field.maxBytes) {
    return `${field.label} must be at most ${byteSize(field.maxBytes)} (this file is ${byteSize(file.size)})`;
  }
  return null;
};

/** Whether the controls differ from where they started. */
export const valuesChanged = (initial: FormValues, current: FormValues): boolean =>
  Object.keys(current).some((name) => initial[name] !== current[name]);
