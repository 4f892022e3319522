import { PAGE_SIZES } from '@backoffice/shared/constants';
import { useId } from 'react';

interface PageSizeSelectProps {
  value: number;
  onChange: (pageSize: number) => void;
  /** The sizes offered (default: the lists' PAGE_SIZES). */
  sizes?: readonly number[];
  /** The field's class: its place in the toolbar ('bo-field bo-filter'). */
  className?: string;
}

/** A list's "Rows per page". */
export const PageSizeSelect = ({
  value,
  onChange,
  sizes = PAGE_SIZES,
  className = 'bo-field',
}: PageSizeSelectProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>Rows per page</label>
      <select
        id={id}
        className="bo-input"
        value={value}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
};
