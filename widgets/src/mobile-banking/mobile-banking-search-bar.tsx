import { SearchBox } from '../ui/list/search-box.tsx';

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
  return (
    <div className="bo-toolbar bo-entity-toolbar bo-order-toolbar">
      <SearchBox label={label} placeholder={placeholder} onSearch={onSearch} />
    </div>
  );
};
