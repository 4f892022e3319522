import { useId } from 'react';

interface SalesPersonFilterProps {
  /** The chosen person's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  /**
   * By their Name when they have one (a full name marked "(inactive)"), else by full name; a
   * sign-in without one shows its user name.
   */
  people: readonly { Id: number; FullName: string; Name?: string; UserName?: string }[];
  /** The first option, for no one chosen: 'Everyone'. */
  noneLabel: string;
}

/** The tracking screens' "Sales person" select. */
export const SalesPersonFilter = ({ value, onChange, people, noneLabel }: SalesPersonFilterProps) => {
  const id = useId();
  return (
    <div className="bo-field bo-filter">
      <label htmlFor={id}>Sales person</label>
      <select
        id={id}
        className="bo-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{noneLabel}</option>
        {people.map((person) => (
          <option key={person.Id} value={String(person.Id)}>
            {person.Name ?? (person.FullName || person.UserName)}
          </option>
        ))}
      </select>
    </div>
  );
};
