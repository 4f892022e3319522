import { useId, useState } from 'react';
import { type IconProps, Strokes } from '../inline-icons.tsx';
import { FieldErrorText } from './field-frame.tsx';
import type { TextFieldProps } from './text-field.tsx';

// Drawn here rather than imported from lucide-react: the sign-in widgets then carry no icon library.
const EyeIcon = ({ size = 18 }: IconProps) => (
  <Strokes size={size}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </Strokes>
);

const EyeOffIcon = ({ size = 18 }: IconProps) => (
  <Strokes size={size}>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </Strokes>
);

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
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <FieldErrorText id={id} error={error} />
    </div>
  );
};
