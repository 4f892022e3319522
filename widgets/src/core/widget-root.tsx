import type { ReactNode } from 'react';
import { Toaster } from '../ui/toaster.tsx';

/**
 * What every screen sits in, in the portal and as a custom element alike. No query provider here:
 * screens that fetch with react-query get it from withQueries, so the login widget stays small.
 */
export const WidgetRoot = ({ children }: { children: ReactNode }) => (
  <div className="bo-root">
    {children}
    <Toaster />
  </div>
);
