import type { FieldDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { entityNamed } from '@backoffice/shared/entities/entity-registry';
import { useId } from 'react';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { DateTimeInput } from '../../ui/fields/date-time-input.tsx';
import { describedBy, FieldErrorText, FieldFrame } from '../../ui/fields/field-frame.tsx';
import { PasswordField } from '../../ui/fields/password-field.tsx';
import { EntityFileInput, type FileChoice } from './entity-file-input.tsx';
import { ReferenceSelect, type ReferenceValue } from './reference-select.tsx';

export interface FieldControlProps {
  name: string;
  field: FieldDeclaration;
  value: string | boolean;
  error?: string | undefined;
  onChange: (name: string, value: string | boolean) => void;
  /** A reference's chosen name (the value holds its id). */
  referenceName?: string | undefined;
  onReferenceName?: ((name: string, label: string) => void) | undefined;
  /** A file field: what is stored and what was chosen. */
  file?: FileChoice | undefined;
  onFile?: ((name: string, choice: FileChoice, problem: string | null) => void) | undefined;
}

const WIDE_TEXT = 150;
const INPUT_TYPES = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  url: 'url',
  origin: 'url',
  path: 'text',
} as const;

/** The number input's step: whole numbers, paisa, or the declared decimals. */
const stepOf = (field: FieldDeclaration): string => {
  if (field.kind === 'money') return '0.01';
  if (field.kind === 'decimal') return (1 / 10 ** field.scale).toFixed(field.scale);
  return '1';
};

/** The control a field's kind calls for, with its label, help and error tied to it. */
export const FieldControl = ({
  name,
  field,
  value,
  error,
  onChange,
  referenceName,
  onReferenceName,
  file,
  onFile,
}: FieldControlProps) => {
  const id = useId();
  const described = describedBy(id, field.help, error);
  const common = {
    id,
    name,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required ? true : undefined,
  } as const;
  const text = typeof value === 'string' ? value : '';
  // The date inputs say `required` to assistive technology themselves.
  const dateAria = {
    id,
    name,
    'aria-describedby': described,
    'aria-invalid': common['aria-invalid'],
    required: field.required,
  };
  const setText = (next: string) => onChange(name, next);
  const frame = { id, label: field.label, required: field.required, help: field.help, error };

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="bo-field bo-check-field">
          <label className="bo-check">
            <input
              {...common}
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(name, event.currentTarget.checked)}
            />
            <span>{field.label}</span>
          </label>
          {field.help ? (
            <p id={`${id}-help`} className="bo-field-help">
              {field.help}
            </p>
          ) : null}
          <FieldErrorText id={id} error={error} />
        </div>
      );
    case 'password':
      return (
        <PasswordField
          label={field.label}
          name={name}
          value={text}
          error={error}
          autoComplete="new-password"
          onChange={(event) => setText(event.currentTarget.value)}
        />
      );
    case 'file':
      return (
        <FieldFrame {...frame} className="bo-field-wide">
          <EntityFileInput
            id={id}
            name={name}
            aria-describedby={described}
            aria-invalid={common['aria-invalid']}
            field={field}
            choice={file ?? { file: null, remove: false, stored: null }}
            onChoice={(choice, problem) => onFile?.(name, choice, problem)}
          />
        </FieldFrame>
      );
    case 'reference':
      return (
        <FieldFrame {...frame}>
          <ReferenceSelect
            id={id}
            label={field.label}
            apiPath={entityNamed(field.entity).apiPath}
            where={field.where}
            value={{ id: text, name: text ? (referenceName ?? '') : '' } satisfies ReferenceValue}
            onChange={(next) => {
              onReferenceName?.(name, next.name);
              setText(next.id);
            }}
            describedBy={described}
            invalid={Boolean(error)}
            required={field.required}
          />
        </FieldFrame>
      );
    case 'enum':
      return (
        <FieldFrame {...frame}>
          <select
            {...common}
            className="bo-input"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          >
            <option value="">{field.required ? `Select ${field.label.toLowerCase()}` : 'None'}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </FieldFrame>
      );
    case 'longText':
      return (
        <FieldFrame {...frame} className="bo-field-wide">
          <textarea
            {...common}
            className="bo-input bo-textarea"
            rows={4}
            maxLength={field.max}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </FieldFrame>
      );
    case 'integer':
    case 'money':
    case 'decimal':
      return (
        <FieldFrame {...frame}>
          <input
            {...common}
            type="number"
            className="bo-input"
            inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
            step={stepOf(field)}
            min={field.min}
            max={field.max}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </FieldFrame>
      );
    case 'date':
      return (
        <FieldFrame {...frame}>
          <DateInput {...dateAria} value={text} onChange={setText} />
        </FieldFrame>
      );
    case 'datetime':
      return (
        <FieldFrame {...frame}>
          <DateTimeInput {...dateAria} value={text} onChange={setText} />
        </FieldFrame>
      );
    default:
      return (
        // A long text (a title, a purpose) gets the full width; a code or a name, half.
        <FieldFrame {...frame} className={field.max >= WIDE_TEXT ? 'bo-field-wide' : undefined}>
          <input
            {...common}
            type={INPUT_TYPES[field.kind]}
            className="bo-input"
            maxLength={field.kind === 'text' && field.digits ? field.digits : field.max}
            inputMode={field.kind === 'text' && field.digits ? 'numeric' : undefined}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        </FieldFrame>
      );
  }
};
