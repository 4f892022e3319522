import { toInternalPath } from '@backoffice/shared/internal-path';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../core/navigation.tsx';
import { $serverBase } from '../core/site-config.ts';
import { Modal } from '../ui/modal.tsx';

/** The internal path a plain click on a link of our server would open, or null. */
const clickedPath = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  // composedPath sees into open shadow roots: the side menu of another element counts too.
  const anchor = event
    .composedPath()
    .find(
      (node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'),
    );
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== $serverBase.get()) return null;
  return toInternalPath(`${url.pathname}${url.search}${url.hash}`);
};

export interface UnsavedChangesGuard {
  /** Call before leaving on purpose (after a save or a delete): no question is asked then. */
  release: () => void;
  /** The confirmation dialog; render it once in the form. */
  dialog: ReactElement;
}

/**
 * Asks before unsaved changes are lost: `beforeunload` for a reload, a closed tab or a full page
 * load, and a dialog for a link inside the app (the click is held back until the person decides).
 * The browser's Back button is not caught: the router gives no way to hold a history move.
 */
export const useUnsavedChanges = (dirty: boolean): UnsavedChangesGuard => {
  const navigate = useNavigate();
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const released = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    released.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (released.current) return;
      const path = clickedPath(event);
      if (!path) return;
      // Captured on the document, before the app's own link handler: hold the navigation.
      event.preventDefault();
      event.stopPropagation();
      setPendingPath(path);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  const leave = () => {
    const path = pendingPath;
    released.current = true;
    setPendingPath(null);
    if (path) navigate(path);
  };

  const dialog = (
    <Modal
      open={pendingPath !== null}
      title="Leave without saving?"
      onClose={() => setPendingPath(null)}
      footer={
        <>
          <button type="button" className="bo-btn" onClick={() => setPendingPath(null)}>
            Stay on this page
          </button>
          <button type="button" className="bo-btn bo-btn-danger" onClick={leave}>
            Leave without saving
          </button>
        </>
      }
    >
      <p className="bo-modal-text">You have changes that are not saved. They will be lost if you leave.</p>
    </Modal>
  );

  return {
    release: () => {
      released.current = true;
    },
    dialog,
  };
};
