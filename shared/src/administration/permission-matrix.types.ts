/**
 * GET /permission/listbyRoleId: every page of the catalogue grouped by module, a web and a
 * mobile-app row per page, in the shape POST /permission/save takes back.
 */
export interface PermissionFlags {
  CanView: boolean;
  CanCreate: boolean;
  CanEdit: boolean;
  CanDelete: boolean;
}

/** One row as permission/save takes it, with the page's names for a screen. */
export interface PermissionRow extends PermissionFlags {
  PageCode: number;
  PageName: string;
  Title: string;
  IsMobileApp: boolean;
}

export interface PermissionModule {
  ModuleId: number;
  ModuleCode: string;
  ModuleName: string;
  /** Whether the company has the module: its pages show in menus only then. */
  IsActiveForCompany: boolean;
  Permissions: PermissionRow[];
}

export interface PermissionMatrix {
  RoleId: number;
  RoleName: string;
  IsAdminRole: boolean;
  Modules: PermissionModule[];
}
