import { type ReactNode, useId } from 'react';
import { useFieldUserType } from '../../core/use-own-profile.ts';
import { ReferenceSelect, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { SalesFilterToolbar } from '../common/sales-filter-toolbar.tsx';
import { activeFilterCount, type OrderFilters } from './order-filters.ts';

/**
 * `salesPerson`: offered to a sales person too (their orders are their own, so a filter by sales
 * person means nothing to them, nor to a dealer or delivery person, who search no master data).
 */
const REFERENCES = [
  { key: 'salesPerson', label: 'Sales person', apiPath: 'salesperson', salesPerson: false },
  { key: 'party', label: 'Party', apiPath: 'party', salesPerson: true },
  { key: 'route', label: 'Route', apiPath: 'route', salesPerson: true },
  { key: 'area', label: 'Area', apiPath: 'territory', salesPerson: true },
] as const;

/**
 * The reference filters the signed-in person can use: all for the office; the sales person's while
 * who they are is still being asked, so a filter by person never shows to someone it means nothing to.
 */
const useReferenceFilters = () => {
  const fieldUser = useFieldUserType();
  if (fieldUser === null) return REFERENCES;
  if (fieldUser === undefined || fieldUser === 'salesPerson') {
    return REFERENCES.filter((reference) => reference.salesPerson);
  }
  return [];
};

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
export const OrderFilterBar = ({ filters, onChange, children }: OrderFilterBarProps) => {
  const references = useReferenceFilters();
  return (
    <SalesFilterToolbar
      searchLabel="Search orders"
      searchPlaceholder="Order no or party"
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query })}
      active={activeFilterCount(filters)}
    >
      {references.map(({ key, label, apiPath }) => (
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
};
