import { LEDGER_PAGE_SIZE } from '@backoffice/shared/accounting/ledger-reports.contract';
import { COST_CENTER } from '@backoffice/shared/entities/accounting/cost-center.entity';
import { useId, useState } from 'react';
import { NO_REFERENCE, ReferenceSelect, type ReferenceValue } from '../../entities/form/reference-select.tsx';
import { SalesListHead } from '../../sales/common/sales-list-head.tsx';
import { DateRangeFields } from '../../ui/fields/date-range-fields.tsx';
import { addressFilters, isoDay } from '../../ui/list/address-filters.ts';
import { idOfText, NarrowedNote, recordIdFromAddress } from '../books/books-filter-fields.tsx';
import { LedgerPicker } from '../vouchers/ledger-picker.tsx';
import type { LedgerChoice } from '../vouchers/voucher-entry-values.ts';
import { GeneralLedgerTable, type LedgerPageAt } from './general-ledger-table.tsx';
import { type GeneralLedgerQuery, useGeneralLedger } from './ledger-report-queries.ts';

/** What the address may ask for: the trial balance and the cost center summary link here so. */
interface LedgerAddress {
  LedgerId: string;
  From: string;
  To: string;
  BranchId: string;
  CostCenterId: string;
}

const FROM_ADDRESS = {
  LedgerId: recordIdFromAddress,
  From: isoDay,
  To: isoDay,
  BranchId: recordIdFromAddress,
  CostCenterId: recordIdFromAddress,
};

const NOTHING: LedgerAddress = { LedgerId: '', From: '', To: '', BranchId: '', CostCenterId: '' };

/** The filters as GET /accounting/generalledger takes them, blanks left out; none without a ledger. */
export const generalLedgerQuery = (
  ledgerId: number | undefined,
  filters: { fromDate: string; toDate: string; branchId: string; costCenterId: string },
  at: LedgerPageAt,
): GeneralLedgerQuery | undefined =>
  ledgerId === undefined
    ? undefined
    : {
        LedgerId: ledgerId,
        FromDate: filters.fromDate || undefined,
        ToDate: filters.toDate || undefined,
        BranchId: idOfText(filters.branchId),
        CostCenterId: idOfText(filters.costCenterId),
        After: at.After,
        Before: at.Before,
        pageSize: LEDGER_PAGE_SIZE,
      };

/**
 * The general ledger of one ledger: picked here, or named by the address (?LedgerId=&From=&To=,
 * and BranchId or CostCenterId to read a branch's or cost center's lines only); the fiscal year to
 * today unless a period is picked, in the person's calendar.
 */
export const GeneralLedgerPage = () => {
  const id = useId();
  const [address] = useState(() => ({ ...NOTHING, ...addressFilters<LedgerAddress>(FROM_ADDRESS) }));
  const [ledger, setLedger] = useState<LedgerChoice | null>(
    address.LedgerId === '' ? null : { Id: Number(address.LedgerId), Name: '' },
  );
  const [range, setRange] = useState({ fromDate: address.From, toDate: address.To });
  const [branchId, setBranchId] = useState(address.BranchId);
  const [costCenter, setCostCenter] = useState<ReferenceValue>(
    address.CostCenterId === '' ? NO_REFERENCE : { id: address.CostCenterId, name: '' },
  );
  const [at, setAt] = useState<LedgerPageAt>({});
  const query = generalLedgerQuery(ledger?.Id, { ...range, branchId, costCenterId: costCenter.id }, at);
  // A ledger named by the address gets its name from the ledger's own answer (the same query).
  const loadedName = useGeneralLedger(query).data?.LedgerName;
  const shown = ledger && ledger.Name === '' && loadedName ? { ...ledger, Name: loadedName } : ledger;

  return (
    <div className="bo-page bo-general-ledger-page">
      <SalesListHead title="General Ledger" />
      <div className="bo-toolbar bo-entity-toolbar bo-ledger-filters">
        <div className="bo-field bo-toolbar-search">
          <label htmlFor={`${id}-ledger`}>Ledger</label>
          <LedgerPicker
            id={`${id}-ledger`}
            label="Ledger"
            value={shown}
            onChange={(choice) => {
              setLedger(choice);
              setAt({});
            }}
            onPicked={() => undefined}
          />
        </div>
        <DateRangeFields
          legend="Period"
          range={range}
          onChange={(change) => {
            setRange(change);
            setAt({});
          }}
        />
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-cost-center`}>Cost center</label>
          <ReferenceSelect
            id={`${id}-cost-center`}
            label="Cost center"
            apiPath={COST_CENTER.apiPath}
            value={costCenter}
            onChange={(value) => {
              setCostCenter(value);
              setAt({});
            }}
          />
        </div>
      </div>
      {branchId !== '' ? (
        <NarrowedNote
          text={`Lines of branch #${branchId} only`}
          clearLabel="Show every branch"
          onClear={() => {
            setBranchId('');
            setAt({});
          }}
        />
      ) : null}
      <GeneralLedgerTable
        query={query}
        onPage={setAt}
        emptyText="Choose a ledger to see its lines and running balance."
      />
    </div>
  );
};
