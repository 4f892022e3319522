import type { PaymentDetail } from '@backoffice/shared/sales/money-api.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../core/api-client.ts';
import { AppLink } from '../core/navigation.tsx';
import { useUnsavedChanges } from '../entities/use-unsaved-changes.tsx';
import { describedBy, FieldFrame } from '../ui/field-frame.tsx';
import { toast } from '../ui/toast.store.ts';
import {
  COLLECTION_REMARKS_MAX,
  type CollectionFormValues,
  checkCollectionForm,
  mapCollectionServerErrors,
  orderKey,
} from './collection-form-values.ts';
import { CollectionOrdersFields } from './collection-orders-fields.tsx';
import { CollectionPaymentFields } from './collection-payment-fields.tsx';
import { type FormErrors, withoutErrors } from './money-field-errors.ts';
import { COLLECTIONS_PATH } from './money-format.ts';
import { paymentDetailKey, refreshMoney, savePayment } from './money-queries.ts';

interface CollectionFormProps {
  initial: CollectionFormValues;
  onSaved: (saved: PaymentDetail) => void;
}

/**
 * A payment received: party, date, method (a cheque's number, bank and date only for a cheque),
 * amount, the orders it pays if the party said, remarks. Checked before it is sent; the server's
 * messages come back under their controls.
 */
export const CollectionForm = ({ initial, onSaved }: CollectionFormProps) => {
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [focusInvalid, setFocusInvalid] = useState(0);
  // The orders of the save in flight, to read its 'Orders[i]' messages back.
  const sentOrders = useRef<number[]>([]);
  const guard = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial), 'the payment');

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const save = useMutation({
    mutationFn: savePayment,
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      guard.release();
      queryClient.setQueryData(paymentDetailKey(envelope.Data.Id), envelope.Data);
      void refreshMoney(queryClient);
      onSaved(envelope.Data);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.errors.length > 0) {
        const mapped = mapCollectionServerErrors(error.errors, sentOrders.current);
        setErrors(mapped.fields);
        setOtherErrors(mapped.other);
        setFocusInvalid((count) => count + 1);
      }
    },
  });

  const change = (next: Partial<CollectionFormValues>, ...errorKeys: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutErrors(current, ...errorKeys));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOtherErrors([]);
    const checked = checkCollectionForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusInvalid((count) => count + 1);
      return;
    }
    setErrors({});
    sentOrders.current = checked.orderIds;
    save.mutate(checked.input);
  };

  const field = (key: string) => `${id}-${key}`;

  return (
    <form ref={formRef} className="bo-order-form bo-collection-form" noValidate onSubmit={submit}>
      {otherErrors.length > 0 ? (
        <div className="bo-alert" role="alert">
          <ul className="bo-form-problems">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="bo-card" aria-labelledby={field('payment')}>
        <h2 id={field('payment')} className="bo-card-title">
          Payment
        </h2>
        <CollectionPaymentFields
          values={values}
          errors={errors}
          idPrefix={id}
          onChange={change}
          // Another party's orders are not this payment's to pay.
          onParty={(party) => change({ party, orders: [] }, 'PartyId', 'Orders')}
        />
      </section>

      <section className="bo-card" aria-labelledby={field('orders')}>
        <h2 id={field('orders')} className="bo-card-title">
          Orders it pays (optional)
        </h2>
        <CollectionOrdersFields
          partyId={values.party.id}
          chosen={values.orders}
          errors={errors}
          idPrefix={id}
          onChange={(orders) =>
            change({ orders }, 'Orders', ...values.orders.map((order) => orderKey(order.orderId)))
          }
        />
        {errors.Orders ? (
          <p className="bo-field-error" role="alert">
            {errors.Orders}
          </p>
        ) : null}
      </section>

      <section className="bo-card" aria-labelledby={field('notes')}>
        <h2 id={field('notes')} className="bo-card-title">
          Notes
        </h2>
        <FieldFrame id={field('remarks')} label="Remarks" error={errors.Remarks}>
          <textarea
            id={field('remarks')}
            className="bo-input bo-textarea"
            maxLength={COLLECTION_REMARKS_MAX}
            value={values.remarks}
            aria-invalid={errors.Remarks ? true : undefined}
            aria-describedby={describedBy(field('remarks'), undefined, errors.Remarks)}
            onChange={(event) => change({ remarks: event.currentTarget.value }, 'Remarks')}
          />
        </FieldFrame>
      </section>

      <div className="bo-form-actions">
        <button type="submit" className="bo-btn bo-btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save payment'}
        </button>
        <AppLink href={COLLECTIONS_PATH} className="bo-btn">
          Cancel
        </AppLink>
      </div>
    </form>
  );
};
