import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its error under it, tied together for screen readers. */
export const TextField = ({ label, error, inputRef, className, ...input }: TextFieldProps) => {
  const id = useId();
  return (
    <div className={className ? `bo-field ${className}` : 'bo-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="bo-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="bo-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
};

/** A password input with a show/hide toggle. */
export const PasswordField = ({ label, error, inputRef, ...input }: Omit<TextFieldProps, 'type'>) => {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <div className="bo-input-group">
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={shown ? 'text' : 'password'}
          className="bo-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="bo-icon-btn"
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="bo-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
};
