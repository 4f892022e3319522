import { SecretOnceDialog } from '../../ui/dialogs/secret-once-dialog.tsx';

interface SecretOnceModalProps {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  /** What the secret belongs to, for the title: 'API key'. */
  what: string;
  onClose: () => void;
}

/** A secret the server made for a new record (an API key's), spoken of to its owner. */
export const SecretOnceModal = ({ secret, what, onClose }: SecretOnceModalProps) => (
  <SecretOnceDialog
    secret={secret}
    title={`Your new ${what}`}
    label="Secret"
    warning="Copy this secret now. It will not be shown again: only a hash of it is kept."
    doneLabel="I have stored it safely"
    multiline
    onClose={onClose}
  />
);
