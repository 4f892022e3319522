import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../core/api-client.ts';
import { Modal } from '../../ui/dialogs/modal.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { toast } from '../../ui/toast.store.ts';
import { changeSalesPersonUserName } from './sales-person-sign-in-queries.ts';

interface UserNameModalProps {
  open: boolean;
  salesPersonId: number;
  current: string;
  onDone: () => void;
  onClose: () => void;
}

const FIELD = USER.fields.UserName;

/**
 * Change user name: the new name is checked by the server with the user form's own rules (length,
 * unique across every company), and its message shows under the field.
 */
export const SalesPersonUserNameModal = ({
  open,
  salesPersonId,
  current,
  onDone,
  onClose,
}: UserNameModalProps) => {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(current);
      setError(undefined);
    }
  }, [open, current]);

  const change = useMutation({
    mutationFn: () => changeSalesPersonUserName(salesPersonId, value.trim()),
    onSuccess: (envelope) => {
      toast.success(envelope.Message);
      onDone();
    },
    onError: (failure) => {
      const field =
        failure instanceof ApiError ? failure.errors.find((e) => e.Field === 'UserName') : undefined;
      if (field) setError(field.Message);
      else toast.error(errorMessage(failure));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  const formId = `user-name-${salesPersonId}`;

  return (
    <Modal
      open={open}
      title="Change user name"
      onClose={change.isPending ? undefined : onClose}
      footer={
        <>
          <button type="button" className="bo-btn" disabled={change.isPending} onClick={onClose}>
            Go back
          </button>
          <button
            type="submit"
            form={formId}
            className="bo-btn bo-btn-primary"
            disabled={change.isPending || value.trim() === current}
          >
            {change.isPending ? 'Saving…' : 'Change user name'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <p className="bo-modal-text">
          The sales person signs in to the field app with the new name from now on. {FIELD.help}
        </p>
        <TextField
          label="New user name"
          value={value}
          maxLength={FIELD.max}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
};
