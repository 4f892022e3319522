interface SupportDeskPickRowProps<T extends string> {
  /** The select's id; its label points at it. */
  id: string;
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  /** The empty choice's text: 'Select a person'. */
  placeholder: string;
  options: readonly { value: T; label: string }[];
  /** The button's text: 'Assign'. */
  actionLabel: string;
  busy: boolean;
  /** Called with the value picked; the button is off until there is one. */
  onAct: (value: T) => void;
}

/** A support desk move that needs one choice first (a person to assign, a status): pick, then act. */
export const SupportDeskPickRow = <T extends string>({
  id,
  label,
  value,
  onChange,
  placeholder,
  options,
  actionLabel,
  busy,
  onAct,
}: SupportDeskPickRowProps<T>) => (
  <div className="bo-support-desk-row">
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="bo-input"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as T | '')}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
    <button
      type="button"
      className="bo-btn"
      disabled={busy || value === ''}
      onClick={() => {
        if (value !== '') onAct(value);
      }}
    >
      {actionLabel}
    </button>
  </div>
);
