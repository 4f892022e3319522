import { menuContracts } from '@backoffice/shared/catalogue/menu.contract';
import {
  RECORD_SEARCH_LIMITS,
  recordSearchContracts,
} from '@backoffice/shared/search/record-search.contract';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { callContract, contractKey } from '../core/contract-client.ts';
import { useNavigate } from '../core/navigation.tsx';
import { Modal } from '../ui/dialogs/modal.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { useDebouncedCallback } from '../ui/use-debounced-callback.ts';
import { type PaletteEntry, pageEntries, recordEntries } from './command-palette-entries.ts';

const SEARCH_DELAY_MS = 250;
const { minQuery, maxQuery, perKind } = RECORD_SEARCH_LIMITS;

export const PALETTE_TEXTS = {
  title: 'Search',
  input: 'Search pages and records',
  empty: 'Type to search pages and records',
  searching: 'Searching…',
  nothing: (text: string) => `Nothing found for “${text}”`,
} as const;

/** The server's records for the text, asked for once typing pauses and the text is long enough. */
const useRecordSearch = (text: string) => {
  const [query, setQuery] = useState('');
  const searchLater = useDebouncedCallback(setQuery, SEARCH_DELAY_MS);
  useEffect(() => {
    const wanted = text.trim().slice(0, maxQuery);
    // A short text clears the records at once, and a search still waiting for the pause with them.
    if (wanted.length < minQuery) setQuery('');
    searchLater(wanted.length < minQuery ? '' : wanted);
  }, [text, searchLater]);
  const records = useQuery({
    queryKey: contractKey(recordSearchContracts.search, { query, limit: perKind }),
    queryFn: ({ signal }) =>
      callContract(recordSearchContracts.search, { query: { query, limit: perKind }, signal }),
    enabled: query.length >= minQuery,
    staleTime: 30_000,
  });
  const waiting =
    text.trim().length >= minQuery && (query !== text.trim().slice(0, maxQuery) || records.isFetching);
  return { records, waiting, asked: query.length >= minQuery };
};

interface Section {
  name: string;
  entries: PaletteEntry[];
}

const PaletteSearch = ({ onClose }: { onClose: () => void }) => {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const menu = useQuery({
    queryKey: contractKey(menuContracts.forRoles),
    queryFn: () => callContract(menuContracts.forRoles, {}),
  });
  const { records, waiting, asked } = useRecordSearch(text);
  const { day } = useShownDates();

  const sections: Section[] = [
    { name: 'Pages', entries: pageEntries(menu.data ?? [], text) },
    { name: 'Records', entries: asked && !waiting ? recordEntries(records.data ?? [], day) : [] },
  ].filter((section) => section.entries.length > 0);
  const entries = sections.flatMap((section) => section.entries);
  const current = Math.min(active, entries.length - 1);

  // The dialog focuses its first control (the close button); the person came here to type.
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (current >= 0)
      listRef.current?.querySelectorAll('[role="option"]')[current]?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const open = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    onClose();
    navigate(entry.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined && entries.length > 0) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(entries[current]);
    } else if (event.key === 'Escape') {
      // The dialog closes here rather than through the browser's cancel, the same in every engine.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  const typed = text.trim();
  const status =
    typed === ''
      ? PALETTE_TEXTS.empty
      : records.isError && asked
        ? errorMessage(records.error)
        : waiting
          ? PALETTE_TEXTS.searching
          : entries.length === 0 && menu.data
            ? PALETTE_TEXTS.nothing(typed)
            : '';

  let index = -1;
  return (
    <div className="bo-palette">
      <div className="bo-palette-input">
        <Search size={18} aria-hidden="true" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          className="bo-input"
          aria-label={PALETTE_TEXTS.input}
          placeholder={PALETTE_TEXTS.input}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxQuery}
          value={text}
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label="Pages and records"
        className="bo-palette-list"
      >
        {sections.map((section) => (
          // biome-ignore lint/a11y/useSemanticElements: a listbox holds options in groups (ARIA 1.2), not fieldsets
          <div key={section.name} role="group" aria-labelledby={`${listId}-${section.name}`}>
            <p id={`${listId}-${section.name}`} role="presentation" className="bo-palette-section">
              {section.name}
            </p>
            {section.entries.map((entry) => {
              index += 1;
              const position = index;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant)
                <div
                  key={entry.key}
                  id={`${listId}-${position}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={position === current}
                  className="bo-palette-option"
                  // Keeps the focus in the box, so the click does not blur it first.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(position)}
                  onClick={() => open(entry)}
                >
                  <span className="bo-palette-title">{entry.title}</span>
                  <span className="bo-palette-detail">{entry.detail}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p className={status ? 'bo-palette-status' : 'bo-sr-only'} role="status">
        {status}
      </p>
    </div>
  );
};

/**
 * The command palette: one box that finds the pages of the menu by name and, from two characters
 * on, the records the person may see by number or name. Enter or a click opens one.
 */
export const CommandPalette = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Modal open={open} title={PALETTE_TEXTS.title} onClose={onClose}>
    <PaletteSearch onClose={onClose} />
  </Modal>
);
