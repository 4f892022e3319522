import { QueryClientProvider } from '@tanstack/react-query';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type Navigate, NavigationContext } from '../core/navigation.tsx';
import { queryClient } from '../core/query-client.ts';
import { WidgetRoot } from '../core/widget-root.tsx';

export interface RenderedScreen {
  container: HTMLElement;
  /** Where the screen asked to go, oldest first (nothing is loaded). */
  navigations: string[];
}

/** A person at the keyboard and mouse, without the pauses between keys (they only slow the run). */
export const user = userEvent.setup({ delay: null });

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/**
 * Mounts a screen as an element or the portal would: in the widget root, with the shared query
 * cache, and a navigation that only records where it was asked to go. With React or with Preact,
 * whichever the project aliases `react-dom/client` to; read it with `screen` from
 * @testing-library/dom and its `findBy…` queries, which wait for either to render.
 */
export const renderScreen = (element: ReactNode): RenderedScreen => {
  const container = document.createElement('div');
  document.body.append(container);
  const navigations: string[] = [];
  const navigate: Navigate = (to) => {
    navigations.push(to);
  };
  const root = createRoot(container);
  root.render(
    <NavigationContext.Provider value={navigate}>
      <QueryClientProvider client={queryClient}>
        <WidgetRoot>{element}</WidgetRoot>
      </QueryClientProvider>
    </NavigationContext.Provider>,
  );
  mounted.push({ root, container });
  return { container, navigations };
};

/** Unmounts what the test rendered (the setup file calls it after each test). */
export const unmountScreens = (): void => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
};
