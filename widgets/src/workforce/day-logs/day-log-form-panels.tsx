import { DAY_LOG } from '@backoffice/shared/entities/workforce/day-log.entity';
import { lazy } from 'react';
import { registerFormPanel } from '../../entities/form/entity-form-extensions.ts';

// Loaded when a day log's form first shows it, like the other domains' panels; across the wide
// column, since its lists need the width.
registerFormPanel(DAY_LOG.name, {
  id: 'day-log-activity',
  placement: 'main',
  component: lazy(() =>
    import('./day-log-activity-panel.tsx').then((m) => ({ default: m.DayLogActivityPanel })),
  ),
});
