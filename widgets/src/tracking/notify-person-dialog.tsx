import { visitContracts } from '@backoffice/shared/sales/tracking/tracking.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { FormModal } from '../ui/dialogs/form-modal.tsx';
import { useDialogSend } from '../ui/dialogs/use-dialog-send.ts';
import { FieldErrorText } from '../ui/fields/field-frame.tsx';
import { sendHighPriorityNotification } from './tracking-queries.ts';

/** The server's limits (the contract's highPriorityBody). */
const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;

interface NotifyPersonDialogProps {
  userId: number;
  name: string;
  onClose: () => void;
}

/** A high-priority notification to one sales person: pushed to their phone at once. */
export const NotifyPersonDialog = ({ userId, name, onClose }: NotifyPersonDialogProps) => {
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ title?: string; message?: string; form?: string }>({});
  const { busy, send: call } = useDialogSend(onClose);
  useEffect(() => titleRef.current?.focus(), []);

  const send = async () => {
    const checked = visitContracts.highPriorityNotification.body.safeParse({
      Title: title,
      Message: message,
    });
    const problemOf = (field: 'Title' | 'Message') =>
      checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === field)?.message;
    const titleProblem = problemOf('Title');
    const messageProblem = problemOf('Message');
    const found = {
      ...(titleProblem ? { title: titleProblem } : {}),
      ...(messageProblem ? { message: messageProblem } : {}),
    };
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    await call(
      () => sendHighPriorityNotification(userId, title.trim(), message.trim()),
      'Notification sent.',
      (form) => setErrors({ form }),
    );
  };

  return (
    <FormModal
      title={`Notify ${name}`}
      onClose={onClose}
      submitLabel="Send notification"
      busyLabel="Sending…"
      busy={busy}
      onSubmit={() => void send()}
    >
      <p className="bo-modal-text">A high-priority notification shows on their phone at once.</p>
      {errors.form ? (
        <p className="bo-alert" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="bo-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          className="bo-input"
          maxLength={TITLE_MAX}
          value={title}
          aria-required="true"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setErrors((before) => ({ ...before, title: undefined }));
          }}
        />
        <FieldErrorText id={`${id}-title`} error={errors.title} />
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          ref={messageRef}
          id={`${id}-message`}
          className="bo-input bo-textarea"
          maxLength={MESSAGE_MAX}
          value={message}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            setErrors((before) => ({ ...before, message: undefined }));
          }}
        />
        <FieldErrorText id={`${id}-message`} error={errors.message} />
      </div>
    </FormModal>
  );
};
