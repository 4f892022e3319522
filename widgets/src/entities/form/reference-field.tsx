import { describedBy, FieldFrame } from '../../ui/fields/field-frame.tsx';
import { ReferenceSelect, type ReferenceValue } from './reference-select.tsx';

interface ReferenceFieldProps {
  id: string;
  label: string;
  /** The referenced entity's API path: 'party', 'salesperson'. */
  apiPath: string;
  value: ReferenceValue;
  onChange: (value: ReferenceValue) => void;
  /** The field's error, shown under it and marking the select invalid. */
  error?: string | undefined;
  required?: boolean;
}

/** A reference select in its field frame: label, required marker, and its error under it. */
export const ReferenceField = ({
  id,
  label,
  apiPath,
  value,
  onChange,
  error,
  required = false,
}: ReferenceFieldProps) => (
  <FieldFrame id={id} label={label} required={required} error={error}>
    <ReferenceSelect
      id={id}
      label={label}
      apiPath={apiPath}
      value={value}
      onChange={onChange}
      describedBy={describedBy(id, undefined, error)}
      invalid={Boolean(error)}
      required={required}
    />
  </FieldFrame>
);
