import { toInternalPath } from '@backoffice/shared/internal-path';
import {
  createContext,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from '../../core/navigation.tsx';
import { $serverBase } from '../../core/site-config.ts';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { BackGuard, historyIsRouted } from './history-guard.ts';
import { leaveQuestion } from './unsaved-changes-text.ts';

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

interface ScopeContext {
  /** A part's state; null when the part is gone. */
  report: (id: string, part: { dirty: boolean; label: string } | null) => void;
}

const UnsavedChangesContext = createContext<ScopeContext | null>(null);

export interface UnsavedPart {
  /** The part's changes are saved (or given up) on purpose: leaving need not ask about them. */
  release: () => void;
}

/**
 * A part of a page (its form, a panel) tells the page whether it holds unsaved changes; the page
 * asks once, for all its parts, before they are lost. `label` names the part in that question.
 */
export const useUnsavedChanges = (dirty: boolean, label: string): UnsavedPart => {
  const scope = useContext(UnsavedChangesContext);
  if (!scope) throw new Error('useUnsavedChanges needs an UnsavedChangesProvider above it');
  const id = useId();
  // Before the browser paints: the page arms its Back guard in the same task as the change.
  useLayoutEffect(() => scope.report(id, { dirty, label }), [scope, id, dirty, label]);
  useEffect(() => () => scope.report(id, null), [scope, id]);
  return { release: () => scope.report(id, { dirty: false, label }) };
};

/** Why the page would leave: a path to open, or the browser's Back. */
type Departure = { to: 'path'; path: string; note?: string | undefined } | { to: 'back' };

export interface LeaveOptions {
  /** False: leave without asking (the record was deleted, nothing is left to save). */
  ask?: boolean;
  /** Said first in the question: what did get saved ("Role saved."). */
  note?: string;
}

export interface UnsavedChangesScope {
  context: ScopeContext;
  /** Whether any part holds unsaved changes. */
  dirty: boolean;
  /** Leaves for `path`; asks first while any part holds unsaved changes. */
  leave: (path: string, options?: LeaveOptions) => void;
  /** The one confirmation dialog of the page. */
  dialog: ReactElement;
}

/**
 * The page side: every part's state, one question for them all. It asks on a link inside the app
 * (the click is held back until the person decides), on the browser's Back (history-guard.ts) and,
 * through the browser's own question, on a reload, a closed tab or a full page load. `fallbackPath`
 * is where Leave goes after Back when the page was the first of its tab.
 */
export const useUnsavedChangesScope = (fallbackPath: string): UnsavedChangesScope => {
  const navigate = useNavigate();
  const parts = useRef(new Map<string, { dirty: boolean; label: string }>());
  const [dirty, setDirty] = useState(false);
  const [departure, setDeparture] = useState<Departure | null>(null);
  const [labels, setLabels] = useState<string[]>([]);
  const released = useRef(false);
  const guard = useRef<BackGuard | null>(null);

  const dirtyLabels = useCallback(
    () => [...parts.current.values()].filter((part) => part.dirty).map((part) => part.label),
    [],
  );
  const context = useMemo<ScopeContext>(
    () => ({
      report: (id, part) => {
        if (part) parts.current.set(id, part);
        else parts.current.delete(id);
        setDirty(dirtyLabels().length > 0);
      },
    }),
    [dirtyLabels],
  );
  const ask = useCallback(
    (next: Departure) => {
      setLabels(dirtyLabels());
      setDeparture(next);
    },
    [dirtyLabels],
  );

  useLayoutEffect(() => {
    if (!historyIsRouted()) return;
    const created = new BackGuard(() => ask({ to: 'back' }));
    guard.current = created;
    return () => {
      created.stop();
      guard.current = null;
    };
  }, [ask]);

  // A layout effect, so the guard entry is in place before the person can press Back.
  useLayoutEffect(() => {
    if (!dirty) {
      guard.current?.disarm();
      return;
    }
    released.current = false;
    guard.current?.arm();
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
      ask({ to: 'path', path });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, ask]);

  const go = (path: string) => {
    released.current = true;
    setDeparture(null);
    // The guard entry has the form's address: the next page takes its place instead of piling up.
    const replace = guard.current?.replacesEntry ?? false;
    guard.current?.stop();
    navigate(path, { replace });
  };

  const leaveNow = () => {
    const leaving = departure;
    if (leaving?.to === 'path') return go(leaving.path);
    released.current = true;
    setDeparture(null);
    if (!guard.current?.goBackPast()) go(fallbackPath);
  };

  const leave = (path: string, options: LeaveOptions = {}) => {
    if (options.ask !== false && dirtyLabels().length > 0) ask({ to: 'path', path, note: options.note });
    else go(path);
  };

  const dialog = (
    <Modal
      open={departure !== null}
      title="Leave without saving?"
      onClose={() => setDeparture(null)}
      footer={
        <>
          <button type="button" className="bo-btn" onClick={() => setDeparture(null)}>
            Stay on this page
          </button>
          <button type="button" className="bo-btn bo-btn-danger" onClick={leaveNow}>
            Leave without saving
          </button>
        </>
      }
    >
      {departure?.to === 'path' && departure.note ? <p className="bo-modal-text">{departure.note}</p> : null}
      <p className="bo-modal-text">{leaveQuestion(labels)}</p>
    </Modal>
  );

  return { context, dirty, leave, dialog };
};

/** Puts a page's parts under its scope; renders the scope's dialog once. */
export const UnsavedChangesProvider = ({
  scope,
  children,
}: {
  scope: UnsavedChangesScope;
  children: ReactNode;
}) => (
  <UnsavedChangesContext.Provider value={scope.context}>
    {children}
    {scope.dialog}
  </UnsavedChangesContext.Provider>
);
