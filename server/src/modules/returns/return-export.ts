import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import { RETURN_STATUS_LABELS } from '@backoffice/shared/sales/returns/order-return';
import type { OrderReturnSummary, ReturnExportQuery } from '@backoffice/shared/sales/returns/return.contract';
import { and } from 'drizzle-orm';
import { type TableSheet, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { fieldScopeOf } from '../sales-common/field-scope.js';
import { returnCondition, returnSort } from './return-list.js';
import { returnScopeCondition, selectReturns, toReturnSummary } from './return-record.js';

/** The return list's export: file and sheet names, and the list screen's columns. */
const RETURN_EXPORT: TableSheet<OrderReturnSummary> = {
  name: 'returns',
  sheetName: 'Returns',
  columns: [
    { label: 'Return no', kind: 'text', value: (item) => item.ReturnNo },
    { label: 'Date', kind: 'date', value: (item) => item.ReturnDate },
    { label: 'Order', kind: 'text', value: (item) => item.OrderNo },
    { label: 'Party', kind: 'text', value: (item) => item.PartyName },
    { label: 'Reason', kind: 'text', value: (item) => item.ReasonName },
    { label: 'Status', kind: 'text', value: (item) => RETURN_STATUS_LABELS[item.Status] },
    { label: 'Amount', kind: 'money', value: (item) => item.TotalAmount },
  ],
};

/** GET /orderreturn/export: the return list the caller may see under its filters and sort, as a file. */
export const returnExportFile = async (ctx: UserContext, query: ReturnExportQuery) => {
  const { db } = ctx.deps;
  const rows = await selectReturns(db)
    .where(
      and(
        returnCondition(db, ctx.companyId, query),
        returnScopeCondition(db, ctx.companyId, await fieldScopeOf(ctx)),
      ),
    )
    .orderBy(...returnSort(query))
    .limit(EXPORT_ROW_LIMIT);
  return tableFile(
    RETURN_EXPORT,
    rows.map((row) => toReturnSummary(row, false)),
    { format: query.format, now: ctx.now },
  );
};
