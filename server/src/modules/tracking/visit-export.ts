import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import type { VisitExportQuery, VisitSummary } from '@backoffice/shared/sales/tracking/tracking.contract';
import { type TableSheet, tableFile } from '../../exports/table-file.js';
import type { UserContext } from '../../http/request-context.js';
import { companyTimeZone } from '../sales-common/company-calendar.js';
import { VISIT_ORDER, visitCondition } from './visit-list.js';
import { selectVisits, toVisitSummary } from './visit-record.js';

/**
 * The visit list's export: its columns, the place split into party and place name with the
 * coordinates, the duration in minutes; check-in and check-out on the company's clock (tableFile's
 * zone), as the list shows them. The files stay on the list (links, not cells).
 */
const VISIT_EXPORT: TableSheet<VisitSummary> = {
  name: 'visits',
  sheetName: 'Visits',
  columns: [
    { label: 'Checked in', kind: 'instant', value: (visit) => visit.CheckInAt },
    { label: 'Checked out', kind: 'instant', value: (visit) => visit.CheckOutAt },
    { label: 'Sales person', kind: 'text', value: (visit) => visit.SalesPersonName },
    { label: 'Party', kind: 'text', value: (visit) => visit.PartyName },
    { label: 'Purpose', kind: 'text', value: (visit) => visit.PurposeName },
    { label: 'Place', kind: 'text', value: (visit) => visit.LocationName },
    { label: 'Latitude', kind: 'number', value: (visit) => visit.Latitude },
    { label: 'Longitude', kind: 'number', value: (visit) => visit.Longitude },
    { label: 'Duration (min)', kind: 'number', value: (visit) => visit.VisitDuration },
    { label: 'Remarks', kind: 'text', value: (visit) => visit.Remarks },
  ],
};

/** GET /visit/export: the visits the caller's list shows under its filters, as a file. */
export const visitExportFile = async (
  ctx: UserContext,
  query: VisitExportQuery,
  ownSalesPersonId: number | null,
) => {
  const { db } = ctx.deps;
  const [rows, timeZone] = await Promise.all([
    selectVisits(db)
      .where(visitCondition(ctx.companyId, query, ownSalesPersonId))
      .orderBy(...VISIT_ORDER)
      .limit(EXPORT_ROW_LIMIT),
    companyTimeZone(db, ctx.companyId),
  ]);
  return tableFile(
    VISIT_EXPORT,
    rows.map((row) => toVisitSummary(row, [])),
    { format: query.format, now: ctx.now, timeZone },
  );
};
