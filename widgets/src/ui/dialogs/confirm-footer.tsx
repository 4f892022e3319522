/**
 * A confirming dialog's buttons: the one that leaves things as they are, and the action (its words
 * change while it runs). Neither can be pressed while the call runs.
 */
export const ConfirmFooter = ({
  keepLabel = 'Go back',
  label,
  pending,
  danger = false,
  busy,
  onConfirm,
  onClose,
}: {
  /** The button that leaves things as they are: 'Keep the plan'. */
  keepLabel?: string;
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
      {keepLabel}
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
