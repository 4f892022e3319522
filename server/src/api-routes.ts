import { generatedEntityRoutes } from './entities/generated-entity.routes.js';
import { fileUploadRoutes } from './modules/files/file-upload.routes.js';
import type { MountableRoute } from './http/define-route.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { branchRoutes } from './modules/branches/branches.routes.js';
import { companyDetailRoutes } from './modules/companies/company-detail.routes.js';
import { companyUserRoutes } from './modules/companies/company-user.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { notificationRoutes } from './modules/notifications/notification.routes.js';
import { permissionRoutes } from './modules/permissions/permission.routes.js';
import { clientTokenRoutes } from './modules/session/client-token.routes.js';
import { signInRoutes } from './modules/session/sign-in.routes.js';
import { twoFactorAdminRoutes } from './modules/session/two-factor-admin.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { siteContentRoutes } from './modules/site/site-content.routes.js';

export const API_BASE = '/api/v1';

/** Every business API route, mounted under API_BASE. */
export const apiRoutes: readonly MountableRoute[] = [
  ...signInRoutes,
  ...clientTokenRoutes,
  ...twoFactorAdminRoutes,
  ...accountRoutes,
  ...settingsRoutes,
  ...branchRoutes,
  ...siteContentRoutes,
  ...companyUserRoutes,
  ...companyDetailRoutes,
  ...menuRoutes,
  ...permissionRoutes,
  ...notificationRoutes,
  ...dashboardRoutes,
  ...generatedEntityRoutes,
  ...fileUploadRoutes,
];
