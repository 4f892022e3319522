import { Copy, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { toast } from '../toast.store.ts';
import { Modal } from './modal.tsx';

interface SecretOnceDialogProps {
  /** The secret to show; null keeps the dialog closed. */
  secret: string | null;
  title: string;
  /** The field's label. */
  label: string;
  /** Why to copy it now; the field is described by it. */
  warning: ReactNode;
  /** The one button that closes it. */
  doneLabel: string;
  /** A textarea wraps a long secret into view, where an input would scroll it. */
  multiline?: boolean;
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
 * A secret the server keeps only as a hash, shown this once: a read-only field that selects itself,
 * a copy button and a plain warning. Only its own button closes it, not a stray Escape.
 */
export const SecretOnceDialog = ({
  secret,
  title,
  label,
  warning,
  doneLabel,
  multiline = false,
  onClose,
}: SecretOnceDialogProps) => {
  const id = useId();
  const field = {
    id,
    className: 'bo-input bo-secret-value',
    readOnly: true,
    spellCheck: false,
    value: secret ?? '',
    'aria-describedby': `${id}-warning`,
    onFocus: (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) =>
      event.currentTarget.select(),
  };
  return (
    <Modal
      open={secret !== null}
      title={title}
      footer={
        <button type="button" className="bo-btn bo-btn-primary" onClick={onClose}>
          {doneLabel}
        </button>
      }
    >
      <p className="bo-warning" id={`${id}-warning`}>
        <TriangleAlert size={18} aria-hidden="true" />
        <span>{warning}</span>
      </p>
      <div className="bo-field">
        <label htmlFor={id}>{label}</label>
        <div className="bo-secret">
          {multiline ? <textarea rows={2} {...field} /> : <input autoComplete="off" {...field} />}
          <button type="button" className="bo-btn" onClick={() => void copy(secret ?? '')}>
            <Copy size={16} aria-hidden="true" />
            Copy
          </button>
        </div>
      </div>
    </Modal>
  );
};
