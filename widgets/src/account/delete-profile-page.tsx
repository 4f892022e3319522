import { DELETE_ACCOUNT_MESSAGES } from '@backoffice/shared/session/account.messages';
import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { callApi, errorMessage } from '../core/api-client.ts';
import { useNavigate } from '../core/navigation.tsx';
import { clearSession } from '../core/session.store.ts';
import { Modal } from '../ui/modal.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { TextField } from '../ui/text-field.tsx';
import { toast } from '../ui/toast.store.ts';

interface DeleteProfileValues {
  username: string;
  password: string;
  confirmPassword: string;
}

type DeleteProfileField = keyof DeleteProfileValues;
type DeleteProfileErrors = Partial<Record<DeleteProfileField, string>>;

const EMPTY: DeleteProfileValues = { username: '', password: '', confirmPassword: '' };
const FIELD_ORDER: DeleteProfileField[] = ['username', 'password', 'confirmPassword'];

/** Spec section 5: every empty field says 'Required' at once; the match is the server's to check. */
const requiredErrors = (values: DeleteProfileValues): DeleteProfileErrors => {
  const errors: DeleteProfileErrors = {};
  for (const field of FIELD_ORDER) {
    const value = field === 'username' ? values.username.trim() : values[field];
    if (!value) errors[field] = DELETE_ACCOUNT_MESSAGES.required;
  }
  return errors;
};

const LOGIN_PATH = '/account/login';

/**
 * Self-service account deletion at /user/deleteprofile (spec sections 2, 5 and 8). It is reachable
 * signed out and proves who is asking with the credentials, so the call carries no session.
 */
export const DeleteProfilePage = () => {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<DeleteProfileErrors>({});
  const inputs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const deletion = useMutation({
    mutationFn: (form: DeleteProfileValues) =>
      callApi<null>('post', '/user/account/delete', { form: { ...form }, withoutSession: true }),
    // Nothing is forgotten on a refusal: the user may simply have mistyped.
    onError: (failure) => toast.error(errorMessage(failure)),
  });

  const field = (name: DeleteProfileField) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: inputs[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = () => {
    if (deletion.isPending) return;
    const found = requiredErrors(values);
    setErrors(found);
    const firstEmpty = FIELD_ORDER.find((name) => found[name]);
    if (firstEmpty) {
      inputs[firstEmpty].current?.focus();
      return;
    }
    deletion.mutate({ ...values, username: values.username.trim() });
  };

  // The account is gone and its sessions ended on the server; this browser forgets it too.
  const finish = () => {
    clearSession();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="bo-page bo-page-narrow">
      <section className="bo-card" aria-labelledby="bo-delete-profile-title">
        <h1 id="bo-delete-profile-title" className="bo-card-title">
          Delete Account
        </h1>
        <p className="bo-warning">
          <TriangleAlert size={20} aria-hidden="true" />
          <span>
            Deleting your account signs you out everywhere and cannot be undone. Enter your username and
            password to confirm.
          </span>
        </p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField label="Username" autoComplete="username" {...field('username')} />
          <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          <PasswordField
            label="Confirm Password"
            autoComplete="current-password"
            {...field('confirmPassword')}
          />
          <button
            type="submit"
            className="bo-btn bo-btn-danger bo-btn-block"
            disabled={deletion.isPending || deletion.isSuccess}
          >
            {deletion.isPending ? 'Deleting…' : 'Delete Account'}
          </button>
        </form>
      </section>
      <Modal
        open={deletion.isSuccess}
        title="Success!"
        footer={
          <button type="button" className="bo-btn bo-btn-primary" onClick={finish}>
            OK
          </button>
        }
      >
        <p>{DELETE_ACCOUNT_MESSAGES.success}</p>
      </Modal>
    </div>
  );
};
