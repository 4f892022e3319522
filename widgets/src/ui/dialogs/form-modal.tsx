import { type ReactNode, useId } from 'react';
import { Modal } from './modal.tsx';

interface FormModalProps {
  title: string;
  onClose: () => void;
  /** The submit button: 'Send broadcast', and while busy 'Sending…'. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The form was submitted (the browser's own validation is off: the dialog checks itself). */
  onSubmit: () => void;
  /** Whether the form is shown yet (settings still loading have none). */
  ready?: boolean;
  /** Whether the submit button is offered (a read-only view has none). */
  canSubmit?: boolean;
  /** Before the submit button; a Cancel button without it. */
  secondary?: ReactNode;
  /** Above the form: its loader or load failure. */
  before?: ReactNode;
  formClassName?: string;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog around one form: the submit button sits in the footer, tied to the form by its id, so
 * Enter in a field and the button both submit it.
 */
export const FormModal = ({
  title,
  onClose,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  ready = true,
  canSubmit = true,
  secondary,
  before,
  formClassName,
  children,
}: FormModalProps) => {
  const formId = useId();
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <>
          {secondary ?? (
            <button type="button" className="bo-btn" onClick={onClose}>
              Cancel
            </button>
          )}
          {canSubmit ? (
            <button type="submit" form={formId} className="bo-btn bo-btn-primary" disabled={busy}>
              {busy ? busyLabel : submitLabel}
            </button>
          ) : null}
        </>
      }
    >
      {before}
      {ready ? (
        <form
          id={formId}
          className={formClassName}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      ) : null}
    </Modal>
  );
};
