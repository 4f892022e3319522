import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import {
  BROADCAST_LIMITS,
  BROADCAST_MESSAGES,
  notificationContracts,
} from '@backoffice/shared/notifications/notification.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useActionPermission } from '../entities/entity-queries.ts';
import { callForMessage } from '../notifications/notification-queries.ts';
import { FormModal } from '../ui/dialogs/form-modal.tsx';
import { useDialogSend } from '../ui/dialogs/use-dialog-send.ts';

const sendBroadcast = (message: string) =>
  callForMessage(notificationContracts.broadcast, { body: { Message: message } });

/** Whether the user may broadcast (Notice create): the Notice list's own check, sharing its cache entry. */
export const useMayBroadcast = (): boolean => useActionPermission(NOTICE, 'create');

/** A banner for everyone of the company who is connected now (5 s, with a chime); nothing is stored for later. */
export const BroadcastDialog = ({ onClose }: { onClose: () => void }) => {
  const id = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const { busy, send: call } = useDialogSend(onClose);
  useEffect(() => boxRef.current?.focus(), []);

  const send = async () => {
    const checked = notificationContracts.broadcast.body.safeParse({ Message: message });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? BROADCAST_MESSAGES.messageRequired);
      boxRef.current?.focus();
      return;
    }
    await call(() => sendBroadcast(checked.data.Message), BROADCAST_MESSAGES.sent, setError);
  };

  return (
    <FormModal
      title="Send broadcast"
      onClose={onClose}
      submitLabel="Send broadcast"
      busyLabel="Sending…"
      busy={busy}
      onSubmit={() => void send()}
    >
      <p className="bo-modal-text">Everyone of the company who is signed in now sees it as a banner.</p>
      <div className="bo-field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          ref={boxRef}
          id={`${id}-message`}
          className="bo-input bo-textarea"
          maxLength={BROADCAST_LIMITS.messageMax}
          value={message}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setError('');
          }}
        />
        <p id={`${id}-count`} className="bo-muted bo-field-help">
          {message.length} / {BROADCAST_LIMITS.messageMax}
        </p>
        {error ? (
          <p id={`${id}-error`} className="bo-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </FormModal>
  );
};
