import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import { lazy } from 'react';
import { registerFormPanel } from '../entities/form/entity-form-extensions.ts';

// Loaded when a push notification's form first shows it: other forms stay free of it.
registerFormPanel(PUSH_NOTIFICATION.name, {
  id: 'push-deliveries',
  // Five columns of text: the form's width, not the side column's.
  placement: 'main',
  component: lazy(() =>
    import('./push-deliveries-panel.tsx').then((m) => ({ default: m.PushDeliveriesPanel })),
  ),
});
