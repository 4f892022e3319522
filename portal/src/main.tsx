import { applyCompanyFromAddress } from '@backoffice/widgets/core/company.store.ts';
import { $theme } from '@backoffice/widgets/core/preferences.store.ts';
import { $signedIn } from '@backoffice/widgets/core/session.store.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './portal-app.tsx';
import { registerServiceWorker } from './service-worker-registration.ts';
import './portal.css';

$theme.subscribe((theme) => {
  document.documentElement.dataset.theme = theme;
});
// Signed out, cid simply chooses the company to sign in to; signed in, the shell checks it first.
if (!$signedIn.get()) applyCompanyFromAddress(location.search);
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}
