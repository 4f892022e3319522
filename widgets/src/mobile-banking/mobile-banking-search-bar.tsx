import { useState } from 'react';
import { TextField } from '../ui/text-field.tsx';
import { useDebouncedCallback } from '../ui/use-debounced-callback.ts';

const SEARCH_DELAY_MS = 300;

interface MobileBankingSearchBarProps {
  label: string;
  placeholder: string;
  /** A new search: on Enter, or once typing stops. */
  onSearch: (query: string) => void;
}

/**
 * The search box of the activation request and SMS lists, in the sales toolbar's look. These lists
 * have no other filter than their status tabs, so there is no folding filter panel.
 */
export const MobileBankingSearchBar = ({ label, placeholder, onSearch }: MobileBankingSearchBarProps) => {
  const [text, setText] = useState('');
  const searchLater = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  return (
    <div className="bo-toolbar bo-entity-toolbar bo-order-toolbar">
      <search className="bo-toolbar-search">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(text.trim());
          }}
        >
          <TextField
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
    </div>
  );
};
