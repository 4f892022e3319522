import { PAGES } from '@backoffice/shared/catalogue/pages';
import { requiredId } from '@backoffice/shared/form-fields';
import { z } from 'zod';

const FLAG_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  on: true,
  false: false,
  '0': false,
  off: false,
};

/** A check box as forms send it (true/on/1, false/off/0, or absent) or a JSON boolean. */
const flag = (name: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim().toLowerCase();
      return text === '' ? undefined : (FLAG_WORDS[text] ?? value);
    },
    z.boolean({ error: `${name} must be true or false` }).default(false),
  );

const PAGE_CODE_SET = new Set(PAGES.map((page) => page.code));

export const permissionRowSchema = z.object({
  PageCode: requiredId('PageCode must be a page code').refine((code) => PAGE_CODE_SET.has(code), {
    error: 'PageCode must be a page code of the catalogue',
  }),
  IsMobileApp: flag('IsMobileApp'),
  CanView: flag('CanView'),
  CanCreate: flag('CanCreate'),
  CanEdit: flag('CanEdit'),
  CanDelete: flag('CanDelete'),
});
export type PermissionRowInput = z.output<typeof permissionRowSchema>;

const ROW_FIELDS = Object.keys(permissionRowSchema.shape);

const canonical = (key: string, names: readonly string[]): string | undefined =>
  names.find((name) => name.toLowerCase() === key.toLowerCase());

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** `Permissions[3].CanView` or `Permissions[3][CanView]`: the ASP.NET way of posting a list in a form. */
const INDEXED_KEY = /^permissions\[(\d{1,4})\](?:\.|\[)([A-Za-z]+)\]?$/i;

/**
 * Folds either body shape into `{RoleId, Permissions: [...]}`, names matched without case as
 * everywhere else: JSON `{RoleId, Permissions: [{PageCode, ...}]}` or the form keys above. Indexes
 * need not be contiguous; rows keep their index order.
 */
export const foldPermissionBody = (raw: unknown): unknown => {
  const body = asRecord(raw);
  if (!body) return raw;
  const folded: Record<string, unknown> = {};
  const indexed = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(body)) {
    const match = INDEXED_KEY.exec(key);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      const field = canonical(match[2], ROW_FIELDS);
      if (!field) continue;
      const row = indexed.get(Number(match[1])) ?? {};
      row[field] = value;
      indexed.set(Number(match[1]), row);
      continue;
    }
    const name = canonical(key, ['RoleId', 'Permissions']);
    if (name === 'RoleId') folded.RoleId = value;
    if (name === 'Permissions' && Array.isArray(value)) {
      folded.Permissions = value.map((row) => {
        const record = asRecord(row);
        if (!record) return row;
        return Object.fromEntries(
          Object.entries(record).flatMap(([rowKey, rowValue]) => {
            const field = canonical(rowKey, ROW_FIELDS);
            return field ? [[field, rowValue]] : [];
          }),
        );
      });
    }
  }
  if (folded.Permissions === undefined) {
    folded.Permissions = [...indexed.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  }
  return folded;
};

export const savePermissionsBody = z.preprocess(
  foldPermissionBody,
  z
    .object({
      RoleId: requiredId('RoleId must be the number of a role'),
      Permissions: z
        .array(permissionRowSchema, { error: 'Permissions must be a list of page permissions' })
        .max(PAGES.length * 2, { error: `At most ${PAGES.length * 2} permission rows are allowed` }),
    })
    .superRefine((form, ctx) => {
      const seen = new Set<string>();
      form.Permissions.forEach((row, index) => {
        const key = `${row.PageCode}:${row.IsMobileApp}`;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['Permissions', index, 'PageCode'],
            message: `Page ${row.PageCode} is listed twice${row.IsMobileApp ? ' for the mobile app' : ''}`,
          });
        }
        seen.add(key);
      });
    }),
);

export const roleIdOnlyQuery = z.object({ roleId: requiredId('roleId must be the number of a role') });
