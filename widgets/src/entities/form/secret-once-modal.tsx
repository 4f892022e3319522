import { Copy, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.store.ts';

interface SecretOnceModalProps {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  /** What the secret belongs to, for the title: 'API key'. */
  what: string;
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
 * A secret the server made and keeps only as a hash (an API key's): shown this once, with a copy
 * button and a plain warning. It can be closed only with its own button, not by a stray Escape.
 */
export const SecretOnceModal = ({ secret, what, onClose }: SecretOnceModalProps) => {
  const id = useId();
  return (
    <Modal
      open={secret !== null}
      title={`Your new ${what}`}
      footer={
        <button type="button" className="bo-btn bo-btn-primary" onClick={onClose}>
          I have stored it safely
        </button>
      }
    >
      <p className="bo-warning" id={`${id}-warning`}>
        <TriangleAlert size={18} aria-hidden="true" />
        <span>Copy this secret now. It will not be shown again: only a hash of it is kept.</span>
      </p>
      <div className="bo-field">
        <label htmlFor={id}>Secret</label>
        <div className="bo-secret">
          {/* A textarea wraps the whole secret into view, where an input would scroll it. */}
          <textarea
            id={id}
            className="bo-input bo-secret-value"
            readOnly
            rows={2}
            spellCheck={false}
            value={secret ?? ''}
            aria-describedby={`${id}-warning`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="bo-btn" onClick={() => void copy(secret ?? '')}>
            <Copy size={16} aria-hidden="true" />
            Copy
          </button>
        </div>
      </div>
    </Modal>
  );
};
