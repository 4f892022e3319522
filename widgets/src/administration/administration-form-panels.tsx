import { ROLE } from '@backoffice/shared/entities/administration/role.entity';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { lazy } from 'react';
import { registerFormPanel } from '../entities/form/entity-form-extensions.ts';

// Each panel's code loads when a form first shows it: every other entity's form (and the
// bo-entity-form widget) stays free of the administration screens.
registerFormPanel(ROLE.name, {
  id: 'role-permissions',
  // A page per row and five columns of boxes: it needs the form's width, not the side column's.
  placement: 'main',
  component: lazy(() =>
    import('./role-permissions-panel.tsx').then((m) => ({ default: m.RolePermissionsPanel })),
  ),
});
registerFormPanel(USER.name, {
  id: 'user-roles',
  component: lazy(() => import('./user-roles-panel.tsx').then((m) => ({ default: m.UserRolesPanel }))),
});
registerFormPanel(USER.name, {
  id: 'user-password',
  component: lazy(() => import('./user-password-panel.tsx').then((m) => ({ default: m.UserPasswordPanel }))),
});
