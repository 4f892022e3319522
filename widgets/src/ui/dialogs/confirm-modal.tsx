import type { ReactNode } from 'react';
import { Modal } from './modal.tsx';

interface ConfirmModalProps {
  open?: boolean;
  title: string;
  /** The button that leaves things as they are: 'Keep the plan'. */
  keepLabel: string;
  /** The confirming button's words, and what it says while the call runs. */
  confirmLabel: string;
  busyLabel?: string;
  busy: boolean;
  /** A red confirming button, for what cannot be undone (the default); blue otherwise. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action on a record; Escape or the keep button leaves it. */
export const ConfirmModal = ({
  open = true,
  title,
  keepLabel,
  confirmLabel,
  busyLabel = 'Working…',
  busy,
  danger = true,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) => (
  <Modal
    open={open}
    title={title}
    onClose={onClose}
    footer={
      <>
        <button type="button" className="bo-btn" onClick={onClose}>
          {keepLabel}
        </button>
        <button
          type="button"
          className={danger ? 'bo-btn bo-btn-danger' : 'bo-btn bo-btn-primary'}
          disabled={busy}
          onClick={onConfirm}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </>
    }
  >
    {children}
  </Modal>
);
