interface SalesStatusTabsProps<S extends string> {
  statuses: readonly S[];
  /** '' for All. */
  value: S | '';
  label: (status: S) => string;
  onChange: (status: S | '') => void;
}

/** All and one button a status, pressed for the one shown: the tabs over the returns and beat plan lists. */
export const SalesStatusTabs = <S extends string>({
  statuses,
  value,
  label,
  onChange,
}: SalesStatusTabsProps<S>) => (
  <fieldset className="bo-status-tabs">
    <legend className="bo-sr-only">Status</legend>
    {(['', ...statuses] as const).map((status) => (
      <button
        key={status || 'all'}
        type="button"
        aria-pressed={value === status}
        onClick={() => onChange(status)}
      >
        {status === '' ? 'All' : label(status)}
      </button>
    ))}
  </fieldset>
);
