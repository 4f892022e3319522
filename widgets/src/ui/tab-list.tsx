import type { ReactNode } from 'react';
import { useTabListKeys } from './use-tab-list-keys.ts';

interface TabListProps<T extends string> {
  /** Prefix of the ids: each tab is `${idPrefix}-tab-${tab}`, the one panel `${idPrefix}-panel`. */
  idPrefix: string;
  label: string;
  /** The tabs shown, in order; the keys reach only these. */
  tabs: readonly T[];
  labels: Readonly<Record<T, string>>;
  active: T;
  onChange: (tab: T) => void;
  /** Whether the panel is loading what it shows. */
  busy?: boolean;
  /** The active tab's panel. */
  children: ReactNode;
}

/**
 * A row of ARIA tabs over one panel, with one tab stop: Left/Right/Home/End show the tab they reach
 * at once, as the tabs pattern does when showing a panel is cheap. The tabs are not printed.
 */
export const TabList = <T extends string>({
  idPrefix,
  label,
  tabs,
  labels,
  active,
  onChange,
  busy,
  children,
}: TabListProps<T>) => {
  const idOf = (tab: T) => `${idPrefix}-tab-${tab}`;
  const { listRef, onKeyDown } = useTabListKeys(tabs, active, idOf, onChange);

  return (
    <>
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

      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={idOf(active)} aria-busy={busy}>
        {children}
      </div>
    </>
  );
};
