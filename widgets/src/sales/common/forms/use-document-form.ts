import type { FieldError } from '@backoffice/shared/envelope';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage, type SuccessEnvelope } from '../../../core/api-client.ts';
import { useUnsavedChanges } from '../../../entities/unsaved-changes/use-unsaved-changes.tsx';
import { toast } from '../../../ui/toast.store.ts';
import { refreshDocuments } from '../document-queries.ts';
import { type FormErrors, type MappedErrors, withoutErrors } from './form-field-errors.ts';

interface DocumentFormOptions<Body, Saved extends { Id: number }> {
  save: (body: Body) => Promise<SuccessEnvelope<Saved>>;
  detailKey: (id: number) => QueryKey;
  /** Whether the person changed anything, and what to call it when they would lose it. */
  dirty: boolean;
  what: string;
  /** The server's field messages on the form's controls (the rows sent decide which is which). */
  mapErrors: (errors: readonly FieldError[]) => MappedErrors;
  onSaved: (saved: Saved) => void;
}

/**
 * What the return and collection forms do alike around their fields: the save (toast, cached
 * detail, refreshed lists, leave without asking), the server's messages put back under their
 * controls or above the form, the focus on the first invalid control, and the unsaved-changes guard.
 */
export const useDocumentForm = <Body, Saved extends { Id: number }>({
  save,
  detailKey,
  dirty,
  what,
  mapErrors,
  onSaved,
}: DocumentFormOptions<Body, Saved>) => {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [focusInvalid, setFocusInvalid] = useState(0);
  const guard = useUnsavedChanges(dirty, what);

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      guard.release();
      queryClient.setQueryData(detailKey(envelope.Data.Id), envelope.Data);
      void refreshDocuments(queryClient);
      onSaved(envelope.Data);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError && error.errors.length > 0) {
        const mapped = mapErrors(error.errors);
        setErrors(mapped.fields);
        setOtherErrors(mapped.other);
        setFocusInvalid((count) => count + 1);
      }
    },
  });

  return {
    formRef,
    errors,
    otherErrors,
    mutation,
    /** Drops the messages a change answers. */
    clearErrors: (...keys: string[]) => setErrors((current) => withoutErrors(current, ...keys)),
    setError: (key: string, message: string) => setErrors((current) => ({ ...current, [key]: message })),
    /**
     * Shows the form's own checks (or none) before a send, with the messages no control shows
     * above the form, and moves to the first invalid control.
     */
    showErrors: (found: FormErrors, problems: readonly string[] = []) => {
      setErrors(found);
      setOtherErrors([...problems]);
      if (Object.keys(found).length > 0 || problems.length > 0) setFocusInvalid((count) => count + 1);
    },
  };
};
