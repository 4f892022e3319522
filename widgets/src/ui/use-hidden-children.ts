import { type RefObject, useCallback, useEffect, useState } from 'react';

export interface HiddenChildren {
  /** Children cut off on the left and on the right of a box that scrolls sideways, by index. */
  before: number[];
  after: number[];
}

const NONE: HiddenChildren = { before: [], after: [] };

const measure = (box: HTMLElement): HiddenChildren => {
  const left = box.scrollLeft;
  const right = left + box.clientWidth;
  const before: number[] = [];
  const after: number[] = [];
  Array.from(box.children).forEach((child, index) => {
    if (!(child instanceof HTMLElement) || box.scrollWidth <= box.clientWidth + 1) return;
    const start = child.offsetLeft - box.offsetLeft;
    const end = start + child.offsetWidth;
    if (start < left - 1) before.push(index);
    else if (end > right + 1) after.push(index);
  });
  return { before, after };
};

/**
 * Which children of a sideways-scrolling box (the order board's columns) are out of sight, kept
 * current as it scrolls or resizes, and a way to bring one into view: so a screen can say "More:
 * Delivered, Paid" instead of leaving columns nobody knows are there.
 */
export const useHiddenChildren = (ref: RefObject<HTMLElement | null>, childCount: number) => {
  const [hidden, setHidden] = useState<HiddenChildren>(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box || childCount === 0) return;
    const update = () => setHidden(measure(box));
    update();
    box.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resize?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref, childCount]);
  const reveal = useCallback(
    (index: number) => {
      const child = ref.current?.children[index];
      if (child instanceof HTMLElement)
        child.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'smooth' });
    },
    [ref],
  );
  return { ...hidden, reveal };
};
