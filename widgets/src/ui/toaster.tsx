import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useId } from 'react';
import { CloseIcon } from './inline-icons.tsx';
import { $toasts, dismissToast } from './toast.store.ts';

/** Several widgets on one page share one toast list: the first mounted toaster shows it. */
const $owner = atom<string | null>(null);

export const Toaster = () => {
  const id = useId();
  const owner = useStore($owner);
  const toasts = useStore($toasts);
  // Whoever is mounted takes over when the owner goes (its element removed from the page).
  useEffect(() => {
    if (owner === null) $owner.set(id);
  }, [owner, id]);
  useEffect(
    () => () => {
      if ($owner.get() === id) $owner.set(null);
    },
    [id],
  );
  if (owner !== id) return null;
  return (
    <div className="bo-toasts" aria-live="polite">
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`bo-toast bo-toast-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <p>{item.message}</p>
          <button
            type="button"
            className="bo-icon-btn"
            aria-label="Dismiss"
            onClick={() => dismissToast(item.id)}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ))}
    </div>
  );
};
