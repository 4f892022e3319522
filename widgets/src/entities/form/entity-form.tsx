import {
  type EntityDeclaration,
  editableFields,
  lockedReason,
} from '@backoffice/shared/entities/entity-declaration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, type CallOptions, errorMessage } from '../../core/api-client.ts';
import { AppLink } from '../../core/navigation.tsx';
import { toast } from '../../ui/toast.store.ts';
import { entityRecordKey, refreshEntity, saveEntityRecord } from '../entity-queries.ts';
import type { EntityRecord } from '../entity-record.types.ts';
import { useUnsavedChanges } from '../unsaved-changes/use-unsaved-changes.tsx';
import { FieldControl } from './entity-field-control.tsx';
import type { FileChoice } from './entity-file-input.tsx';
import {
  type FieldErrors,
  type FormMode,
  type FormValues,
  initialValues,
  presetValues,
  saveBody,
  serverFieldErrors,
  validateValues,
  valuesChanged,
} from './entity-form-values.ts';
import { SecretOnceModal } from './secret-once-modal.tsx';
import { useOfficeOnlyFields, useOwnerField } from './use-owner-field.ts';

interface EntityFormProps {
  entity: EntityDeclaration;
  /** The stored record when editing; none when creating. */
  record?: EntityRecord | undefined;
  /** After a save: the page leaves for the list, or asks first when one of its panels is unsaved. */
  onDone: () => void;
}

const fileChoices = (entity: EntityDeclaration, record?: EntityRecord): Record<string, FileChoice> =>
  Object.fromEntries(
    editableFields(entity)
      .filter(([, field]) => field.kind === 'file')
      .map(([name]) => {
        const stored = record?.[name];
        return [
          name,
          { stored: typeof stored === 'string' && stored ? stored : null, file: null, remove: false },
        ];
      }),
  );

const referenceNames = (entity: EntityDeclaration, record?: EntityRecord): Record<string, string> =>
  Object.fromEntries(
    editableFields(entity)
      .filter(([, field]) => field.kind === 'reference')
      .map(([name]) => [name, String(record?.[`${name}Display`] ?? '')]),
  );

/**
 * The generated form: a control per editable field, checked with the declaration's schema before
 * it is sent (the same messages the server gives), saved form-encoded, or multipart with a file.
 */
/**
 * A tree's inherited field (a ledger group's Nature) while a parent is chosen: the server copies it
 * from the parent, so the form does not ask for it.
 */
const takenFromParent = (entity: EntityDeclaration, name: string, values: FormValues): boolean => {
  const tree = entity.tree;
  if (!tree?.inherited?.includes(name)) return false;
  return (values[tree.parent] ?? '') !== '';
};

export const EntityForm = ({ entity, record, onDone }: EntityFormProps) => {
  const queryClient = useQueryClient();
  const mode: FormMode = record ? 'update' : 'create';
  // A settled record (an approved leave) is shown, not edited: the server would refuse the save.
  const locked = record ? lockedReason(entity, record) : null;
  const [initial, setInitial] = useState(() =>
    record
      ? initialValues(entity, record)
      : { ...initialValues(entity), ...presetValues(entity, window.location.search) },
  );
  const [values, setValues] = useState<FormValues>(initial);
  const [names, setNames] = useState(() => referenceNames(entity, record));
  const [files, setFiles] = useState(() => fileChoices(entity, record));
  const [fileProblems, setFileProblems] = useState<FieldErrors>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusInvalid, setFocusInvalid] = useState(0);
  const [secret, setSecret] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const owned = useOwnerField(entity);
  const officeOnly = useOfficeOnlyFields(entity);

  const filesChanged = Object.values(files).some((choice) => choice.file !== null || choice.remove);
  const guard = useUnsavedChanges(
    valuesChanged(initial, values) || filesChanged,
    `${entity.singular} details`,
  );

  // The saved record is the new starting point: should the page stay (a panel is still unsaved,
  // a secret is shown), the form is no longer "changed".
  const startFrom = (saved: EntityRecord) => {
    const fresh = initialValues(entity, saved);
    setInitial(fresh);
    setValues(fresh);
    setNames(referenceNames(entity, saved));
    setFiles(fileChoices(entity, saved));
    setFileProblems({});
  };

  // After a refused save, the first field with a message takes the focus (and scrolls into view).
  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const save = useMutation({
    mutationFn: (body: Pick<CallOptions, 'form' | 'formData'>) => saveEntityRecord(entity, body),
    onSuccess: (envelope) => {
      const { Secret, ...saved } = envelope.Data;
      queryClient.setQueryData(entityRecordKey(entity, saved.Id), saved);
      void refreshEntity(queryClient, entity);
      toast.success(envelope.Message);
      guard.release();
      startFrom(saved);
      // A secret exists only in this answer: the person must see it before the form goes.
      if (Secret) setSecret(Secret);
      else onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors.length > 0) {
        setErrors(serverFieldErrors(entity, error.errors));
        setFocusInvalid((count) => count + 1);
      }
      toast.error(errorMessage(error));
    },
  });

  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };
  const chooseFile = (name: string, choice: FileChoice, problem: string | null) => {
    setFiles((current) => ({ ...current, [name]: choice }));
    setFileProblems(({ [name]: _cleared, ...rest }) => (problem ? { ...rest, [name]: problem } : rest));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateValues(entity, mode, owned ? { ...values, [owned.name]: owned.value } : values);
    const found: FieldErrors = { ...checked.errors, ...fileProblems };
    for (const [name, field] of editableFields(entity)) {
      const choice = files[name];
      if (
        field.kind === 'file' &&
        field.required &&
        choice &&
        !choice.file &&
        (!choice.stored || choice.remove)
      ) {
        found[name] = `${field.label} is required`;
      }
    }
    if (!checked.data || Object.keys(found).length > 0) {
      setErrors(found);
      setFocusInvalid((count) => count + 1);
      return;
    }
    setErrors({});
    const body = saveBody(entity, mode, checked.data, record?.Id);
    for (const name of officeOnly) delete body[name];
    const chosen: [string, File][] = [];
    for (const [name, choice] of Object.entries(files)) {
      if (choice.file) chosen.push([name, choice.file]);
      // An empty value clears the stored file; an absent one keeps it.
      else if (choice.remove) body[name] = '';
    }
    if (chosen.length === 0) {
      save.mutate({ form: body });
      return;
    }
    const formData = new FormData();
    for (const [key, value] of Object.entries(body)) formData.append(key, String(value ?? ''));
    for (const [name, file] of chosen) formData.append(name, file, file.name);
    save.mutate({ formData });
  };

  return (
    <>
      <form ref={formRef} className="bo-card bo-entity-form" noValidate onSubmit={submit}>
        {locked ? (
          <p className="bo-alert bo-alert-info" role="note">
            {locked}
          </p>
        ) : null}
        <fieldset className="bo-form-grid bo-fieldset-plain" disabled={locked !== null}>
          {editableFields(entity)
            .filter(
              ([name]) =>
                name !== owned?.name && !officeOnly.has(name) && !takenFromParent(entity, name, values),
            )
            .map(([name, field]) => (
              <FieldControl
                key={name}
                name={name}
                field={field}
                value={values[name] ?? ''}
                error={errors[name] ?? fileProblems[name]}
                onChange={change}
                referenceName={names[name]}
                onReferenceName={(fieldName, label) =>
                  setNames((current) => ({ ...current, [fieldName]: label }))
                }
                file={files[name]}
                onFile={chooseFile}
              />
            ))}
        </fieldset>
        <div className="bo-form-actions">
          {locked ? null : (
            <button type="submit" className="bo-btn bo-btn-primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : mode === 'create' ? `Save ${entity.singular}` : 'Save changes'}
            </button>
          )}
          <AppLink href={entity.route} className="bo-btn">
            {locked ? `Back to ${entity.title}` : 'Cancel'}
          </AppLink>
        </div>
      </form>
      <SecretOnceModal
        secret={secret}
        what={entity.singular}
        onClose={() => {
          setSecret(null);
          onDone();
        }}
      />
    </>
  );
};
