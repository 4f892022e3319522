import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FieldErrorText } from './field-frame.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
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
      <FieldErrorText id={id} error={error} />
    </div>
  );
};
