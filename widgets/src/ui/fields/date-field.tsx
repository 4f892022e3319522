import { DateInput } from './date-input.tsx';
import { FieldFrame, fieldAria } from './field-frame.tsx';

interface DateFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' before one is chosen. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  help?: string;
  required?: boolean;
}

/** A calendar day in its field frame: label, required marker, help and error under it. */
export const DateField = ({ id, label, value, onChange, error, help, required = false }: DateFieldProps) => (
  <FieldFrame id={id} label={label} required={required} help={help} error={error}>
    <DateInput
      id={id}
      value={value}
      required={required}
      {...fieldAria(id, error, help)}
      onChange={onChange}
    />
  </FieldFrame>
);
