import {
  isRenewalTabDisabled,
  RENEWAL_TABS,
  type RenewalTab,
  type RenewalTabCounts,
} from '@backoffice/shared/mobile-banking/renewal-tabs';
import { useTabListKeys } from '../../ui/use-tab-list-keys.ts';
import { renewalTabText } from './renewal-panel-state.ts';

interface RenewalTabBarProps {
  /** Prefix of the tab ids; each tab controls `${idPrefix}-panel`. */
  idPrefix: string;
  counts: RenewalTabCounts;
  active: RenewalTab;
  onChange: (tab: RenewalTab) => void;
}

export const renewalTabId = (idPrefix: string, tab: RenewalTab) => `${idPrefix}-tab-${tab}`;

/**
 * Expired (n), Due Today (n), Upcoming (n) as ARIA tabs. An empty tab is disabled (spec), so the
 * arrow keys skip it: one tab stop, Left/Right/Home/End move among the tabs that have rows.
 */
export const RenewalTabBar = ({ idPrefix, counts, active, onChange }: RenewalTabBarProps) => {
  const open = RENEWAL_TABS.filter((tab) => !isRenewalTabDisabled(counts, tab));
  const { listRef, onKeyDown } = useTabListKeys(open, active, (tab) => renewalTabId(idPrefix, tab), onChange);

  return (
    <div
      ref={listRef}
      className="bo-tabs bo-renewal-tabs"
      role="tablist"
      aria-label="Renewals"
      onKeyDown={onKeyDown}
    >
      {RENEWAL_TABS.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            id={renewalTabId(idPrefix, tab)}
            type="button"
            role="tab"
            className="bo-tab"
            data-tab={tab}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            disabled={isRenewalTabDisabled(counts, tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
          >
            {renewalTabText(tab, counts)}
          </button>
        );
      })}
    </div>
  );
};
