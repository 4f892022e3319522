import type {
  OrderReturnDetail,
  OrderReturnSaveInput,
  ReturnableOrder,
} from '@backoffice/shared/sales/returns/return.contract';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import type { FileChoice } from '../../entities/form/entity-file-input.tsx';
import { ReferenceField } from '../../entities/form/reference-field.tsx';
import { FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { returnPath } from '../common/document-format.ts';
import { DocumentFileField, NO_FILE, storedFile } from '../common/forms/document-file-field.tsx';
import type { FormErrors } from '../common/forms/form-field-errors.ts';
import { FormProblems } from '../common/forms/form-problems.tsx';
import { SalesFormActions } from '../common/forms/sales-form-actions.tsx';
import { useDocumentForm } from '../common/forms/use-document-form.ts';
import { orderPath } from '../orders/order-card.tsx';
import {
  checkReturnForm,
  emptyReturnValues,
  LINES_KEY,
  lineKey,
  linesFreeOf,
  mapReturnServerErrors,
  REMARKS_MAX,
  type ReturnFormValues,
  valuesFromReturn,
} from './return-form-values.ts';
import { ReturnLinesFields } from './return-lines-fields.tsx';
import { returnDetailKey, saveReturn } from './return-queries.ts';

interface ReturnFormProps {
  order: ReturnableOrder;
  /** A pending return being edited: its lines are replaced, same order. */
  stored?: OrderReturnDetail | undefined;
  onSaved: (saved: OrderReturnDetail) => void;
}

/**
 * A return of an order's goods, new or pending: how much of each line comes back (never more than
 * is left), why, remarks and an optional photo. Checked before it is sent; the server's messages
 * come back under the controls they are about.
 */
export const ReturnForm = ({ order, stored, onSaved }: ReturnFormProps) => {
  const id = useId();
  const [initial] = useState(() => (stored ? valuesFromReturn(stored) : emptyReturnValues()));
  // The version the person started from: a save over someone else's later change is refused (409).
  const [opened] = useState(() =>
    stored ? { Id: stored.Id, Version: stored.Version, ReturnDate: stored.ReturnDate } : undefined,
  );
  const [values, setValues] = useState<ReturnFormValues>(initial);
  const [photo, setPhoto] = useState<FileChoice>(() => (stored ? storedFile(stored.FileUrl) : NO_FILE));
  // What the return being edited holds is free to come back again.
  const lines = useMemo(() => linesFreeOf(order.Lines, stored), [order.Lines, stored]);
  // The lines of the save in flight, to read its 'Lines[i]' messages back.
  const sentLines = useRef<number[]>([]);
  const form = useDocumentForm({
    save: saveReturn,
    detailKey: returnDetailKey,
    dirty: JSON.stringify(values) !== JSON.stringify(initial) || photo.file !== null,
    what: 'the return',
    mapErrors: (errors) => mapReturnServerErrors(errors, sentLines.current),
    onSaved,
  });
  const { errors } = form;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkReturnForm(order.OrderId, lines, values);
    // A refused photo stays refused until another is chosen.
    const fileError: FormErrors = errors.File ? { File: errors.File } : {};
    if (!checked.ok || errors.File) {
      form.showErrors(
        { ...(checked.ok ? {} : checked.errors), ...fileError },
        checked.ok ? [] : checked.problems,
      );
      return;
    }
    form.showErrors({});
    sentLines.current = checked.lineIds;
    const input: OrderReturnSaveInput = opened ? { ...checked.input, ...opened } : checked.input;
    form.mutation.mutate({ input, file: photo.file });
  };

  const field = (key: string) => `${id}-${key}`;

  return (
    <form ref={form.formRef} className="bo-order-form bo-return-form" noValidate onSubmit={submit}>
      <FormProblems messages={form.otherErrors} />
      <section className="bo-card" aria-labelledby={field('lines')}>
        <h2 id={field('lines')} className="bo-card-title">
          What comes back
        </h2>
        <p className="bo-field-help bo-lines-help">
          Leave a line empty when none of it comes back. Returns still pending count as returned.
        </p>
        <ReturnLinesFields
          lines={lines}
          quantities={values.quantities}
          errors={errors}
          idPrefix={id}
          onQuantity={(orderLineId, text) => {
            setValues((current) => ({
              ...current,
              quantities: { ...current.quantities, [orderLineId]: text },
            }));
            form.clearErrors(lineKey(orderLineId), LINES_KEY);
          }}
        />
        {errors[LINES_KEY] ? (
          <p className="bo-field-error" role="alert">
            {errors[LINES_KEY]}
          </p>
        ) : null}
      </section>

      <section className="bo-card" aria-labelledby={field('why')}>
        <h2 id={field('why')} className="bo-card-title">
          Why
        </h2>
        <div className="bo-form-grid">
          <ReferenceField
            id={field('reason')}
            label="Reason"
            apiPath="orderreturnreason"
            value={values.reason}
            onChange={(reason) => {
              setValues((current) => ({ ...current, reason }));
              form.clearErrors('ReasonId');
            }}
            error={errors.ReasonId}
            required
          />
          <DocumentFileField
            id={field('photo')}
            label="Photo (optional)"
            noun="Photo"
            choice={photo}
            error={errors.File}
            onChoice={(choice, problem) => {
              setPhoto(choice);
              if (problem) form.setError('File', problem);
              else form.clearErrors('File');
            }}
          />
          <FieldFrame id={field('remarks')} label="Remarks" error={errors.Remarks} className="bo-field-wide">
            <textarea
              id={field('remarks')}
              className="bo-input bo-textarea"
              maxLength={REMARKS_MAX}
              value={values.remarks}
              {...fieldAria(field('remarks'), errors.Remarks)}
              onChange={(event) => {
                const remarks = event.currentTarget.value;
                setValues((current) => ({ ...current, remarks }));
                form.clearErrors('Remarks');
              }}
            />
          </FieldFrame>
        </div>
      </section>

      <SalesFormActions
        saving={form.mutation.isPending}
        editing={stored !== undefined}
        createLabel="Save return"
        cancelHref={stored ? returnPath(stored.Id) : orderPath(order.OrderId)}
      />
    </form>
  );
};
