import { USER_PASSWORD_MESSAGES } from '@backoffice/shared/administration/user.contract';
import { USER } from '@backoffice/shared/entities/administration/user.entity';
import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { readClaims } from '../core/access-token.ts';
import { errorMessage } from '../core/api-client.ts';
import { $token } from '../core/session.store.ts';
import { useActionPermission } from '../entities/entity-queries.ts';
import type { FormPanelProps } from '../entities/form/entity-form-extensions.ts';
import { Modal } from '../ui/dialogs/modal.tsx';
import { toast } from '../ui/toast.store.ts';
import { resetUserPassword } from './administration-queries.ts';
import { TemporaryPasswordModal } from './temporary-password-modal.tsx';

/**
 * The User edit form's password reset (user/adminresetpassword): asks first, since the user is
 * signed out everywhere, then shows the temporary password once.
 */
export const UserPasswordPanel = ({ record, refresh }: FormPanelProps) => {
  const id = useId();
  const canEdit = useActionPermission(USER, 'edit');
  const token = useStore($token);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState<string | null>(null);
  const userName = String(record.UserName ?? '');
  // The server refuses one's own reset too; here the person learns where to go instead.
  const isSelf = Number(readClaims(token)?.sub) === record.Id;

  const reset = useMutation({
    mutationFn: () => resetUserPassword(record.Id),
    onSuccess: (answer) => {
      setAsking(false);
      setPassword(answer.TemporaryPassword);
      toast.success(USER_PASSWORD_MESSAGES.reset);
      refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (!canEdit) return null;
  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Password
      </h2>
      {isSelf ? (
        <p className="bo-muted">To change your own password, use Change Password in the profile menu.</p>
      ) : (
        <>
          <p className="bo-muted">
            A reset gives the user a new random password and signs them out everywhere.
          </p>
          <button type="button" className="bo-btn" onClick={() => setAsking(true)}>
            <KeyRound size={16} aria-hidden="true" />
            Reset password
          </button>
        </>
      )}
      <Modal
        open={asking}
        title="Reset the password?"
        onClose={reset.isPending ? undefined : () => setAsking(false)}
        footer={
          <>
            <button
              type="button"
              className="bo-btn"
              disabled={reset.isPending}
              onClick={() => setAsking(false)}
            >
              Go back
            </button>
            <button
              type="button"
              className="bo-btn bo-btn-primary"
              disabled={reset.isPending}
              onClick={() => reset.mutate()}
            >
              {reset.isPending ? 'Resetting…' : 'Reset password'}
            </button>
          </>
        }
      >
        <p className="bo-modal-text">
          {userName} will be signed out everywhere and can sign in only with the temporary password you will
          see next.
        </p>
      </Modal>
      <TemporaryPasswordModal password={password} userName={userName} onClose={() => setPassword(null)} />
    </section>
  );
};
