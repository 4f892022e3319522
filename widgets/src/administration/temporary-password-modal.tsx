import { Copy, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Modal } from '../ui/modal.tsx';
import { toast } from '../ui/toast.store.ts';

interface TemporaryPasswordModalProps {
  /** The password to show; null keeps the dialog closed. */
  password: string | null;
  userName: string;
  onClose: () => void;
}

/** Spec section 8: 'Copied.' on success, 'Cannot Copy' on failure. */
const copy = async (text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied.');
  } catch {
    toast.error('Cannot Copy');
  }
};

/**
 * A reset's temporary password, shown this once to the person who reset it. Like the API key's
 * SecretOnceModal (same layout and copy messages), but worded for a password handed on to someone
 * else, where that one speaks to the owner of a new key. Only its own button closes it.
 */
export const TemporaryPasswordModal = ({ password, userName, onClose }: TemporaryPasswordModalProps) => {
  const id = useId();
  return (
    <Modal
      open={password !== null}
      title={`Temporary password for ${userName}`}
      footer={
        <button type="button" className="bo-btn bo-btn-primary" onClick={onClose}>
          I have passed it on
        </button>
      }
    >
      <p className="bo-warning" id={`${id}-warning`}>
        <TriangleAlert size={18} aria-hidden="true" />
        <span>
          Copy it now: it is not shown again, only a hash of it is kept. {userName} signs in with it and
          should then choose their own password.
        </span>
      </p>
      <div className="bo-field">
        <label htmlFor={id}>Temporary password</label>
        <div className="bo-secret">
          <input
            id={id}
            className="bo-input bo-secret-value"
            readOnly
            spellCheck={false}
            autoComplete="off"
            value={password ?? ''}
            aria-describedby={`${id}-warning`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="bo-btn" onClick={() => void copy(password ?? '')}>
            <Copy size={16} aria-hidden="true" />
            Copy
          </button>
        </div>
      </div>
    </Modal>
  );
};
