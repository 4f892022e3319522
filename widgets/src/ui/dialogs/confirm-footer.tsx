/** A confirming dialog's buttons: Go back, and the action (its words change while it runs). */
export const ConfirmFooter = ({
  label,
  pending,
  danger = false,
  busy,
  onConfirm,
  onClose,
}: {
  label: string;
  /** What the action's button says while the call runs. */
  pending: string;
  /** A red button, for what cannot be undone; blue otherwise. */
  danger?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <>
    <button type="button" className="bo-btn" disabled={busy} onClick={onClose}>
      Go back
    </button>
    <button
      type="button"
      className={danger ? 'bo-btn bo-btn-danger' : 'bo-btn bo-btn-primary'}
      disabled={busy}
      onClick={onConfirm}
    >
      {busy ? pending : label}
    </button>
  </>
);
