import { SecretOnceDialog } from '../ui/dialogs/secret-once-dialog.tsx';

interface TemporaryPasswordModalProps {
  /** The password to show; null keeps the dialog closed. */
  password: string | null;
  userName: string;
  onClose: () => void;
}

/**
 * A reset's temporary password, shown this once to the person who reset it: worded for a password
 * handed on to someone else, where the API key's SecretOnceModal speaks to the key's owner.
 */
export const TemporaryPasswordModal = ({ password, userName, onClose }: TemporaryPasswordModalProps) => (
  <SecretOnceDialog
    secret={password}
    title={`Temporary password for ${userName}`}
    label="Temporary password"
    warning={`Copy it now: it is not shown again, only a hash of it is kept. ${userName} signs in with it and should then choose their own password.`}
    doneLabel="I have passed it on"
    onClose={onClose}
  />
);
