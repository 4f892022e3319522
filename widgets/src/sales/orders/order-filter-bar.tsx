import { type ReactNode, useId } from 'react';
import { ReferenceSelect, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { SalesFilterToolbar } from '../common/sales-filter-toolbar.tsx';
import { activeFilterCount, type OrderFilters } from './order-filters.ts';

const REFERENCES = [
  { key: 'salesPerson', label: 'Sales person', apiPath: 'salesperson' },
  { key: 'party', label: 'Party', apiPath: 'party' },
  { key: 'route', label: 'Route', apiPath: 'route' },
  { key: 'area', label: 'Area', apiPath: 'territory' },
] as const;

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  /** Controls that belong to one screen only (the list's status), placed after the shared ones. */
  children?: ReactNode;
}

/** A searchable select with its label, the way the generated lists show a reference filter. */
const ReferenceFilter = ({
  label,
  apiPath,
  value,
  onChange,
}: {
  label: string;
  apiPath: string;
  value: ReferenceValue;
  onChange: (value: ReferenceValue) => void;
}) => {
  const id = useId();
  return (
    <div className="bo-field bo-filter">
      <label htmlFor={id}>{label}</label>
      <ReferenceSelect id={id} label={label} apiPath={apiPath} value={value} onChange={onChange} />
    </div>
  );
};

/**
 * Search, sales person, party, route, area and order dates, shared by the board and the list. On a
 * phone the filters fold away behind a button, as on the generated lists.
 */
export const OrderFilterBar = ({ filters, onChange, children }: OrderFilterBarProps) => (
  <SalesFilterToolbar
    searchLabel="Search orders"
    searchPlaceholder="Order no or party"
    query={filters.query}
    onSearch={(query) => onChange({ ...filters, query })}
    active={activeFilterCount(filters)}
  >
    {REFERENCES.map(({ key, label, apiPath }) => (
      <ReferenceFilter
        key={key}
        label={label}
        apiPath={apiPath}
        value={filters[key]}
        onChange={(value) => onChange({ ...filters, [key]: value })}
      />
    ))}
    <DateRangeFields
      legend="Order date"
      range={filters}
      onChange={({ fromDate, toDate }) => onChange({ ...filters, fromDate, toDate })}
    />
    {children}
  </SalesFilterToolbar>
);
