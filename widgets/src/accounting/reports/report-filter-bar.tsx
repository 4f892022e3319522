import { useId, useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { ReferenceSelect } from '../../entities/form/reference-select.tsx';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import type { ReportFilters } from './report-address.ts';
import { QUICK_RANGE_LABELS, QUICK_RANGES, type QuickRange, quickRange } from './report-periods.ts';
import { useBranchOptions } from './report-queries.ts';

export interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (change: Partial<ReportFilters>) => void;
  /** A range (From and To) or one day (the balance sheet's To). */
  range: boolean;
  /** Whether the report reads a cost center's lines. */
  costCenter: boolean;
  /** The picked cost center's name as the report answered it (a link names only its id). */
  costCenterName?: string | null | undefined;
  /** The report's options, as check boxes after the filters. */
  options: readonly ReportOptionName[];
}

export type ReportOptionName = 'ledgers' | 'zero' | 'compare';

/** Each option's label, whether the filters have it on, and the change that turns it on or off. */
const OPTIONS: Readonly<
  Record<
    ReportOptionName,
    { label: string; on: (filters: ReportFilters) => boolean; set: (on: boolean) => Partial<ReportFilters> }
  >
> = {
  ledgers: {
    label: 'Show ledgers',
    on: (filters) => filters.ShowLedgers !== 'false',
    set: (on) => ({ ShowLedgers: on ? '' : 'false' }),
  },
  zero: {
    label: 'Show zero balances',
    on: (filters) => filters.ShowZero === 'true',
    set: (on) => ({ ShowZero: on ? 'true' : '' }),
  },
  compare: {
    label: 'Compare with a year before',
    on: (filters) => filters.Compare === 'true',
    set: (on) => ({ Compare: on ? 'true' : '' }),
  },
};

/**
 * A report's filters: the range in the person's calendar with its quick choices (or one day), the
 * branch and cost center, and the report's options.
 */
export const ReportFilterBar = ({
  filters,
  onChange,
  range,
  costCenter,
  costCenterName: answeredName,
  options,
}: ReportFilterBarProps) => {
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
            value={{ id: filters.CostCenterId, name: costCenterName || (answeredName ?? '') }}
            onChange={(picked) => {
              setCostCenterName(picked.name);
              onChange({ CostCenterId: picked.id });
            }}
          />
        </div>
      ) : null}
      {options.map((name) => (
        <label key={name} className="bo-check">
          <input
            type="checkbox"
            checked={OPTIONS[name].on(filters)}
            onChange={(event) => onChange(OPTIONS[name].set(event.currentTarget.checked))}
          />
          {OPTIONS[name].label}
        </label>
      ))}
    </div>
  );
};
