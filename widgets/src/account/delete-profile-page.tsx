import { accountContracts } from '@backoffice/shared/session/account.contract';
import {
  DELETE_ACCOUNT_CODE_FIELD,
  DELETE_ACCOUNT_MESSAGES,
} from '@backoffice/shared/session/account.messages';
import { useMutation } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../core/api-client.ts';
import { callContract } from '../core/contract-client.ts';
import { useNavigate } from '../core/navigation.tsx';
import { clearSession } from '../core/session.store.ts';
import { Modal } from '../ui/dialogs/modal.tsx';
import { PasswordField } from '../ui/fields/password-field.tsx';
import { TextField } from '../ui/fields/text-field.tsx';
import { toast } from '../ui/toast.store.ts';

interface DeleteProfileValues {
  username: string;
  password: string;
  confirmPassword: string;
  /** The authenticator code: asked for (and sent) only once the server says the account has one. */
  code: string;
}

type DeleteProfileField = keyof DeleteProfileValues;
type DeleteProfileErrors = Partial<Record<DeleteProfileField, string>>;

const EMPTY: DeleteProfileValues = { username: '', password: '', confirmPassword: '', code: '' };
const FIELD_ORDER: DeleteProfileField[] = ['username', 'password', 'confirmPassword', 'code'];

/** Spec section 5: every empty field shown says 'Required' at once; the match is the server's to check. */
const requiredErrors = (values: DeleteProfileValues, asksCode: boolean): DeleteProfileErrors => {
  const errors: DeleteProfileErrors = {};
  for (const field of FIELD_ORDER) {
    if (field === 'code' && !asksCode) continue;
    const value = field === 'username' || field === 'code' ? values[field].trim() : values[field];
    if (!value) errors[field] = DELETE_ACCOUNT_MESSAGES.required;
  }
  return errors;
};

/** The server's answer that this account has two-factor sign-in: its message for the code field, or null. */
const codeRequest = (failure: unknown): string | null =>
  failure instanceof ApiError && failure.code === 400
    ? (failure.errors.find((error) => error.Field === DELETE_ACCOUNT_CODE_FIELD)?.Message ?? null)
    : null;

const LOGIN_PATH = '/account/login';

/**
 * Self-service account deletion at /user/deleteprofile (spec sections 2, 5 and 8). It is reachable
 * signed out and proves who is asking with the credentials, so the call carries no session. An
 * account with two-factor sign-in needs a current authenticator code too: the page cannot know that
 * before the password is proven, so the server's answer (400 on `code`) makes it ask.
 */
export const DeleteProfilePage = () => {
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<DeleteProfileErrors>({});
  const [asksCode, setAsksCode] = useState(false);
  const inputs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    code: useRef<HTMLInputElement>(null),
  };
  const codeInput = inputs.code;
  // Each time the server asks for the code, its field (shown by then) takes the focus.
  const [codeAsked, setCodeAsked] = useState(0);
  useEffect(() => {
    if (codeAsked > 0) codeInput.current?.focus();
  }, [codeAsked, codeInput]);

  const deletion = useMutation({
    mutationFn: ({ code, ...form }: DeleteProfileValues) =>
      callContract(accountContracts.delete, {
        body: asksCode ? { ...form, [DELETE_ACCOUNT_CODE_FIELD]: code.trim() } : { ...form },
        withoutSession: true,
      }),
    // Nothing else is forgotten on a refusal: the user may simply have mistyped.
    onError: (failure) => {
      const request = codeRequest(failure);
      if (request) {
        setAsksCode(true);
        setErrors((current) => ({ ...current, code: request }));
        setCodeAsked((count) => count + 1);
        return;
      }
      // A code works once: whatever the refusal, the next try needs the app's current one.
      setValues((current) => ({ ...current, code: '' }));
      toast.error(errorMessage(failure));
    },
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
    const found = requiredErrors(values, asksCode);
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
            password{asksCode ? ', and the code from your authenticator app,' : ''} to confirm.
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
          {asksCode ? (
            <TextField
              label="Authenticator code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              {...field('code')}
            />
          ) : null}
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
