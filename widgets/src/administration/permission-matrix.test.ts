import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { describe, expect, it } from 'vitest';
import {
  changedRows,
  columnCoverage,
  countByChannel,
  grantsOf,
  modulesFor,
  type PermissionMatrix,
  type PermissionRow,
  rowCoverage,
  rowKey,
  saveBody,
  setColumn,
  setFlag,
  setRow,
  withGrants,
} from './permission-matrix.ts';

const row = (PageCode: number, Title: string, IsMobileApp: boolean, granted = false): PermissionRow => ({
  PageCode,
  PageName: Title.replace(/\s/g, ''),
  Title,
  IsMobileApp,
  CanView: granted,
  CanCreate: false,
  CanEdit: false,
  CanDelete: false,
});

const MATRIX: PermissionMatrix = {
  RoleId: 3,
  RoleName: 'Staff',
  IsAdminRole: false,
  Modules: [
    {
      ModuleId: 2,
      ModuleCode: 'Administration',
      ModuleName: 'Administration',
      IsActiveForCompany: true,
      Permissions: [
        row(100, 'Users', false, true),
        row(100, 'Users', true),
        row(211, 'Notices', false),
        row(211, 'Notices', true),
      ],
    },
    {
      ModuleId: 5,
      ModuleCode: 'Support',
      ModuleName: 'Support',
      IsActiveForCompany: false,
      Permissions: [row(207, 'Support Tickets', false), row(207, 'Support Tickets', true)],
    },
  ],
};

const NOTICES_WEB = '211:web';
const NOTICES_MOBILE = '211:mobile';
const USERS_WEB = '100:web';

describe('the permission matrix', () => {
  it('keys a row by page and channel, and splits the modules by channel', () => {
    expect(rowKey({ PageCode: 211, IsMobileApp: true })).toBe(NOTICES_MOBILE);
    const web = modulesFor(MATRIX, 'web');
    expect(web.map((module) => module.Permissions.map((entry) => entry.Title))).toEqual([
      ['Users', 'Notices'],
      ['Support Tickets'],
    ]);
    expect(
      modulesFor(MATRIX, 'mobile')
        .flatMap((module) => module.Permissions)
        .every((r) => r.IsMobileApp),
    ).toBe(true);
  });

  it('toggles one flag, a whole row, and a column over the listed rows only', () => {
    const saved = grantsOf(MATRIX);
    const one = setFlag(saved, NOTICES_WEB, 'CanEdit', true);
    expect(one[NOTICES_WEB]).toEqual({ CanView: false, CanCreate: false, CanEdit: true, CanDelete: false });
    expect(rowCoverage(one, NOTICES_WEB)).toBe('some');
    expect(rowCoverage(setRow(one, NOTICES_WEB, true), NOTICES_WEB)).toBe('all');
    expect(rowCoverage(setRow(one, NOTICES_WEB, false), NOTICES_WEB)).toBe('none');

    const webKeys = modulesFor(MATRIX, 'web').flatMap((module) => module.Permissions.map(rowKey));
    expect(columnCoverage(saved, webKeys, 'CanView')).toBe('some');
    const allViews = setColumn(saved, webKeys, 'CanView', true);
    expect(columnCoverage(allViews, webKeys, 'CanView')).toBe('all');
    // The mobile rows are another tab's: a web column toggle leaves them alone.
    expect(allViews[NOTICES_MOBILE]?.CanView).toBe(false);
    expect(columnCoverage(setColumn(saved, webKeys, 'CanView', false), webKeys, 'CanView')).toBe('none');
  });

  it('counts the rows that differ from what is saved, per channel', () => {
    const saved = grantsOf(MATRIX);
    expect(changedRows(saved, saved).size).toBe(0);
    let edited = setFlag(saved, NOTICES_WEB, 'CanView', true);
    edited = setFlag(edited, NOTICES_MOBILE, 'CanDelete', true);
    edited = setFlag(edited, USERS_WEB, 'CanCreate', true);
    // Back to where it started: no longer a change.
    edited = setFlag(edited, USERS_WEB, 'CanCreate', false);
    const changed = changedRows(saved, edited);
    expect([...changed].sort()).toEqual([NOTICES_MOBILE, NOTICES_WEB]);
    expect(countByChannel(changed)).toEqual({ web: 1, mobile: 1 });
  });

  it('posts every granting row with its flags, and no row that grants nothing', () => {
    let grants = setFlag(grantsOf(MATRIX), NOTICES_MOBILE, 'CanEdit', true);
    grants = setFlag(grants, NOTICES_MOBILE, 'CanView', true);
    const body = saveBody(MATRIX, grants);
    const nothing = { CanCreate: false, CanEdit: false, CanDelete: false };
    expect(body).toEqual({
      RoleId: 3,
      Permissions: [
        { PageCode: 100, IsMobileApp: false, CanView: true, ...nothing },
        { PageCode: 211, IsMobileApp: true, CanView: true, ...nothing, CanEdit: true },
      ],
    });
    // What the server checks the body with takes it as it is.
    expect(permissionContracts.save.body.parse(body)).toEqual(body);
    // Nothing granted is still a save: it removes every row.
    expect(saveBody(MATRIX, setFlag(grantsOf(MATRIX), USERS_WEB, 'CanView', false))).toEqual({
      RoleId: 3,
      Permissions: [],
    });
  });

  it('reads back as saved after a save', () => {
    const grants = setRow(grantsOf(MATRIX), NOTICES_WEB, true);
    const after = withGrants(MATRIX, grants);
    expect(changedRows(grants, grantsOf(after)).size).toBe(0);
    expect(after.Modules[0]?.Permissions.find((entry) => rowKey(entry) === NOTICES_WEB)?.CanDelete).toBe(
      true,
    );
  });
});
