import { ADVANCE_REQUEST } from '@backoffice/shared/entities/workforce/advance-request.entity';
import { lazy } from 'react';
import { registerFormPanel } from '../../entities/form/entity-form-extensions.ts';

// Loaded when an advance's form first shows it, like the other domains' panels.
registerFormPanel(ADVANCE_REQUEST.name, {
  id: 'advance-outstanding',
  component: lazy(() =>
    import('./advance-outstanding-panel.tsx').then((m) => ({ default: m.AdvanceOutstandingPanel })),
  ),
});
