import { z } from 'zod';
import { PAGES } from '../catalogue/pages.js';
import { requiredId, requiredText } from '../form-fields.js';
import { defineContract } from '../http/route-contract.js';
import { PAGE_CODES, PERMISSION_ACTIONS, type PermissionAction } from '../page-codes.js';

export const PERMISSION_MESSAGES = {
  saved: 'Permissions saved.',
  ownRole:
    'Only an administrator can change the permissions of a role they hold or of an administrator role.',
} as const;

/** The Message of a permission check's answer; its Data says the same as true or false. */
export const PERMISSION_CHECK_MESSAGES = { permitted: 'Permitted', notPermitted: 'Not permitted' } as const;

export const permissionFlagsSchema = z.object({
  CanView: z.boolean(),
  CanCreate: z.boolean(),
  CanEdit: z.boolean(),
  CanDelete: z.boolean(),
});
export type PermissionFlags = z.infer<typeof permissionFlagsSchema>;

/** One row as permission/save takes it, with the page's names for a screen. */
export const permissionRowSchema = permissionFlagsSchema.extend({
  PageCode: z.number().int(),
  PageName: z.string(),
  Title: z.string(),
  IsMobileApp: z.boolean(),
});
export type PermissionRow = z.infer<typeof permissionRowSchema>;

export const permissionModuleSchema = z.object({
  ModuleId: z.number().int(),
  ModuleCode: z.string(),
  ModuleName: z.string(),
  /** Whether the company has the module: its pages show in menus only then. */
  IsActiveForCompany: z.boolean(),
  Permissions: z.array(permissionRowSchema),
});
export type PermissionModule = z.infer<typeof permissionModuleSchema>;

/**
 * GET /permission/listbyRoleId: every page of the catalogue grouped by module, a web and a
 * mobile-app row per page, in the shape POST /permission/save takes back.
 */
export const permissionMatrixSchema = z.object({
  RoleId: z.number().int(),
  RoleName: z.string(),
  IsAdminRole: z.boolean(),
  Modules: z.array(permissionModuleSchema),
});
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

/** Existing clients say Add and Update as often as Create and Edit. */
const ACTION_ALIASES: Record<string, PermissionAction> = {
  view: 'view',
  read: 'view',
  create: 'create',
  add: 'create',
  edit: 'edit',
  update: 'edit',
  delete: 'delete',
  remove: 'delete',
};

const actionType = requiredText('actionType is required', 20).pipe(
  z
    .string()
    .transform((value) => ACTION_ALIASES[value.toLowerCase()])
    .pipe(z.enum(PERMISSION_ACTIONS, { error: 'actionType must be View, Create, Edit or Delete' })),
);

export const checkActionQuery = z.object({
  screenId: requiredId('screenId must be a page code'),
  actionType,
});

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

/** One row of a permission/save body: the page, the channel and the flags (each false when left out). */
export const permissionRowBody = z.object({
  PageCode: requiredId('PageCode must be a page code').refine((code) => PAGE_CODE_SET.has(code), {
    error: 'PageCode must be a page code of the catalogue',
  }),
  IsMobileApp: flag('IsMobileApp'),
  CanView: flag('CanView'),
  CanCreate: flag('CanCreate'),
  CanEdit: flag('CanEdit'),
  CanDelete: flag('CanDelete'),
});
export type PermissionRowInput = z.output<typeof permissionRowBody>;

const ROW_FIELDS = Object.keys(permissionRowBody.shape);

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
        .array(permissionRowBody, { error: 'Permissions must be a list of page permissions' })
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
export type SavePermissionsBody = z.output<typeof savePermissionsBody>;

export const roleIdOnlyQuery = z.object({ roleId: requiredId('roleId must be the number of a role') });

const page = PAGE_CODES.Role;
const tag = 'Roles';

/**
 * Whether the caller may act on a page (spec 6), and role permissions per page with the mobile-app
 * flag (spec 6 and 7: permission save and listbyRoleId).
 */
export const permissionContracts = {
  checkAction: defineContract({
    method: 'get',
    path: '/permission/CheckActionPermission',
    summary: 'Whether the caller may take an action on a page (screenId = page code). Data is true or false.',
    access: 'user',
    query: checkActionQuery,
    response: z.boolean(),
  }),
  save: defineContract({
    method: 'post',
    path: '/permission/save',
    summary:
      'Replaces all of a role\'s permission rows. Body: RoleId and Permissions, a list of {PageCode, IsMobileApp, CanView, CanCreate, CanEdit, CanDelete} (flags default to false; a row granting nothing is dropped). As JSON: {"RoleId": 3, "Permissions": [{"PageCode": 100, "CanView": true}]}; form-encoded: RoleId=3&Permissions[0].PageCode=100&Permissions[0].CanView=true (Permissions[0][CanView] also works). No rows removes every permission. Answers the role\'s rows.',
    access: 'user',
    tag,
    permission: { page, action: 'edit' },
    body: savePermissionsBody,
    // The rows are a list, which a flat form carries only the ASP.NET way: the screens send JSON.
    bodyKind: 'json',
    response: z.array(permissionRowSchema),
  }),
  listByRoleId: defineContract({
    method: 'get',
    path: '/permission/listbyRoleId',
    summary:
      "Every page of the catalogue with the role's flags, grouped by module (IsActiveForCompany says whether the company has it): {RoleId, RoleName, IsAdminRole, Modules: [{ModuleId, ModuleCode, ModuleName, IsActiveForCompany, Permissions: [{PageCode, PageName, Title, IsMobileApp, CanView, CanCreate, CanEdit, CanDelete}]}]}, a web and a mobile-app row per page, the shape permission/save takes back.",
    access: 'user',
    tag,
    permission: { page, action: 'view' },
    query: roleIdOnlyQuery,
    response: permissionMatrixSchema,
  }),
};
