import { z } from 'zod';
import { MAX_INT4 } from '../form-fields.js';
import { toInternalPath } from '../internal-path.js';
import { forbiddenCharacterIn } from '../text/forbidden-characters.js';
import { phoneNumberMessage, toPhoneNumber } from '../text/phone-number.js';
import { canonicalOrigin } from '../web-origin.js';
import {
  type EntityDeclaration,
  editableFields,
  type FieldDeclaration,
  fieldOf,
  sortableFields,
} from './entity-declaration.js';

/** A form sends '' for an untouched control; JSON clients send null. Both mean "no value". */
const blank = (value: unknown): unknown =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const toNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().replaceAll(',', '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

const toBoolean = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no'].includes(text)) return false;
  return value;
};

export const fieldMessages = (label: string) => ({
  required: `${label} is required`,
  tooLong: (max: number) => `${label} must be at most ${max} characters`,
  tooShort: (min: number) => `${label} must be at least ${min} characters`,
  email: `${label} must be an email address`,
  phone: phoneNumberMessage(label),
  digits: (count: number) => `${label} must be exactly ${count} digits`,
  url: `${label} must be a web address starting with https:// or http://`,
  origin: `${label} must be a site's origin: scheme, host and port, such as https://bank.example.com (no path)`,
  path: `${label} must be a path inside the portal, such as /core/notifications`,
  number: (min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`,
  decimal: (min: number, max: number, scale: number) =>
    `${label} must be a number from ${min} to ${max} with at most ${scale} decimals`,
  money: (min: number, max: number) =>
    `${label} must be an amount from ${min} to ${max} with at most two decimals`,
  boolean: `${label} must be true or false`,
  date: `${label} must be a date (YYYY-MM-DD)`,
  dateTime: `${label} must be a date and time`,
  option: (labels: string) => `${label} must be one of: ${labels}`,
  reference: `Select ${label}`,
  nul: `${label} must not contain the NUL character (\\u0000)`,
  surrogate: `${label} must not contain a lone UTF-16 surrogate (\\ud800 to \\udfff without its pair)`,
});

/** The value schema of one field, without the required/optional wrapper. */
const valueSchema = (field: FieldDeclaration): z.ZodType => {
  const m = fieldMessages(field.label);
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'url':
    case 'origin':
    case 'path': {
      let text = z
        .string({ error: m.required })
        .max(field.max, { error: m.tooLong(field.max) })
        .min(field.min ?? 1, { error: field.min ? m.tooShort(field.min) : m.required })
        // PostgreSQL text cannot hold them; a CSV import reaches here without the API's input check.
        .refine((value) => forbiddenCharacterIn(value) !== 'nul', { error: m.nul })
        .refine((value) => forbiddenCharacterIn(value) !== 'surrogate', { error: m.surrogate });
      if (field.kind === 'email') text = text.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: m.email });
      if (field.kind === 'text' && field.digits)
        text = text.regex(new RegExp(`^[0-9]{${field.digits}}$`), { error: m.digits(field.digits) });
      if (field.kind === 'url') text = text.regex(/^https?:\/\/[^\s]+$/i, { error: m.url });
      if (field.kind === 'origin')
        return z.preprocess(
          (value) => (typeof value === 'string' ? (canonicalOrigin(value) ?? value.trim()) : value),
          text.refine((value) => canonicalOrigin(value) === value, { error: m.origin }),
        );
      // Stored in one form (+9779812345678) whichever way it was typed, so equal numbers are equal.
      if (field.kind === 'phone')
        return z.preprocess(
          (value) => (typeof value === 'string' ? (toPhoneNumber(value) ?? value.trim()) : value),
          text.refine((value) => toPhoneNumber(value) === value, { error: m.phone }),
        );
      if (field.kind === 'path')
        text = text.refine((value) => toInternalPath(value) !== null, { error: m.path });
      return z.preprocess(trimmed, text);
    }
    case 'password':
      // Never trimmed: spaces may be part of a secret.
      return z
        .string({ error: m.required })
        .min(field.min, { error: m.tooShort(field.min) })
        .max(field.max, { error: m.tooLong(field.max) });
    case 'integer':
      return z.preprocess(
        toNumber,
        z
          .number({ error: m.number(field.min, field.max) })
          .int({ error: m.number(field.min, field.max) })
          .min(field.min, { error: m.number(field.min, field.max) })
          .max(field.max, { error: m.number(field.min, field.max) }),
      );
    case 'money':
      return z.preprocess(
        toNumber,
        z
          .number({ error: m.money(field.min, field.max) })
          .min(field.min, { error: m.money(field.min, field.max) })
          .max(field.max, { error: m.money(field.min, field.max) })
          .refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), {
            error: m.money(field.min, field.max),
          }),
      );
    case 'decimal': {
      const message = m.decimal(field.min, field.max, field.scale);
      const factor = 10 ** field.scale;
      return z.preprocess(
        toNumber,
        z
          .number({ error: message })
          .min(field.min, { error: message })
          .max(field.max, { error: message })
          .refine((value) => Number.isInteger(Math.round(value * factor * 1e6) / 1e6), { error: message }),
      );
    }
    case 'boolean':
      return z.preprocess(toBoolean, z.boolean({ error: m.boolean }));
    case 'date':
      return z.preprocess(trimmed, z.string({ error: m.date }).refine(isRealDate, { error: m.date }));
    case 'datetime':
      return z.preprocess(
        trimmed,
        z
          .string({ error: m.dateTime })
          .refine((value) => !Number.isNaN(Date.parse(value)), { error: m.dateTime })
          .transform((value) => new Date(value).toISOString()),
      );
    case 'enum': {
      const values = field.options.map((option) => option.value);
      const labels = field.options.map((option) => option.label).join(', ');
      return z.preprocess(
        trimmed,
        z
          .string({ error: m.option(labels) })
          .refine((value) => values.includes(value), { error: m.option(labels) }),
      );
    }
    case 'reference':
      return z.preprocess(
        toNumber,
        z
          .number({ error: m.reference })
          .int({ error: m.reference })
          .positive({ error: m.reference })
          .max(MAX_INT4, {
            error: m.reference,
          }),
      );
    case 'file':
      // The file itself is checked by the server from its bytes; a save carries the stored path.
      return z.string({ error: m.required }).max(300);
  }
};

/** A field's schema: blank becomes undefined; a required field then gets its "is required" message. */
export const fieldSchema = (field: FieldDeclaration): z.ZodType => {
  const value = valueSchema(field);
  const message = fieldMessages(field.label).required;
  if (field.required) {
    // Not `.optional().refine()`: an object skips an optional schema for a missing key altogether.
    return z.preprocess((input, ctx) => {
      const given = blank(input);
      if (given === undefined) ctx.addIssue({ code: 'custom', message, input });
      return given;
    }, value);
  }
  return z.preprocess(blank, value.optional());
};

/**
 * The record a save must produce: every editable field, file fields excepted (the server checks and
 * stores the upload, then sets the path). Both the form and the server validate with it. On update
 * a password may stay empty (it keeps the current one).
 */
/** Date fields that may not come before another: [field, its label, the other, the other's label]. */
const datePairs = (entity: EntityDeclaration): [string, string, string, string][] =>
  editableFields(entity).flatMap(([name, field]) => {
    const other = field.kind === 'date' && field.notBefore ? entity.fields[field.notBefore] : undefined;
    return field.kind === 'date' && field.notBefore && other
      ? [[name, field.label, field.notBefore, other.label] as [string, string, string, string]]
      : [];
  });

export const recordSchema = (entity: EntityDeclaration, mode: 'create' | 'update' = 'create') => {
  const pairs = datePairs(entity);
  const shape = z.object(
    Object.fromEntries(
      editableFields(entity)
        .filter(([, field]) => field.kind !== 'file')
        .map(([name, field]) => [
          name,
          fieldSchema(mode === 'update' && field.kind === 'password' ? { ...field, required: false } : field),
        ]),
    ),
  );
  if (pairs.length === 0) return shape;
  // ISO dates compare as text; an empty one has nothing to compare.
  return shape.superRefine((values, check) => {
    for (const [name, label, otherName, otherLabel] of pairs) {
      const value = values[name];
      const other = values[otherName];
      if (typeof value === 'string' && typeof other === 'string' && value < other) {
        check.addIssue({
          code: 'custom',
          path: [name],
          message: `${label} must not be before ${otherLabel} (${other})`,
        });
      }
    }
  });
};

export type EntityValues = Record<string, unknown>;

export const SORT_TYPES = ['asc', 'desc'] as const;

/** A list's own query fields: sorting and the declared filters (paging and search are common). */
export const listFilterShape = (entity: EntityDeclaration): Record<string, z.ZodType> => {
  const sortable = sortableFields(entity);
  const byLower = new Map(sortable.map((name) => [name.toLowerCase(), name]));
  const shape: Record<string, z.ZodType> = {
    SortBy: z.preprocess(
      (value) =>
        typeof value === 'string' && value.trim() !== ''
          ? (byLower.get(value.trim().toLowerCase()) ?? value)
          : undefined,
      z
        .enum(sortable as [string, ...string[]], { error: `SortBy must be one of: ${sortable.join(', ')}` })
        .optional(),
    ),
    SortType: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined),
      z.enum(SORT_TYPES, { error: 'SortType must be asc or desc' }).optional(),
    ),
  };
  if (entity.list.addedByFilter) {
    shape[entity.list.addedByFilter] = z.preprocess(
      blank,
      z.coerce
        .number({ error: `${entity.list.addedByFilter} must be the number of a user` })
        .int({ error: `${entity.list.addedByFilter} must be the number of a user` })
        .positive({ error: `${entity.list.addedByFilter} must be the number of a user` })
        .optional(),
    );
  }
  for (const name of entity.list.filters) {
    const field = fieldOf(entity, name);
    if (field.kind === 'date' || field.kind === 'datetime') {
      const date = z.preprocess(blank, valueSchema({ ...field, kind: 'date' }).optional());
      shape[`${name}From`] = date;
      shape[`${name}To`] = date;
    } else {
      shape[name] = fieldSchema({ ...field, required: false });
    }
  }
  return shape;
};
