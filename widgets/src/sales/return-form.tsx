import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import type { OrderReturnDetail, ReturnableOrder } from '@backoffice/shared/sales/money-api.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../core/api-client.ts';
import { AppLink } from '../core/navigation.tsx';
import { EntityFileInput, type FileChoice } from '../entities/entity-file-input.tsx';
import { ReferenceSelect } from '../entities/reference-select.tsx';
import { useUnsavedChanges } from '../entities/use-unsaved-changes.tsx';
import { describedBy, FieldFrame } from '../ui/field-frame.tsx';
import { toast } from '../ui/toast.store.ts';
import { type FormErrors, withoutErrors } from './money-field-errors.ts';
import { refreshMoney, returnDetailKey, saveReturn } from './money-queries.ts';
import { orderPath } from './order-card.tsx';
import {
  checkReturnForm,
  emptyReturnValues,
  LINES_KEY,
  lineKey,
  mapReturnServerErrors,
  REMARKS_MAX,
  type ReturnFormValues,
  returnFormData,
} from './return-form-values.ts';
import { ReturnLinesFields } from './return-lines-fields.tsx';

/** The server's rule for a return's document (money-input.ts): an image or a PDF, at most 5 MB. */
const PHOTO_FIELD: FileField = {
  kind: 'file',
  label: 'Photo',
  accept: ['jpeg', 'png', 'gif', 'pdf'],
  maxBytes: 5 * 1024 * 1024,
};

const NO_FILE: FileChoice = { stored: null, file: null, remove: false };

interface ReturnFormProps {
  order: ReturnableOrder;
  onSaved: (saved: OrderReturnDetail) => void;
}

/**
 * A new return of an order's goods: how much of each line comes back (never more than is left),
 * why, remarks and an optional photo. Checked before it is sent; the server's messages come back
 * under the controls they are about.
 */
export const ReturnForm = ({ order, onSaved }: ReturnFormProps) => {
  const queryClient = useQueryClient();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReturnFormValues>(emptyReturnValues);
  const [photo, setPhoto] = useState<FileChoice>(NO_FILE);
  const [errors, setErrors] = useState<FormErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [focusInvalid, setFocusInvalid] = useState(0);
  // The lines of the save in flight, to read its 'Lines[i]' messages back.
  const sentLines = useRef<number[]>([]);
  const dirty = JSON.stringify(values) !== JSON.stringify(emptyReturnValues()) || photo.file !== null;
  const guard = useUnsavedChanges(dirty, 'the return');

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const save = useMutation({
    mutationFn: saveReturn,
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      guard.release();
      queryClient.setQueryData(returnDetailKey(envelope.Data.Id), envelope.Data);
      void refreshMoney(queryClient);
      onSaved(envelope.Data);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.errors.length > 0) {
        const mapped = mapReturnServerErrors(error.errors, sentLines.current);
        setErrors(mapped.fields);
        setOtherErrors(mapped.other);
        setFocusInvalid((count) => count + 1);
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOtherErrors([]);
    const checked = checkReturnForm(order.OrderId, order.Lines, values);
    if (!checked.ok) {
      setErrors((current) => ({ ...checked.errors, ...(current.File ? { File: current.File } : {}) }));
      setFocusInvalid((count) => count + 1);
      return;
    }
    if (errors.File) {
      setFocusInvalid((count) => count + 1);
      return;
    }
    setErrors({});
    sentLines.current = checked.lineIds;
    save.mutate(
      photo.file
        ? { formData: returnFormData(checked.input, photo.file, photo.file.name) }
        : { json: checked.input },
    );
  };

  const field = (key: string) => `${id}-${key}`;

  return (
    <form ref={formRef} className="bo-order-form bo-return-form" noValidate onSubmit={submit}>
      {otherErrors.length > 0 ? (
        <div className="bo-alert" role="alert">
          <ul className="bo-form-problems">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <section className="bo-card" aria-labelledby={field('lines')}>
        <h2 id={field('lines')} className="bo-card-title">
          What comes back
        </h2>
        <p className="bo-field-help bo-lines-help">
          Leave a line empty when none of it comes back. Returns still pending count as returned.
        </p>
        <ReturnLinesFields
          lines={order.Lines}
          quantities={values.quantities}
          errors={errors}
          idPrefix={id}
          onQuantity={(orderLineId, text) => {
            setValues((current) => ({
              ...current,
              quantities: { ...current.quantities, [orderLineId]: text },
            }));
            setErrors((current) => withoutErrors(current, lineKey(orderLineId), LINES_KEY));
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
          <FieldFrame id={field('reason')} label="Reason" required error={errors.ReasonId}>
            <ReferenceSelect
              id={field('reason')}
              label="Reason"
              apiPath="orderreturnreason"
              value={values.reason}
              onChange={(reason) => {
                setValues((current) => ({ ...current, reason }));
                setErrors((current) => withoutErrors(current, 'ReasonId'));
              }}
              describedBy={describedBy(field('reason'), undefined, errors.ReasonId)}
              invalid={Boolean(errors.ReasonId)}
              required
            />
          </FieldFrame>
          <FieldFrame id={field('photo')} label="Photo (optional)" error={errors.File}>
            <EntityFileInput
              id={field('photo')}
              name="File"
              field={PHOTO_FIELD}
              choice={photo}
              aria-invalid={errors.File ? true : undefined}
              aria-describedby={errors.File ? `${field('photo')}-error` : undefined}
              onChoice={(choice, problem) => {
                setPhoto(choice);
                setErrors((current) =>
                  problem ? { ...current, File: problem } : withoutErrors(current, 'File'),
                );
              }}
            />
          </FieldFrame>
          <FieldFrame id={field('remarks')} label="Remarks" error={errors.Remarks} className="bo-field-wide">
            <textarea
              id={field('remarks')}
              className="bo-input bo-textarea"
              maxLength={REMARKS_MAX}
              value={values.remarks}
              aria-invalid={errors.Remarks ? true : undefined}
              aria-describedby={describedBy(field('remarks'), undefined, errors.Remarks)}
              onChange={(event) => {
                const remarks = event.currentTarget.value;
                setValues((current) => ({ ...current, remarks }));
                setErrors((current) => withoutErrors(current, 'Remarks'));
              }}
            />
          </FieldFrame>
        </div>
      </section>

      <div className="bo-form-actions">
        <button type="submit" className="bo-btn bo-btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save return'}
        </button>
        <AppLink href={orderPath(order.OrderId)} className="bo-btn">
          Cancel
        </AppLink>
      </div>
    </form>
  );
};
