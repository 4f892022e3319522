import type { ReactNode } from 'react';
import { ConfirmFooter } from '../../ui/dialogs/confirm-footer.tsx';
import { Modal } from '../../ui/dialogs/modal.tsx';

interface ConfirmActionModalProps {
  open: boolean;
  title: string;
  /** The confirming button's words, and what it says while the call runs. */
  action: string;
  pending: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Asks before an action that cannot be taken back; while it runs, it cannot be dismissed. */
export const ConfirmActionModal = ({
  open,
  title,
  action,
  pending,
  busy,
  onConfirm,
  onClose,
  children,
}: ConfirmActionModalProps) => (
  <Modal
    open={open}
    title={title}
    onClose={busy ? undefined : onClose}
    footer={
      <ConfirmFooter label={action} pending={pending} busy={busy} onConfirm={onConfirm} onClose={onClose} />
    }
  >
    {children}
  </Modal>
);
