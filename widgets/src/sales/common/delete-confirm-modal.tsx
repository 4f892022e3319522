import type { ReactNode } from 'react';
import { ConfirmModal } from '../../ui/dialogs/confirm-modal.tsx';

interface DeleteConfirmModalProps {
  open: boolean;
  title: string;
  /** The button that leaves the record: 'Keep the plan'. */
  keepLabel: string;
  /** The deleting button's words, and what it says while the call runs. */
  deleteLabel: string;
  pendingLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What goes, and what the audit log keeps. */
  children: ReactNode;
}

/** Asks before a record is deleted (a beat plan, a payment); Escape or Keep leaves it. */
export const DeleteConfirmModal = ({
  open,
  title,
  keepLabel,
  deleteLabel,
  pendingLabel,
  busy,
  onConfirm,
  onClose,
  children,
}: DeleteConfirmModalProps) => (
  <ConfirmModal
    open={open}
    title={title}
    keepLabel={keepLabel}
    confirmLabel={deleteLabel}
    busyLabel={pendingLabel}
    busy={busy}
    onConfirm={onConfirm}
    onClose={onClose}
  >
    <p className="bo-modal-text">{children}</p>
  </ConfirmModal>
);
