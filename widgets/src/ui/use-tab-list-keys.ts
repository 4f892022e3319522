import { type KeyboardEvent, useRef } from 'react';

/**
 * Where Left/Right/Home/End go in a row of `count` tabs from `index` (-1 when the current tab is
 * not among them), wrapping at both ends; null for any other key.
 */
export const tabKeyIndex = (key: string, index: number, count: number): number | null => {
  const last = count - 1;
  if (key === 'ArrowRight') return index >= last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index <= 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
};

/**
 * ARIA tabs with one tab stop: Left/Right/Home/End on the tab list show the tab they reach at once
 * and move the focus to it (`idOf` names its element). `tabs` are those the keys may reach.
 */
export const useTabListKeys = <T>(
  tabs: readonly T[],
  active: T,
  idOf: (tab: T) => string,
  onChange: (tab: T) => void,
) => {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabKeyIndex(event.key, tabs.indexOf(active), tabs.length);
    const target = next === null ? undefined : tabs[next];
    if (target === undefined) return;
    event.preventDefault();
    onChange(target);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(target))}`)?.focus();
  };
  return { listRef, onKeyDown };
};
