import { useRef } from 'react';

/**
 * The focus after a record's action: the pressed button went with the old status, so the next
 * action takes the focus (with `to: 'heading'`, or when none is left, the actions section's heading).
 */
export const useActionFocus = (to: 'next action' | 'heading' = 'next action') => {
  const actionsRef = useRef<HTMLElement>(null);
  const focusActions = () =>
    requestAnimationFrame(() => {
      const section = actionsRef.current;
      const next =
        to === 'next action' ? section?.querySelector<HTMLElement>('.bo-order-actions button') : null;
      (next ?? section?.querySelector('h2'))?.focus();
    });
  return { actionsRef, focusActions };
};
