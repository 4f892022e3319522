import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { lazy } from 'react';
import { registerFormPanel } from '../../entities/form/entity-form-extensions.ts';

// Loaded when a sales person's form first shows it, like the administration panels.
registerFormPanel(SALES_PERSON.name, {
  id: 'sales-person-sign-in',
  component: lazy(() =>
    import('./sales-person-sign-in-panel.tsx').then((m) => ({ default: m.SalesPersonSignInPanel })),
  ),
});
