import {
  isRenewalTabDisabled,
  RENEWAL_TABS,
  type RenewalTab,
  type RenewalTabCounts,
} from '@backoffice/shared/mobile-banking/renewal-tabs';
import { type KeyboardEvent, useRef } from 'react';
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
  const listRef = useRef<HTMLDivElement>(null);
  const open = RENEWAL_TABS.filter((tab) => !isRenewalTabDisabled(counts, tab));
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = open.indexOf(active);
    const last = open.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = event.key in keys ? open[keys[event.key] ?? -1] : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(renewalTabId(idPrefix, target))}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      className="bo-tabs bo-renewal-tabs"
      role="tablist"
      aria-label="Renewals"
      onKeyDown={move}
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
