import { useQuery } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { useDebouncedCallback } from '../../ui/use-debounced-callback.ts';
import { autocompleteKey, fetchAutocomplete } from '../entity-queries.ts';

/** A chosen record: its id as the form sends it ('' for none) and the name it is shown by. */
export interface ReferenceValue {
  id: string;
  name: string;
}

export const NO_REFERENCE: ReferenceValue = { id: '', name: '' };

export interface ReferenceSelectProps {
  /** The input's id (a label elsewhere points at it). */
  id: string;
  /** Names the clear button and the option list. */
  label: string;
  /** The referenced entity's API path: its /autocomplete answers the options. */
  apiPath: string;
  /** A declared reference's `where`: only records with these values are offered (dealers, not any user). */
  where?: Readonly<Record<string, string>> | undefined;
  value: ReferenceValue;
  onChange: (value: ReferenceValue) => void;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
}

const SEARCH_DELAY_MS = 250;

/**
 * A searchable select (ARIA 1.2 combobox with a listbox): typing asks the server for matching
 * records; Up/Down move through them, Enter chooses, Escape closes and restores the choice. Leaving
 * the box emptied clears the choice; leaving it with other text keeps the last choice.
 */
export const ReferenceSelect = ({
  id,
  label,
  apiPath,
  where,
  value,
  onChange,
  describedBy,
  invalid,
  required,
}: ReferenceSelectProps) => {
  const [text, setText] = useState(value.name);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${id}-options`;
  const searchLater = useDebouncedCallback(setQuery, SEARCH_DELAY_MS);

  // A choice made elsewhere (a reset form) shows in the box, unless the person is typing in it.
  useEffect(() => {
    if (!open) setText(value.name);
  }, [value.name, open]);

  const options = useQuery({
    queryKey: autocompleteKey(apiPath, query, where),
    queryFn: ({ signal }) => fetchAutocomplete(apiPath, query, signal, where),
    enabled: open,
    staleTime: 30_000,
  });
  const items = open ? (options.data ?? []) : [];

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const openList = () => {
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: { Id: number; Name: string }) => {
    onChange({ id: String(option.Id), name: option.Name });
    setText(option.Name);
    close();
  };
  const leave = () => {
    close();
    if (text.trim() === '') {
      if (value.id !== '') onChange(NO_REFERENCE);
    } else setText(value.name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.min(active + 1, items.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive(Math.max(active - 1, 0));
        break;
      case 'Enter':
        // Enter picks the highlighted option; it must not submit the form around the box.
        if (open) {
          event.preventDefault();
          const option = items[active];
          if (option) choose(option);
          else close();
        }
        break;
      case 'Escape':
        if (open) {
          // Only the list closes, not a dialog the box sits in.
          event.preventDefault();
          event.stopPropagation();
          close();
          setText(value.name);
        }
        break;
      default:
    }
  };

  const note = !open
    ? ''
    : options.isPending
      ? 'Searching…'
      : options.isError
        ? errorMessage(options.error)
        : items.length === 0
          ? 'No matches'
          : `${items.length} ${items.length === 1 ? 'match' : 'matches'}`;

  return (
    <div className="bo-combobox">
      <div className="bo-input-group">
        <input
          id={id}
          type="text"
          role="combobox"
          className="bo-input"
          autoComplete="off"
          value={text}
          aria-expanded={open && items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid ? true : undefined}
          aria-required={required ? true : undefined}
          placeholder="Type to search"
          onChange={(event) => {
            setText(event.currentTarget.value);
            openList();
            searchLater(event.currentTarget.value.trim());
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        {value.id !== '' ? (
          <button
            type="button"
            className="bo-icon-btn"
            aria-label={`Clear ${label}`}
            onClick={() => {
              onChange(NO_REFERENCE);
              setText('');
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : (
          <span className="bo-combobox-chevron" aria-hidden="true">
            <ChevronDown size={16} />
          </span>
        )}
      </div>
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={`${label} options`}
        className="bo-combobox-list"
        hidden={items.length === 0}
      >
        {items.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant)
          <div
            key={option.Id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={String(option.Id) === value.id ? 'bo-combobox-chosen' : undefined}
            // Keeps the focus in the box, so choosing with the mouse does not count as leaving it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.Name}
          </div>
        ))}
      </div>
      <p className={open && items.length === 0 ? 'bo-combobox-note' : 'bo-sr-only'} role="status">
        {note}
      </p>
    </div>
  );
};
