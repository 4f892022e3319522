import { activationRuleOf } from '@backoffice/shared/mobile-banking/activation-request-machine';
import type { ActivationRequestDetail } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmModal } from '../ui/dialogs/confirm-modal.tsx';
import { FieldErrorText } from '../ui/fields/field-frame.tsx';
import { TextField } from '../ui/fields/text-field.tsx';
import {
  ACTION_EXPLANATIONS,
  type ActionFieldName,
  type ActionFormValues,
  checkActionForm,
  DISABLE_METHOD_LABELS,
  DISABLE_METHODS,
  emptyActionForm,
  fieldsOf,
  type ScreenAction,
} from './activation-action-form.ts';

const REMARKS_MAX = 500;

interface ActivationActionDialogProps {
  action: ScreenAction;
  request: ActivationRequestDetail;
  companyId: string;
  /** The company's renewal charge (checkcharge), to start a renewal with; '' while unknown. */
  proposedCharge: string;
  busy: boolean;
  onConfirm: (form: Record<string, string>) => void;
  onClose: () => void;
}

/** Confirms one action and asks what it needs: a charge, a reason, how a disable was asked for. */
export const ActivationActionDialog = ({
  action,
  request,
  companyId,
  proposedCharge,
  busy,
  onConfirm,
  onClose,
}: ActivationActionDialogProps) => {
  const id = useId();
  const fields = fieldsOf(action);
  const label = activationRuleOf(action).label;
  const firstRef = useRef<HTMLInputElement>(null);
  const remarksRef = useRef<HTMLTextAreaElement>(null);
  const [values, setValues] = useState<ActionFormValues>(() =>
    emptyActionForm(action === 'renew' ? proposedCharge : ''),
  );
  const [errors, setErrors] = useState<Partial<Record<ActionFieldName, string>>>({});
  // The company's charge may arrive after the dialog opened (a slow line): it fills the amount
  // then, unless the teller has typed one meanwhile.
  const typedCharge = useRef(false);
  useEffect(() => {
    if (action !== 'renew' || proposedCharge === '' || typedCharge.current) return;
    setValues((current) =>
      current.chargeAmount === '' ? { ...current, chargeAmount: proposedCharge } : current,
    );
  }, [action, proposedCharge]);
  // After the dialog's own layout effect has opened it: the first field is what the dialog asks for.
  useEffect(() => {
    (firstRef.current ?? remarksRef.current)?.focus();
  }, []);
  const change = (next: Partial<ActionFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const confirm = () => {
    const checked = checkActionForm(action, values, request, companyId);
    if (checked.ok) {
      onConfirm(checked.form);
      return;
    }
    setErrors(checked.errors);
    if (checked.errors.chargeAmount) firstRef.current?.focus();
    else remarksRef.current?.focus();
  };
  const danger = action === 'reject' || action === 'disable';

  return (
    <ConfirmModal
      title={`${label}: ${request.MemberName}?`}
      keepLabel="Keep as it is"
      confirmLabel={label}
      busy={busy}
      danger={danger}
      onConfirm={confirm}
      onClose={onClose}
    >
      <form
        className="bo-activation-form"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <p className="bo-modal-text">{ACTION_EXPLANATIONS[action]}</p>
        {fields.charge ? (
          <TextField
            inputRef={firstRef}
            label="Charge amount (Rs)"
            inputMode="decimal"
            name="ChargeAmount"
            value={values.chargeAmount}
            error={errors.chargeAmount}
            aria-required="true"
            onChange={(event) => {
              typedCharge.current = true;
              change({ chargeAmount: event.currentTarget.value });
            }}
          />
        ) : null}
        {fields.disableAccount ? (
          <label className="bo-check">
            <input
              type="checkbox"
              checked={values.disableAccount}
              onChange={(event) => change({ disableAccount: event.currentTarget.checked })}
            />
            Disable the service after renewing (the charge stands)
          </label>
        ) : null}
        {fields.method ? (
          <div className="bo-field">
            <label htmlFor={`${id}-method`}>How the member asked</label>
            <select
              id={`${id}-method`}
              className="bo-input"
              value={values.method}
              onChange={(event) => {
                const method = DISABLE_METHODS.find((item) => item === event.currentTarget.value);
                if (method) change({ method });
              }}
            >
              {DISABLE_METHODS.map((method) => (
                <option key={method} value={method}>
                  {DISABLE_METHOD_LABELS[method]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {fields.remarks ? (
          <div className="bo-field">
            <label htmlFor={`${id}-remarks`}>
              {fields.remarksRequired ? fields.remarksLabel : `${fields.remarksLabel} (optional)`}
            </label>
            <textarea
              ref={remarksRef}
              id={`${id}-remarks`}
              className="bo-input bo-textarea"
              maxLength={REMARKS_MAX}
              value={values.remarks}
              aria-required={fields.remarksRequired ? 'true' : undefined}
              aria-invalid={errors.remarks ? true : undefined}
              aria-describedby={errors.remarks ? `${id}-remarks-error` : undefined}
              onChange={(event) => change({ remarks: event.currentTarget.value })}
            />
            <FieldErrorText id={`${id}-remarks`} error={errors.remarks} />
          </div>
        ) : null}
      </form>
    </ConfirmModal>
  );
};
