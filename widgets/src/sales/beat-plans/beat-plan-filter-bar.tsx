import { AD_MONTH_NAMES } from '@backoffice/shared/calendar/calendar-entry';
import { useId, useState } from 'react';
import { NO_REFERENCE, ReferenceSelect, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { SalesFilterToolbar } from '../common/sales-filter-toolbar.tsx';

export interface BeatPlanFilters {
  salesPerson: ReferenceValue;
  /** '' for any. */
  year: string;
  month: string;
  query: string;
}

export const NO_BEAT_PLAN_FILTERS: BeatPlanFilters = {
  salesPerson: NO_REFERENCE,
  year: '',
  month: '',
  query: '',
};

/** Last year to two years ahead: plans are made for the months to come. */
const yearChoices = (now: Date): number[] => {
  const year = now.getFullYear();
  return [year - 1, year, year + 1, year + 2];
};

/** Search, sales person, year and month; folds away behind a button on a phone, as the order filters do. */
export const BeatPlanFilterBar = ({
  filters,
  onChange,
}: {
  filters: BeatPlanFilters;
  onChange: (filters: BeatPlanFilters) => void;
}) => {
  const id = useId();
  const [years] = useState(() => yearChoices(new Date()));
  const active = [filters.salesPerson.id, filters.year, filters.month, filters.query].filter(Boolean).length;

  return (
    <SalesFilterToolbar
      searchLabel="Search beat plans"
      searchPlaceholder="Plan no, sales person or remarks"
      query={filters.query}
      onSearch={(query) => onChange({ ...filters, query })}
      active={active}
    >
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-person`}>Sales person</label>
        <ReferenceSelect
          id={`${id}-person`}
          label="Sales person"
          apiPath="salesperson"
          value={filters.salesPerson}
          onChange={(salesPerson) => onChange({ ...filters, salesPerson })}
        />
      </div>
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-year`}>Year</label>
        <select
          id={`${id}-year`}
          className="bo-input"
          value={filters.year}
          onChange={(event) => onChange({ ...filters, year: event.currentTarget.value })}
        >
          <option value="">Any year</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <div className="bo-field bo-filter">
        <label htmlFor={`${id}-month`}>Month</label>
        <select
          id={`${id}-month`}
          className="bo-input"
          value={filters.month}
          onChange={(event) => onChange({ ...filters, month: event.currentTarget.value })}
        >
          <option value="">Any month</option>
          {AD_MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </SalesFilterToolbar>
  );
};
