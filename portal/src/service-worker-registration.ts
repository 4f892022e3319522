/** Spec section 2: registered at start; success or failure is only logged. */
export const registerServiceWorker = (): void => {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.register('/sw.js').then(
    (registration) => console.info('Service worker registered for', registration.scope),
    (error: unknown) => console.error('Service worker registration failed', error),
  );
};
