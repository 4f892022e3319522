import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmModal } from '../../ui/dialogs/confirm-modal.tsx';
import { FieldErrorText } from '../../ui/fields/field-frame.tsx';
import { BOUNCE_REASON_MAX, type BounceAnswer, checkBounceAnswer } from './cheque-bounce-values.ts';

interface ChequeBounceDialogProps {
  /** 'Bounce cheque 004512 (RC-2026-000034)?' */
  title: string;
  busy: boolean;
  onConfirm: (answer: BounceAnswer) => void;
  onClose: () => void;
}

/**
 * The bank returned the cheque: why (it goes on the party's statement), and a charge the party
 * pays for it (the bank's fee, a penalty), if any.
 */
export const ChequeBounceDialog = ({ title, busy, onConfirm, onClose }: ChequeBounceDialogProps) => {
  const id = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const chargeRef = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState('');
  const [charge, setCharge] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; charge?: string }>({});
  useEffect(() => reasonRef.current?.focus(), []);

  const confirm = () => {
    const checked = checkBounceAnswer(reason, charge);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.reason ? reasonRef : chargeRef).current?.focus();
      return;
    }
    onConfirm(checked.answer);
  };

  return (
    <ConfirmModal
      title={title}
      keepLabel="Keep the cheque as it is"
      confirmLabel="Bounce"
      busy={busy}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="bo-modal-text">
        What the cheque paid is owed again. The cheque may be deposited again later.
      </p>
      <div className="bo-field">
        <label htmlFor={`${id}-reason`}>Bounce reason</label>
        <textarea
          ref={reasonRef}
          id={`${id}-reason`}
          className="bo-input bo-textarea"
          maxLength={BOUNCE_REASON_MAX}
          placeholder="Insufficient funds"
          value={reason}
          aria-required="true"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
        />
        <FieldErrorText id={`${id}-reason`} error={errors.reason} />
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-charge`}>Bounce charge (Rs, optional)</label>
        <input
          ref={chargeRef}
          id={`${id}-charge`}
          className="bo-input"
          inputMode="decimal"
          autoComplete="off"
          value={charge}
          aria-invalid={errors.charge ? true : undefined}
          aria-describedby={[`${id}-charge-help`, errors.charge ? `${id}-charge-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            setCharge(event.currentTarget.value);
            setErrors((current) => ({ ...current, charge: undefined }));
          }}
        />
        <p id={`${id}-charge-help`} className="bo-field-help">
          Added to what the party owes, on the statement.
        </p>
        <FieldErrorText id={`${id}-charge`} error={errors.charge} />
      </div>
    </ConfirmModal>
  );
};
