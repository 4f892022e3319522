import { accountContracts } from '@backoffice/shared/session/account.contract';
import { CHANGE_PASSWORD_MESSAGES } from '@backoffice/shared/session/account.messages';
import {
  type ChangePasswordErrors,
  type ChangePasswordValues,
  changePasswordErrors,
} from '@backoffice/shared/session/change-password-form';
import { useEffect, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { callContract } from '../core/contract-client.ts';
import { clearWidgetStorage } from '../core/storage-namespace.ts';
import { useOwnProfile } from '../core/use-own-profile.ts';
import { Modal } from '../ui/dialogs/modal.tsx';
import { PasswordField } from '../ui/fields/password-field.tsx';
import { TextField } from '../ui/fields/text-field.tsx';
import { toast } from '../ui/toast.store.ts';

const EMPTY: ChangePasswordValues = { Email: '', OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/**
 * Spec sections 2 and 5. A changed password ends every session of the user, so on success the
 * browser forgets everything and reloads (to the login page).
 */
export const ChangePasswordModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [values, setValues] = useState(EMPTY);
  // The form asks for the account's email: it starts filled with it, and the person may check it.
  const profile = useOwnProfile(open);
  const email = profile.data?.Email;
  useEffect(() => {
    if (open && email)
      setValues((current) => (current.Email === '' ? { ...current, Email: email } : current));
  }, [open, email]);
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [busy, setBusy] = useState(false);
  // Shown in the dialog: a toast would sit under the modal's backdrop (the dialog is in the top layer).
  const [failure, setFailure] = useState<string | null>(null);

  const field = (name: keyof ChangePasswordValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const found = changePasswordErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    try {
      await callContract(accountContracts.changePassword, { body: { ...values } });
      toast.success(CHANGE_PASSWORD_MESSAGES.changed);
      clearWidgetStorage();
      location.reload();
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Change Password"
      onClose={close}
      footer={
        <>
          <button type="button" className="bo-btn" onClick={close}>
            Cancel
          </button>
          <button type="submit" form="bo-change-password" className="bo-btn bo-btn-primary" disabled={busy}>
            {busy ? 'Saving…' : 'Change Password'}
          </button>
        </>
      }
    >
      {failure ? (
        <p className="bo-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <form
        id="bo-change-password"
        noValidate
        onSubmit={(event) => {
          setFailure(null);
          event.preventDefault();
          void submit();
        }}
      >
        <TextField label="Email" type="email" autoComplete="email" {...field('Email')} />
        <PasswordField label="Old Password" autoComplete="current-password" {...field('OldPassword')} />
        <PasswordField label="New Password" autoComplete="new-password" {...field('NewPassword')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" {...field('ConfirmPassword')} />
      </form>
    </Modal>
  );
};
