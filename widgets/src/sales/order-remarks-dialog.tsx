import { useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../ui/modal.tsx';

const REMARKS_MAX = 500;

interface OrderRemarksDialogProps {
  /** 'Cancel order SO-2026-000012?' */
  title: string;
  /** The confirming button: the action's label. */
  confirmLabel: string;
  busy: boolean;
  onConfirm: (remarks: string) => void;
  onClose: () => void;
}

/** Asks why, for an action whose reason goes into the order's history (cancel). */
export const OrderRemarksDialog = ({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: OrderRemarksDialogProps) => {
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  // After the dialog's own layout effect has opened it: the box is what the dialog asks for.
  useEffect(() => boxRef.current?.focus(), []);

  const confirm = () => {
    if (remarks.trim() === '') {
      setError('A reason is required');
      boxRef.current?.focus();
      return;
    }
    onConfirm(remarks.trim());
  };

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="bo-btn" onClick={onClose}>
            Keep the order
          </button>
          <button type="button" className="bo-btn bo-btn-danger" disabled={busy} onClick={confirm}>
            {busy ? 'Working…' : confirmLabel}
          </button>
        </>
      }
    >
      <p className="bo-modal-text">This cannot be undone. Say why, for the order’s history.</p>
      <div className="bo-field">
        <label htmlFor={id}>Reason</label>
        <textarea
          ref={boxRef}
          id={id}
          className="bo-input bo-textarea"
          maxLength={REMARKS_MAX}
          value={remarks}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setRemarks(event.currentTarget.value);
            setError('');
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="bo-field-error">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
};
