import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { CloseIcon } from '../inline-icons.tsx';

interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Called on Escape or the close button; a static modal without it cannot be dismissed that way. */
  onClose?: () => void;
}

/**
 * A native modal <dialog>: the browser makes the rest of the page inert, so focus stays inside.
 * Focus goes back to whatever had it when the modal opened.
 */
export const Modal = ({ open, title, children, footer, onClose }: ModalProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Before the children's effects, so a field that focuses itself is already in an open dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement instanceof HTMLElement ? root.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="bo-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <div className="bo-modal-head">
        <h2 id={titleId}>{title}</h2>
        {onClose ? (
          <button type="button" className="bo-icon-btn" aria-label="Close" onClick={onClose}>
            <CloseIcon size={18} />
          </button>
        ) : null}
      </div>
      <div className="bo-modal-body">{children}</div>
      {footer ? <div className="bo-modal-foot">{footer}</div> : null}
    </dialog>
  );
};
