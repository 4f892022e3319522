import { useTabListKeys } from './use-tab-list-keys.ts';

/** The id of a tab in a `TabList`, for the panel's `aria-labelledby`. */
export const tabListTabId = (idPrefix: string, tab: string) => `${idPrefix}-tab-${tab}`;

interface TabListProps<T extends string> {
  /** Prefix of the tab ids; every tab controls the one panel `${idPrefix}-panel`. */
  idPrefix: string;
  label: string;
  /** The tabs shown, in order; the keys reach only these. */
  tabs: readonly T[];
  labels: Readonly<Record<T, string>>;
  active: T;
  onChange: (tab: T) => void;
}

/**
 * A row of ARIA tabs over one panel with one tab stop: Left/Right/Home/End show the tab they reach
 * at once, as the tabs pattern does when showing a panel is cheap. Not printed.
 */
export const TabList = <T extends string>({
  idPrefix,
  label,
  tabs,
  labels,
  active,
  onChange,
}: TabListProps<T>) => {
  const idOf = (tab: T) => tabListTabId(idPrefix, tab);
  const { listRef, onKeyDown } = useTabListKeys(tabs, active, idOf, onChange);

  return (
    <div
      ref={listRef}
      className="bo-tabs bo-no-print"
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          id={idOf(tab)}
          type="button"
          role="tab"
          className="bo-tab"
          aria-selected={tab === active}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {labels[tab]}
        </button>
      ))}
    </div>
  );
};
