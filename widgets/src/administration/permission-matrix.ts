import type {
  PermissionFlags,
  PermissionMatrix,
  PermissionModule,
  PermissionRow,
  SavePermissionsBody,
} from '@backoffice/shared/administration/permission.contract';

export type { PermissionFlags, PermissionMatrix, PermissionModule, PermissionRow };

export type PermissionFlag = keyof PermissionFlags;

/** The matrix's columns, in the order people read them. */
export const PERMISSION_COLUMNS: readonly { flag: PermissionFlag; label: string }[] = [
  { flag: 'CanView', label: 'View' },
  { flag: 'CanCreate', label: 'Create' },
  { flag: 'CanEdit', label: 'Edit' },
  { flag: 'CanDelete', label: 'Delete' },
];

/** The web rows or the mobile app's. */
export type Channel = 'web' | 'mobile';

export const channelOf = (row: Pick<PermissionRow, 'IsMobileApp'>): Channel =>
  row.IsMobileApp ? 'mobile' : 'web';

/** A row's identity in the matrix: a page has one row per channel. */
export const rowKey = (row: Pick<PermissionRow, 'PageCode' | 'IsMobileApp'>): string =>
  `${row.PageCode}:${channelOf(row)}`;

/** How many of these rows (by rowKey) belong to each channel. */
export const countByChannel = (keys: Iterable<string>): Record<Channel, number> => {
  const counts: Record<Channel, number> = { web: 0, mobile: 0 };
  for (const key of keys) counts[key.endsWith(':mobile') ? 'mobile' : 'web'] += 1;
  return counts;
};

/** What the screen edits: the flags of every row by rowKey. */
export type Grants = Readonly<Record<string, PermissionFlags>>;

const flagsOf = (row: PermissionFlags): PermissionFlags => ({
  CanView: row.CanView,
  CanCreate: row.CanCreate,
  CanEdit: row.CanEdit,
  CanDelete: row.CanDelete,
});

export const grantsOf = (matrix: PermissionMatrix): Grants =>
  Object.fromEntries(
    matrix.Modules.flatMap((module) => module.Permissions.map((row) => [rowKey(row), flagsOf(row)])),
  );

const NOTHING: PermissionFlags = { CanView: false, CanCreate: false, CanEdit: false, CanDelete: false };

export const flagsAt = (grants: Grants, key: string): PermissionFlags => grants[key] ?? NOTHING;

/** Every row of one channel, module by module; modules without such rows are left out. */
export const modulesFor = (matrix: PermissionMatrix, channel: Channel): PermissionModule[] =>
  matrix.Modules.map((module) => ({
    ...module,
    Permissions: module.Permissions.filter((row) => channelOf(row) === channel),
  })).filter((module) => module.Permissions.length > 0);

export const setFlag = (grants: Grants, key: string, flag: PermissionFlag, on: boolean): Grants => ({
  ...grants,
  [key]: { ...flagsAt(grants, key), [flag]: on },
});

/** A row's "all" toggle: every action on that page, or none. */
export const setRow = (grants: Grants, key: string, on: boolean): Grants => ({
  ...grants,
  [key]: { CanView: on, CanCreate: on, CanEdit: on, CanDelete: on },
});

/** A column's "all" toggle: that action on every listed row, or on none of them. */
export const setColumn = (
  grants: Grants,
  keys: readonly string[],
  flag: PermissionFlag,
  on: boolean,
): Grants => keys.reduce((next, key) => setFlag(next, key, flag, on), grants);

/** How many of the listed flags are on: a toggle shows checked (all), mixed (some) or clear (none). */
export type Coverage = 'all' | 'some' | 'none';

const coverage = (values: readonly boolean[]): Coverage => {
  const on = values.filter(Boolean).length;
  if (on === 0) return 'none';
  return on === values.length ? 'all' : 'some';
};

export const rowCoverage = (grants: Grants, key: string): Coverage => {
  const flags = flagsAt(grants, key);
  return coverage(PERMISSION_COLUMNS.map(({ flag }) => flags[flag]));
};

export const columnCoverage = (grants: Grants, keys: readonly string[], flag: PermissionFlag): Coverage =>
  keys.length === 0 ? 'none' : coverage(keys.map((key) => flagsAt(grants, key)[flag]));

const sameFlags = (a: PermissionFlags, b: PermissionFlags): boolean =>
  PERMISSION_COLUMNS.every(({ flag }) => a[flag] === b[flag]);

/** The rows whose flags differ from the saved ones, by rowKey. */
export const changedRows = (saved: Grants, current: Grants): Set<string> =>
  new Set(
    [...new Set([...Object.keys(saved), ...Object.keys(current)])].filter(
      (key) => !sameFlags(flagsAt(saved, key), flagsAt(current, key)),
    ),
  );

const granted = (flags: PermissionFlags): boolean => PERMISSION_COLUMNS.some(({ flag }) => flags[flag]);

/**
 * The permission/save body. The save replaces all the role's rows, so the whole matrix is the rows
 * that grant something: the server drops rows granting nothing anyway, so they are left out.
 */
export const saveBody = (matrix: PermissionMatrix, grants: Grants): SavePermissionsBody => ({
  RoleId: matrix.RoleId,
  Permissions: matrix.Modules.flatMap((module) => module.Permissions)
    .map((row) => ({ PageCode: row.PageCode, IsMobileApp: row.IsMobileApp, ...flagsAt(grants, rowKey(row)) }))
    .filter(granted),
});

/** The matrix with these flags, as it reads once they are saved. */
export const withGrants = (matrix: PermissionMatrix, grants: Grants): PermissionMatrix => ({
  ...matrix,
  Modules: matrix.Modules.map((module) => ({
    ...module,
    Permissions: module.Permissions.map((row) => ({ ...row, ...flagsAt(grants, rowKey(row)) })),
  })),
});
