import { useId, useLayoutEffect, useState } from 'react';
import { FieldErrorText } from '../fields/field-frame.tsx';
import { ConfirmFooter } from './confirm-footer.tsx';
import { Modal } from './modal.tsx';

/** The remarks an action takes (an admin's reason), and whether it may go without them. */
export interface RemarksAsked {
  label: string;
  required: boolean;
  max?: number | undefined;
}

interface ActionConfirmModalProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  text: string;
  confirmLabel: string;
  /** A red confirming button, for what cannot be undone; blue otherwise. */
  danger: boolean;
  busy: boolean;
  remarks?: RemarksAsked | undefined;
  /** The trimmed remarks ('' when none were asked or given). */
  onConfirm: (remarks: string) => void;
  onClose: () => void;
}

/**
 * Asks before an action on one record or several: what it does, and its remarks where it takes
 * them (refused here while required ones are empty). Escape or Go back leaves it, except while busy.
 */
export const ActionConfirmModal = ({
  open,
  title,
  text,
  confirmLabel,
  danger,
  busy,
  remarks,
  onConfirm,
  onClose,
}: ActionConfirmModalProps) => {
  const remarksId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  // Each opening starts empty: remarks typed for one action never go with another. Before the
  // first keystroke can land, hence a layout effect.
  useLayoutEffect(() => {
    if (!open) return;
    setValue('');
    setError('');
  }, [open]);

  const confirm = () => {
    if (remarks?.required && value.trim() === '') {
      setError(`${remarks.label} is required`);
      return;
    }
    onConfirm(value.trim());
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={busy ? undefined : onClose}
      footer={
        <ConfirmFooter
          label={confirmLabel}
          pending="Working…"
          danger={danger}
          busy={busy}
          onConfirm={confirm}
          onClose={onClose}
        />
      }
    >
      <p className="bo-modal-text">{text}</p>
      {remarks ? (
        <div className="bo-field">
          <label htmlFor={remarksId}>
            {remarks.label}
            {remarks.required ? null : <span className="bo-muted"> (optional)</span>}
          </label>
          <textarea
            id={remarksId}
            className="bo-input bo-textarea"
            rows={3}
            maxLength={remarks.max}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-required={remarks.required ? true : undefined}
            aria-describedby={error ? `${remarksId}-error` : undefined}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError('');
            }}
          />
          <FieldErrorText id={remarksId} error={error} />
        </div>
      ) : null}
    </Modal>
  );
};
