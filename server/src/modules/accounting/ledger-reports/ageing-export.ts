import {
  AGEING_BUCKETS,
  type AgeingBucketKey,
  type ageingExportQuery,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import type { z } from 'zod';
import { type TableColumn, type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { loadAgeing } from './ageing.js';

/** A bill (or a party's on-account amount, or the grand total) as a row of the file. */
interface AgeingFileRow {
  party: string;
  group: string;
  billRef: string;
  billDate: string | null;
  age: number | null;
  buckets: Partial<Record<AgeingBucketKey, number>>;
  onAccount: number | null;
  total: number;
}

const bucketColumns: TableColumn<AgeingFileRow>[] = AGEING_BUCKETS.map((bucket) => ({
  label: bucket.label,
  kind: 'money',
  value: (row) => row.buckets[bucket.key] ?? null,
}));

const AGEING_SHEET: TableSheet<AgeingFileRow> = {
  name: 'ageing',
  sheetName: 'Ageing',
  columns: [
    { label: 'Party', kind: 'text', value: (row) => row.party },
    { label: 'Group', kind: 'text', value: (row) => row.group },
    { label: 'Bill', kind: 'text', value: (row) => row.billRef },
    { label: 'Bill date', kind: 'date', value: (row) => row.billDate },
    { label: 'Age (days)', kind: 'number', value: (row) => row.age },
    ...bucketColumns,
    { label: 'On account', kind: 'money', value: (row) => row.onAccount },
    { label: 'Outstanding', kind: 'money', value: (row) => row.total },
  ],
};

/** GET /accounting/ageing/export: a row per outstanding bill and on-account amount, then the totals. */
export const ageingFile = async (ctx: UserContext, query: z.infer<typeof ageingExportQuery>) => {
  const report = await loadAgeing(ctx, query);
  const rows: AgeingFileRow[] = report.parties.flatMap((party) =>
    party.Bills.map((bill) => ({
      party: party.Name,
      group: party.GroupName,
      billRef: bill.BillRef ?? 'On account',
      billDate: bill.BillDate,
      age: bill.AgeDays,
      buckets: bill.Bucket === null ? {} : { [bill.Bucket]: bill.Amount },
      onAccount: bill.BillRef === null ? bill.Amount : null,
      total: bill.Amount,
    })),
  );
  const { OnAccount, Total, ...buckets } = report.totals;
  rows.push({
    party: 'Total',
    group: '',
    billRef: '',
    billDate: null,
    age: null,
    buckets,
    onAccount: OnAccount,
    total: Total,
  });
  return tableFile(AGEING_SHEET, rows, {
    format: query.format,
    now: ctx.now,
    title: report.kind === 'receivables' ? 'Receivables ageing by bill' : 'Payables ageing by bill',
    headingLines: [`As on ${report.asOn}`, ...(query.query ? [`Party: ${query.query}`] : [])],
  });
};
