import { NavigationContext } from '@backoffice/widgets/core/navigation.tsx';
import { WidgetRoot } from '@backoffice/widgets/core/widget-root.tsx';
import { useLocation } from 'wouter';
import { PortalRoutes } from './portal-routes.tsx';

/** No query cache here: the routes that fetch bring it, so the login page loads less. */
export const PortalApp = () => {
  const [, navigate] = useLocation();
  return (
    <NavigationContext.Provider value={navigate}>
      <WidgetRoot>
        <PortalRoutes />
      </WidgetRoot>
    </NavigationContext.Provider>
  );
};
