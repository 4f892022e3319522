import { NavigationContext } from '@backoffice/widgets/core/navigation.tsx';
import { queryClient } from '@backoffice/widgets/core/query-client.ts';
import { WidgetRoot } from '@backoffice/widgets/core/widget-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { CompanyFromAddress } from './company-from-address.tsx';
import { PortalRoutes } from './portal-routes.tsx';

export const PortalApp = () => {
  const [, navigate] = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      <NavigationContext.Provider value={navigate}>
        <WidgetRoot>
          <CompanyFromAddress />
          <PortalRoutes />
        </WidgetRoot>
      </NavigationContext.Provider>
    </QueryClientProvider>
  );
};
