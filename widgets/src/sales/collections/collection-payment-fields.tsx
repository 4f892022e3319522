import { PAYMENT_METHODS, type PaymentMethod } from '@backoffice/shared/sales/collections/cheque-lifecycle';
import { ReferenceField } from '../../entities/form/reference-field.tsx';
import type { ReferenceValue } from '../../entities/form/reference-select.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { describedBy, FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { methodLabel } from '../common/document-format.ts';
import { type CollectionFormValues, methodHasReference } from './collection-form-values.ts';

interface CollectionPaymentFieldsProps {
  values: CollectionFormValues;
  errors: Readonly<Record<string, string>>;
  idPrefix: string;
  /** A change to the values, and the error keys it answers. */
  onChange: (change: Partial<CollectionFormValues>, ...errorKeys: string[]) => void;
  onParty: (party: ReferenceValue) => void;
  /** A correction: party and method stay as recorded (the server refuses to change them). */
  fixed?: boolean | undefined;
}

/** Who paid, when, how and how much; the cheque's own facts only for a cheque. */
export const CollectionPaymentFields = ({
  values,
  errors,
  idPrefix,
  onChange,
  onParty,
  fixed,
}: CollectionPaymentFieldsProps) => {
  const field = (key: string) => `${idPrefix}-${key}`;
  const text = (key: keyof CollectionFormValues, errorKey: string, label: string, max: number) => (
    <FieldFrame id={field(key)} label={label} required error={errors[errorKey]}>
      <input
        id={field(key)}
        className="bo-input"
        autoComplete="off"
        maxLength={max}
        value={String(values[key])}
        required
        aria-invalid={errors[errorKey] ? true : undefined}
        aria-describedby={describedBy(field(key), undefined, errors[errorKey])}
        onChange={(event) => onChange({ [key]: event.currentTarget.value }, errorKey)}
      />
    </FieldFrame>
  );
  return (
    <div className="bo-form-grid">
      {fixed ? (
        <FieldFrame id={field('party')} label="Party">
          <input id={field('party')} className="bo-input" value={values.party.name} readOnly />
        </FieldFrame>
      ) : (
        <ReferenceField
          id={field('party')}
          label="Party"
          apiPath="party"
          value={values.party}
          onChange={onParty}
          error={errors.PartyId}
          required
        />
      )}
      <DateField
        id={field('date')}
        label="Date received"
        value={values.paymentDate}
        onChange={(paymentDate) => onChange({ paymentDate }, 'PaymentDate')}
        error={errors.PaymentDate}
        required
      />
      {fixed ? (
        <FieldFrame id={field('method')} label="Method">
          <input id={field('method')} className="bo-input" value={methodLabel(values.method)} readOnly />
        </FieldFrame>
      ) : (
        <FieldFrame id={field('method')} label="Method" required error={errors.Method}>
          <select
            id={field('method')}
            className="bo-input"
            value={values.method}
            {...fieldAria(field('method'), errors.Method)}
            onChange={(event) =>
              onChange(
                { method: event.currentTarget.value as PaymentMethod },
                'Method',
                'ChequeNo',
                'ChequeBank',
                'ChequeDate',
                'ReferenceNo',
              )
            }
          >
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {methodLabel(method)}
              </option>
            ))}
          </select>
        </FieldFrame>
      )}
      <FieldFrame id={field('amount')} label="Amount (Rs)" required error={errors.Amount}>
        <input
          id={field('amount')}
          className="bo-input"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          required
          {...fieldAria(field('amount'), errors.Amount)}
          onChange={(event) => onChange({ amount: event.currentTarget.value }, 'Amount', 'Orders')}
        />
      </FieldFrame>
      {values.method === 'cheque' ? (
        <fieldset className="bo-field-wide bo-money-cheque-fields">
          <legend>Cheque</legend>
          <div className="bo-form-grid">
            {text('chequeNo', 'ChequeNo', 'Cheque number', 30)}
            {text('chequeBank', 'ChequeBank', 'Bank', 100)}
            <DateField
              id={field('chequeDate')}
              label="Cheque date"
              value={values.chequeDate}
              onChange={(chequeDate) => onChange({ chequeDate }, 'ChequeDate')}
              error={errors.ChequeDate}
              help="The date written on it: a post-dated cheque goes to the bank on or after it."
              required
            />
          </div>
        </fieldset>
      ) : null}
      {methodHasReference(values.method) ? (
        <FieldFrame id={field('reference')} label="Transaction reference" error={errors.ReferenceNo}>
          <input
            id={field('reference')}
            className="bo-input"
            autoComplete="off"
            maxLength={100}
            value={values.referenceNo}
            {...fieldAria(field('reference'), errors.ReferenceNo)}
            onChange={(event) => onChange({ referenceNo: event.currentTarget.value }, 'ReferenceNo')}
          />
        </FieldFrame>
      ) : null}
    </div>
  );
};
