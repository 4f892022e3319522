import { EXPORT_ROW_LIMIT } from '@backoffice/shared/http/export-format';
import type { ActivationRequestSummary } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { ActivationExportQuery } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { mobileBankingActivationRequests as requests } from '../../../db/schema/index.js';
import { type TableSheet, tableFile } from '../../../exports/table-file.js';
import type { UserContext } from '../../../http/request-context.js';
import { companyToday } from '../../orders/company-today.js';
import { companyTimeZone } from '../../sales-common/company-calendar.js';
import { ACTIVATION_ORDER, activationCondition } from './activation-request-list.js';
import { toActivationSummary } from './activation-request-view.js';

/**
 * The activation list's export: the list screen's columns and nothing more (the list's summary of a
 * request, the phone in the form the list shows it; never the device, codes, PIN or password).
 * Due days only for an activated request, as the list words them only there.
 */
const ACTIVATION_EXPORT: TableSheet<ActivationRequestSummary> = {
  name: 'activation-requests',
  sheetName: 'Activation requests',
  columns: [
    { label: 'Member', kind: 'text', value: (request) => request.MemberName },
    { label: 'Member no', kind: 'text', value: (request) => request.MemberNo },
    { label: 'Phone No.', kind: 'text', value: (request) => formatPhoneNumber(request.PhoneNumber) },
    { label: 'Status', kind: 'text', value: (request) => request.StatusLabel },
    { label: 'Requested', kind: 'instant', value: (request) => request.RequestedAt },
    { label: 'Last renewal date', kind: 'date', value: (request) => request.ChargeDate },
    { label: 'Expires', kind: 'date', value: (request) => request.ExpiresOn },
    {
      label: 'Due days',
      kind: 'number',
      value: (request) => (request.Status === 'activated' ? request.DueDays : null),
    },
  ],
};

/** GET /mobilebankingactivationrequest/export: the list under its search and status, as a file. */
export const activationExportFile = async (ctx: UserContext, query: ActivationExportQuery) => {
  const { db } = ctx.deps;
  const [rows, today, timeZone] = await Promise.all([
    db
      .select()
      .from(requests)
      .where(activationCondition(ctx.companyId, query))
      .orderBy(...ACTIVATION_ORDER)
      .limit(EXPORT_ROW_LIMIT),
    companyToday(db, ctx.companyId, ctx.now),
    companyTimeZone(db, ctx.companyId),
  ]);
  return tableFile(
    ACTIVATION_EXPORT,
    rows.map((row) => toActivationSummary(row, today, false)),
    { format: query.format, now: ctx.now, timeZone },
  );
};
