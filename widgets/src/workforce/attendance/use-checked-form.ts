import type { FieldError } from '@backoffice/shared/envelope';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../core/api-client.ts';
import type { BodyCheck } from '../../sales/common/forms/body-schema-check.ts';
import type { FormErrors, MappedErrors } from '../../sales/common/forms/form-field-errors.ts';
import { toast } from '../../ui/toast.store.ts';

interface CheckedFormOptions<V, B> {
  /** The values checked by the route's body schema: its messages by control, or the body to send. */
  check: (values: V) => BodyCheck<B>;
  send: (body: B) => Promise<void>;
  /** The server's field messages put back on the same controls. */
  mapErrors: (errors: readonly FieldError[]) => MappedErrors;
}

/**
 * What the entry and settings forms do alike around their fields: check before sending, show the
 * messages under their controls (the rest above the form) with the focus on the first invalid
 * control, and after a refusal the server's own messages in the same places.
 */
export const useCheckedForm = <V, B>({ check, send, mapErrors }: CheckedFormOptions<V, B>) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  const show = (found: FormErrors, other: readonly string[]) => {
    setErrors(found);
    setProblems([...other]);
    // After the messages render: the first invalid control takes the focus.
    queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = async (values: V) => {
    const checked = check(values);
    if (!checked.ok) {
      show(checked.errors, checked.problems);
      return;
    }
    show({}, []);
    setSaving(true);
    try {
      await send(checked.body);
    } catch (error) {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.errors.length > 0) {
        const mapped = mapErrors(error.errors);
        show(mapped.fields, mapped.other);
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    formRef,
    errors,
    problems,
    saving,
    /** The form's submit: checks and sends these values instead of the browser's own submit. */
    onSubmit: (values: V) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void submit(values);
    },
    /** Drops the message a change answers. */
    clearError: (key: string) => setErrors(({ [key]: _dropped, ...rest }) => rest),
  };
};
