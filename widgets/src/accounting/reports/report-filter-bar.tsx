import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import type { ReportFilters } from './report-address.ts';
import { QUICK_RANGE_LABELS, QUICK_RANGES, type QuickRange, quickRange } from './report-periods.ts';
import { useBranchOptions } from './report-queries.ts';

interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  /** A range (From and To) or one day (the balance sheet's To). */
  range: boolean;
  /** Whether the report reads a cost center's lines. */
  costCenter: boolean;
  /** The report's own options (check boxes). */
  children?: ReactNode;
}

/**
 * A report's filters: the range in the person's calendar with its quick choices (or one day), the
 * branch and cost center, and the report's options.
 */
export const ReportFilterBar = ({ filters, onChange, range, costCenter, children }: ReportFilterBarProps) => {
  const id = useId();
  const { mode } = useShownDates();
  const branches = useBranchOptions();
  const [costCenterName, setCostCenterName] = useState('');
  const pickRange = (choice: QuickRange) => {
    const days = quickRange(choice, companyToday(), mode);
    onChange({ From: days.fromDate, To: days.toDate });
  };
  return (
    <div className="bo-toolbar bo-entity-toolbar bo-report-filters bo-no-print">
      {range ? (
        <>
          <DateRangeFields
            legend="Period"
            range={{ fromDate: filters.From, toDate: filters.To }}
            onChange={({ fromDate, toDate }) => onChange({ From: fromDate, To: toDate })}
          />
          <div className="bo-field bo-filter">
            <label htmlFor={`${id}-quick`}>Quick period</label>
            <select
              id={`${id}-quick`}
              className="bo-input"
              value=""
              onChange={(event) => {
                const choice = QUICK_RANGES.find((each) => each === event.currentTarget.value);
                if (choice) pickRange(choice);
              }}
            >
              <option value="">Choose…</option>
              {QUICK_RANGES.map((choice) => (
                <option key={choice} value={choice}>
                  {QUICK_RANGE_LABELS[choice]}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : (
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-to`}>As on</label>
          <DateInput id={`${id}-to`} value={filters.To} onChange={(To) => onChange({ To })} />
        </div>
      )}
      {(branches.data?.length ?? 0) > 1 ? (
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-branch`}>Branch</label>
          <select
            id={`${id}-branch`}
            className="bo-input"
            value={filters.BranchId}
            onChange={(event) => onChange({ BranchId: event.currentTarget.value })}
          >
            <option value="">Every branch</option>
            {branches.data?.map((branch) => (
              <option key={branch.Id} value={String(branch.Id)}>
                {branch.Name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {costCenter ? (
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-cost-center`}>Cost center</label>
          <ReferenceSelect
            id={`${id}-cost-center`}
            label="Cost center"
            apiPath="costcenter"
            value={{ id: filters.CostCenterId, name: costCenterName }}
            onChange={(picked) => {
              setCostCenterName(picked.name);
              onChange({ CostCenterId: picked.id });
            }}
          />
        </div>
      ) : null}
      {children}
    </div>
  );
};

/** One of a report's options: a check box kept in the address. */
export const ReportOption = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <label className="bo-check">
    <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
    {label}
  </label>
);
