import type {
  PaymentDetail,
  PaymentSaveInput,
} from '@backoffice/shared/sales/collections/collection.contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import type { FileChoice } from '../../entities/form/entity-file-input.tsx';
import { FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { COLLECTIONS_PATH, collectionPath } from '../common/document-format.ts';
import { DocumentFileField, NO_FILE, storedFile } from '../common/forms/document-file-field.tsx';
import type { FormErrors } from '../common/forms/form-field-errors.ts';
import { FormProblems } from '../common/forms/form-problems.tsx';
import { SalesFormActions } from '../common/forms/sales-form-actions.tsx';
import { useDocumentForm } from '../common/forms/use-document-form.ts';
import {
  COLLECTION_REMARKS_MAX,
  type CollectionFormValues,
  checkCollectionForm,
  mapCollectionServerErrors,
  orderKey,
} from './collection-form-values.ts';
import { CollectionOrdersFields } from './collection-orders-fields.tsx';
import { CollectionPaymentFields } from './collection-payment-fields.tsx';
import { collectionDetailKey, saveCollection } from './collection-queries.ts';

interface CollectionFormProps {
  initial: CollectionFormValues;
  /** A payment being corrected (a cheque still in hand): party and method stay as recorded. */
  stored?: PaymentDetail | undefined;
  onSaved: (saved: PaymentDetail) => void;
}

/**
 * A payment received, new or corrected: party, date, method (a cheque's number, bank, date and
 * image only for a cheque), amount, the orders it pays if the party said, remarks. Checked before
 * it is sent; the server's messages come back under their controls.
 */
export const CollectionForm = ({ initial, stored, onSaved }: CollectionFormProps) => {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<FileChoice>(() => (stored ? storedFile(stored.FileUrl) : NO_FILE));
  // The version the person started from: a save over someone else's later change is refused (409).
  const [opened] = useState(() => (stored ? { Id: stored.Id, Version: stored.Version } : undefined));
  // The orders of the save in flight, to read its 'Orders[i]' messages back.
  const sentOrders = useRef<number[]>([]);
  const form = useDocumentForm({
    save: saveCollection,
    detailKey: collectionDetailKey,
    dirty: JSON.stringify(values) !== JSON.stringify(initial) || image.file !== null,
    what: 'the payment',
    mapErrors: (errors) => mapCollectionServerErrors(errors, sentOrders.current),
    onSaved,
  });
  const { errors } = form;
  const cheque = values.method === 'cheque';

  const change = (next: Partial<CollectionFormValues>, ...errorKeys: string[]) => {
    setValues((current) => ({ ...current, ...next }));
    form.clearErrors(...errorKeys);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkCollectionForm(values);
    // A refused image stays refused until another is chosen (or the method is no longer cheque).
    const fileError: FormErrors = cheque && errors.File ? { File: errors.File } : {};
    if (!checked.ok || fileError.File) {
      form.showErrors(
        { ...(checked.ok ? {} : checked.errors), ...fileError },
        checked.ok ? [] : checked.problems,
      );
      return;
    }
    form.showErrors({});
    sentOrders.current = checked.orderIds;
    const input: PaymentSaveInput = opened ? { ...checked.input, ...opened } : checked.input;
    form.mutation.mutate({ input, file: cheque ? image.file : null });
  };

  const field = (key: string) => `${id}-${key}`;

  return (
    <form ref={form.formRef} className="bo-order-form bo-collection-form" noValidate onSubmit={submit}>
      <FormProblems messages={form.otherErrors} />
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
          fixed={stored !== undefined}
        />
        {cheque ? (
          <DocumentFileField
            id={field('image')}
            label="Cheque image (optional)"
            noun="Cheque image"
            choice={image}
            error={errors.File}
            onChoice={(choice, problem) => {
              setImage(choice);
              if (problem) form.setError('File', problem);
              else form.clearErrors('File');
            }}
          />
        ) : null}
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
            {...fieldAria(field('remarks'), errors.Remarks)}
            onChange={(event) => change({ remarks: event.currentTarget.value }, 'Remarks')}
          />
        </FieldFrame>
      </section>

      <SalesFormActions
        saving={form.mutation.isPending}
        editing={stored !== undefined}
        createLabel="Save payment"
        cancelHref={stored ? collectionPath(stored.Id) : COLLECTIONS_PATH}
      />
    </form>
  );
};
