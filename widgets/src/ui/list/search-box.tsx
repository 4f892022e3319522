import { type Ref, useState } from 'react';
import { TextField } from '../fields/text-field.tsx';
import { useDebouncedCallback } from '../use-debounced-callback.ts';

const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search as applied, the box's first text. */
  initial?: string;
  /** A new search (trimmed): on Enter, or once typing stops. */
  onSearch: (query: string) => void;
  /** The `<search>` landmark's class: the toolbar's place for it. */
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The lists' search box: it searches on Enter, and on its own once typing pauses. */
export const SearchBox = ({
  label,
  placeholder,
  initial = '',
  onSearch,
  className = 'bo-toolbar-search',
  inputRef,
}: SearchBoxProps) => {
  const [text, setText] = useState(initial);
  // Calls the latest onSearch, so a filter changed while typing is kept.
  const searchLater = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <TextField
          inputRef={inputRef}
          label={label}
          type="search"
          name="query"
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchLater(event.currentTarget.value.trim());
          }}
        />
      </form>
    </search>
  );
};
