import { Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { CommandPalette } from './command-palette.tsx';

const onMac = (): boolean => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K, or Cmd+K on a Mac, anywhere in the page; the browser's own use of it gives way. */
const useSearchShortcut = (onOpen: () => void) => {
  useEffect(() => {
    const listen = (event: globalThis.KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === 'k'
      ) {
        event.preventDefault();
        onOpen();
      }
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [onOpen]);
};

/** The header's search button with its shortcut; both open the command palette. */
export const CommandPaletteButton = () => {
  const [open, setOpen] = useState(false);
  const openPalette = useCallback(() => setOpen(true), []);
  useSearchShortcut(openPalette);
  return (
    <>
      <button
        type="button"
        className="bo-icon-btn bo-search-btn"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openPalette}
      >
        {/* The name is the words shown, "Search", with the shortcut said as "(Ctrl+K)". */}
        <Search size={20} aria-hidden="true" />
        <span className="bo-search-btn-text">Search</span>
        <span className="bo-search-btn-key" aria-hidden="true">
          {onMac() ? '⌘K' : 'Ctrl K'}
        </span>
        <span className="bo-sr-only"> (Ctrl+K)</span>
      </button>
      <CommandPalette open={open} onClose={() => setOpen(false)} />
    </>
  );
};
