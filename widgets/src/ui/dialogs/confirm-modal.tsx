import type { ReactNode } from 'react';
import { ConfirmFooter } from './confirm-footer.tsx';
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

/** Asks before an action on a record; Escape or the keep button leaves it, except while it runs. */
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
    onClose={busy ? undefined : onClose}
    footer={
      <ConfirmFooter
        keepLabel={keepLabel}
        label={confirmLabel}
        pending={busyLabel}
        danger={danger}
        busy={busy}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    }
  >
    {children}
  </Modal>
);
