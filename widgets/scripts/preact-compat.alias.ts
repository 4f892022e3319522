import type { Alias } from 'vite';

/**
 * Preact standing in for React: the widget build uses it (a tenth of the size), and the component
 * tests run once with it, so a screen is proven in both builds.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
