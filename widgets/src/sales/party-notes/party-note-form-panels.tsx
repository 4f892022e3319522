import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { lazy } from 'react';
import { registerFormPanel } from '../../entities/form/entity-form-extensions.ts';

// Loaded when a party's form first shows it, like the other domains' panels.
registerFormPanel(PARTY.name, {
  id: 'party-notes',
  component: lazy(() => import('./party-notes-panel.tsx').then((m) => ({ default: m.PartyNotesPanel }))),
});
