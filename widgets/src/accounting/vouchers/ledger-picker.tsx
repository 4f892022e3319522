import type { LedgerOption } from '@backoffice/shared/accounting/books.contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { useDebouncedCallback } from '../../ui/use-debounced-callback.ts';
import type { LedgerChoice } from './voucher-entry-values.ts';
import { balanceText } from './voucher-format.ts';
import { useLedgerOptions } from './voucher-queries.ts';

const SEARCH_DELAY_MS = 200;

interface LedgerPickerProps {
  id: string;
  /** Names the box: 'Ledger of line 2'. */
  label: string;
  value: LedgerChoice | null;
  onChange: (value: LedgerChoice | null) => void;
  /** A ledger was picked with Enter: the entry moves on to the amount. */
  onPicked: () => void;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
}

/** What Tally shows beside the ledger being entered: its group and 'Cur Bal: 12,345.00 Dr'. */
export const ledgerFacts = (ledger: LedgerChoice): string =>
  [
    ledger.GroupName,
    ledger.Balance === undefined
      ? undefined
      : `Cur Bal: ${balanceText(ledger.Balance, ledger.BalanceSide ?? null)}`,
  ]
    .filter(Boolean)
    .join(' · ');

const optionFacts = (option: LedgerOption): string => ledgerFacts(option);

/**
 * The ledger of a voucher line, searched as it is typed (best matches first, from the books):
 * Up/Down move through the matches, the first highlighted; Enter picks and moves on; Escape closes
 * and keeps the ledger chosen before. Leaving the box emptied clears the ledger.
 */
export const LedgerPicker = ({
  id,
  label,
  value,
  onChange,
  onPicked,
  describedBy,
  invalid,
}: LedgerPickerProps) => {
  const [text, setText] = useState(value?.Name ?? '');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${id}-options`;
  const searchLater = useDebouncedCallback(setQuery, SEARCH_DELAY_MS);
  const options = useLedgerOptions(query, open);
  // Matches of what the box holds now, never of what it held a key ago: Enter must not pick a stale one.
  const settled = query === text.trim();
  const items = open && settled ? (options.data ?? []) : [];

  useEffect(() => {
    if (!open) setText(value?.Name ?? '');
  }, [value?.Name, open]);
  useEffect(() => {
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const close = () => {
    setOpen(false);
    setActive(0);
  };
  const choose = (option: LedgerOption) => {
    onChange(option);
    setText(option.Name);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          // The matches of what the box holds now, without waiting for a pause in typing.
          setQuery(text.trim());
          setOpen(true);
          setActive(0);
        } else setActive(Math.min(active + 1, items.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive(Math.max(active - 1, 0));
        break;
      case 'Enter': {
        if (!open) break;
        const option = items[active];
        if (option) {
          event.preventDefault();
          choose(option);
          onPicked();
        } else if (text.trim() !== '') {
          // Typed text that matches nothing: stay, the person is still looking.
          event.preventDefault();
        } else close();
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
          setText(value?.Name ?? '');
        }
        break;
      default:
    }
  };

  const note = !open
    ? ''
    : options.isPending || !settled
      ? 'Searching…'
      : options.isError
        ? errorMessage(options.error)
        : items.length === 0
          ? 'No ledger matches'
          : `${items.length} ${items.length === 1 ? 'ledger' : 'ledgers'}`;
  const factsId = `${id}-facts`;

  return (
    <div className="bo-combobox bo-ledger-picker">
      <input
        id={id}
        type="text"
        role="combobox"
        className="bo-input"
        autoComplete="off"
        aria-label={label}
        value={text}
        aria-expanded={open && items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && items.length > 0 ? `${listId}-${active}` : undefined}
        aria-describedby={[value ? factsId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid ? true : undefined}
        placeholder="Ledger"
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          setOpen(true);
          setActive(0);
          searchLater(next.trim());
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          if (text.trim() === '') {
            if (value) onChange(null);
          } else setText(value?.Name ?? '');
        }}
      />
      <div
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={`${label}: matches`}
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
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(option);
              onPicked();
            }}
          >
            <span className="bo-ledger-option-name">{option.Name}</span>{' '}
            <span className="bo-muted bo-ledger-option-facts">{optionFacts(option)}</span>
          </div>
        ))}
      </div>
      <p className={open && items.length === 0 ? 'bo-combobox-note' : 'bo-sr-only'} role="status">
        {note}
      </p>
      {value && !open ? (
        <p id={factsId} className="bo-field-help bo-ledger-facts">
          {ledgerFacts(value)}
        </p>
      ) : null}
    </div>
  );
};
