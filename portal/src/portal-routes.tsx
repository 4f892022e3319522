import { applyCompanyFromAddress } from '@backoffice/widgets/core/company.store.ts';
import { $roles, $signedIn } from '@backoffice/widgets/core/session.store.ts';
import { loginPathFor } from '@backoffice/widgets/shell/shell-layout.tsx';
import { Loader } from '@backoffice/widgets/ui/loader.tsx';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';

// Each route loads its own code: the login page does not download the shell.
const LoginRoute = lazy(() => import('./routes/login-route.tsx').then((m) => ({ default: m.LoginRoute })));
const DeleteProfileRoute = lazy(() =>
  import('./routes/delete-profile-route.tsx').then((m) => ({ default: m.DeleteProfileRoute })),
);
// The bare map pages (spec section 2): no shell, and Leaflet only in their chunk.
const MapRoutes = lazy(() => import('./routes/map-routes.tsx').then((m) => ({ default: m.MapRoutes })));
const ShellRoutes = lazy(() => import('./routes/shell-routes.tsx').then((m) => ({ default: m.ShellRoutes })));

const HOME = '/dashboard/admin';

/** Spec section 2, access rules. */
const SignedOut = () => {
  const roles = useStore($roles);
  const dealerLogin = loginPathFor(roles[0]?.Name);
  if (dealerLogin !== '/account/login') return <Redirect to={dealerLogin} replace />;
  // Any other page signed out shows the login page in place; once signed in, the page itself shows.
  return <LoginRoute stayOnPage />;
};

export const PortalRoutes = () => {
  const signedIn = useStore($signedIn);
  const search = useSearch();
  // Signed out, cid only chooses the company to sign in to; signed in, the shell checks it.
  useEffect(() => {
    if (!signedIn) applyCompanyFromAddress(`?${search}`);
  }, [search, signedIn]);
  return (
    <Suspense fallback={<Loader fill />}>
      <Switch>
        <Route path="/account/login">{signedIn ? <Redirect to={HOME} replace /> : <LoginRoute />}</Route>
        <Route
          path={/^\/salesapp\/(beat\/beatmap|iframe\/(map|delivery|userscurrentlocation|userstracking))\/?$/}
        >
          <MapRoutes />
        </Route>
        <Route path="/user/deleteprofile">
          <DeleteProfileRoute />
        </Route>
        <Route>{signedIn ? <ShellRoutes /> : <SignedOut />}</Route>
      </Switch>
    </Suspense>
  );
};
