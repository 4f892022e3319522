import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, PenLine, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { TemporaryPasswordModal } from '../../administration/temporary-password-modal.tsx';
import { errorMessage } from '../../core/api-client.ts';
import { useActionPermission } from '../../entities/entity-queries.ts';
import type { FormPanelProps } from '../../entities/form/entity-form-extensions.ts';
import { ConfirmModal } from '../../ui/dialogs/confirm-modal.tsx';
import { toast } from '../../ui/toast.store.ts';
import {
  resetSalesPersonDevice,
  resetSalesPersonPassword,
  useSalesPersonSignIn,
} from './sales-person-sign-in-queries.ts';
import { SalesPersonUserNameModal } from './sales-person-user-name-modal.tsx';

type Asking = 'device' | 'password' | 'userName' | null;

/**
 * The spec's sign-in actions of a sales person (reset device, reset password, change user name),
 * on the member linked in the form's Sign-in user. Each asks first; the temporary password is
 * shown once.
 */
export const SalesPersonSignInPanel = ({ record, refresh }: FormPanelProps) => {
  const id = useId();
  const canEdit = useActionPermission(SALES_PERSON, 'edit');
  const [asking, setAsking] = useState<Asking>(null);
  const [password, setPassword] = useState<string | null>(null);
  const deviceId = typeof record.DeviceId === 'string' ? record.DeviceId : null;
  // What the person types to sign in: the record names its user by full name (UserIdDisplay).
  const signIn = useSalesPersonSignIn(record.Id, record.UserId, deviceId);
  const userName = signIn.data?.UserName ?? null;
  const fullName = String(record.FullName ?? '');

  const done = (message: string) => {
    setAsking(null);
    toast.success(message);
    refresh();
  };
  const device = useMutation({
    mutationFn: () => resetSalesPersonDevice(record.Id),
    onSuccess: (envelope) => done(envelope.Message),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const reset = useMutation({
    mutationFn: () => resetSalesPersonPassword(record.Id),
    onSuccess: (envelope) => {
      done(envelope.Message);
      setPassword(envelope.Data.TemporaryPassword ?? null);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Sign-in
      </h2>
      {signIn.isPending || signIn.isError ? (
        <p className="bo-muted">{signIn.isError ? errorMessage(signIn.error) : 'Loading…'}</p>
      ) : userName === null ? (
        <p className="bo-muted">
          No sign-in user yet. Choose a Sign-in user (a user of type Sales person) in the form and save.
        </p>
      ) : (
        <>
          <dl className="bo-details">
            <div className="bo-details-row">
              <dt>User name</dt>
              <dd>{userName}</dd>
            </div>
            <div className="bo-details-row">
              <dt>Bound device</dt>
              <dd>{deviceId ?? 'None: the next phone that signs in is bound'}</dd>
            </div>
          </dl>
          {canEdit ? (
            <div className="bo-button-row bo-sign-in-actions">
              <button
                type="button"
                className="bo-btn"
                disabled={deviceId === null}
                onClick={() => setAsking('device')}
              >
                <Smartphone size={16} aria-hidden="true" />
                Reset device
              </button>
              <button type="button" className="bo-btn" onClick={() => setAsking('password')}>
                <KeyRound size={16} aria-hidden="true" />
                Reset password
              </button>
              <button type="button" className="bo-btn" onClick={() => setAsking('userName')}>
                <PenLine size={16} aria-hidden="true" />
                Change user name
              </button>
            </div>
          ) : null}
        </>
      )}
      <ConfirmModal
        open={asking === 'device'}
        title="Reset the device?"
        keepLabel="Go back"
        confirmLabel="Reset device"
        busyLabel="Resetting…"
        danger={false}
        busy={device.isPending}
        onConfirm={() => device.mutate()}
        onClose={() => setAsking(null)}
      >
        <p className="bo-modal-text">
          {fullName}’s phone is no longer bound. The next phone that signs in as {userName} is bound instead.
        </p>
      </ConfirmModal>
      <ConfirmModal
        open={asking === 'password'}
        title="Reset the password?"
        keepLabel="Go back"
        confirmLabel="Reset password"
        busyLabel="Resetting…"
        danger={false}
        busy={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setAsking(null)}
      >
        <p className="bo-modal-text">
          {userName} will be signed out everywhere and can sign in only with the temporary password you will
          see next.
        </p>
      </ConfirmModal>
      <SalesPersonUserNameModal
        open={asking === 'userName'}
        salesPersonId={record.Id}
        current={userName ?? ''}
        onDone={() => {
          setAsking(null);
          void signIn.refetch();
          refresh();
        }}
        onClose={() => setAsking(null)}
      />
      <TemporaryPasswordModal
        password={password}
        userName={userName ?? ''}
        onClose={() => setPassword(null)}
      />
    </section>
  );
};
