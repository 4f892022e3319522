import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** The control's id: the label points at it, and the help and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean | undefined;
  help?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** The ids a control lists in aria-describedby: its help, then its error, when shown. */
export const describedBy = (id: string, help?: string, error?: string): string | undefined =>
  [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** A framed control's aria attributes: invalid while it has an error, described by its help and error. */
export const fieldAria = (id: string, error: string | undefined, help?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, help, error),
});

/**
 * A label, any control, its help text and its error under it (spec section 5, "Generic form
 * inputs show the field's error message under the control"). The control itself sets
 * aria-describedby with describedBy() and aria-invalid, since only it knows which element it is.
 */
export const FieldFrame = ({ id, label, required, help, error, className, children }: FieldFrameProps) => (
  <div className={className ? `bo-field ${className}` : 'bo-field'}>
    {/* The marker stays outside the label, so the field's name is its label alone; aria-required says it. */}
    <span className="bo-field-label">
      <label htmlFor={id}>{label}</label>
      {required ? (
        <span className="bo-required" aria-hidden="true">
          *
        </span>
      ) : null}
    </span>
    {children}
    {help ? (
      <p id={`${id}-help`} className="bo-field-help">
        {help}
      </p>
    ) : null}
    <FieldErrorText id={id} error={error} />
  </div>
);

/** A control's error under it, with the id its aria-describedby names (`<control id>-error`). */
export const FieldErrorText = ({ id, error }: { id: string; error: string | null | undefined }) =>
  error ? (
    <p id={`${id}-error`} className="bo-field-error">
      {error}
    </p>
  ) : null;
