import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmModal } from '../../ui/dialogs/confirm-modal.tsx';
import { FieldErrorText } from '../../ui/fields/field-frame.tsx';

const REMARKS_MAX = 500;

interface RemarksDialogProps {
  /** 'Cancel return RT-2026-000012?' */
  title: string;
  /** What the action does, said before the box. */
  text: string;
  /** The confirming button: the action's label. */
  confirmLabel: string;
  /** The button that leaves things as they are: 'Keep the return'. */
  keepLabel: string;
  /** Whether a reason must be given (the rule's remarksRequired). */
  required: boolean;
  busy: boolean;
  onConfirm: (remarks: string) => void;
  onClose: () => void;
}

/** Asks for remarks, for an action whose reason goes into the record's history (cancel an order or a return). */
export const RemarksDialog = ({
  title,
  text,
  confirmLabel,
  keepLabel,
  required,
  busy,
  onConfirm,
  onClose,
}: RemarksDialogProps) => {
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState('');
  // After the dialog's own layout effect has opened it: the box is what the dialog asks for.
  useEffect(() => boxRef.current?.focus(), []);

  const confirm = () => {
    if (required && remarks.trim() === '') {
      setError('A reason is required');
      boxRef.current?.focus();
      return;
    }
    onConfirm(remarks.trim());
  };

  return (
    <ConfirmModal
      title={title}
      keepLabel={keepLabel}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="bo-modal-text">{text}</p>
      <div className="bo-field">
        <label htmlFor={id}>{required ? 'Reason' : 'Remarks (optional)'}</label>
        <textarea
          ref={boxRef}
          id={id}
          className="bo-input bo-textarea"
          maxLength={REMARKS_MAX}
          value={remarks}
          aria-required={required ? 'true' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setRemarks(event.currentTarget.value);
            setError('');
          }}
        />
        <FieldErrorText id={id} error={error} />
      </div>
    </ConfirmModal>
  );
};
