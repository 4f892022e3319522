import { useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { toast } from '../toast.store.ts';

/**
 * A dialog's call to the server: busy while it runs; then the server's sentence (or `done`) as a
 * toast and the dialog closes, or the failure's sentence to `onFailure` and the dialog stays open.
 */
export const useDialogSend = (onClose: () => void) => {
  const [busy, setBusy] = useState(false);
  const send = async <Answer extends { Message?: string | undefined }>(
    call: () => Promise<Answer>,
    done: string,
    onFailure: (message: string) => void,
    onAnswer?: (answer: Answer) => void,
  ) => {
    setBusy(true);
    try {
      const answer = await call();
      onAnswer?.(answer);
      toast.success(answer.Message || done);
      onClose();
    } catch (failure) {
      onFailure(errorMessage(failure));
      setBusy(false);
    }
  };
  return { busy, send };
};
