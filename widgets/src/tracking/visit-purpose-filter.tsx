import { useId } from 'react';

interface VisitPurposeFilterProps {
  /** The chosen purpose's id, '' for any. */
  value: string;
  onChange: (id: string) => void;
  /** As the autocomplete names them: a retired purpose is marked "(inactive)". */
  purposes: readonly { Id: number; Name: string }[];
}

/** The visit list's "Purpose" select. */
export const VisitPurposeFilter = ({ value, onChange, purposes }: VisitPurposeFilterProps) => {
  const id = useId();
  return (
    <div className="bo-field bo-filter">
      <label htmlFor={id}>Purpose</label>
      <select
        id={id}
        className="bo-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">Any purpose</option>
        {purposes.map((purpose) => (
          <option key={purpose.Id} value={String(purpose.Id)}>
            {purpose.Name}
          </option>
        ))}
      </select>
    </div>
  );
};
