import type { VoucherType } from '@backoffice/shared/accounting/voucher';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { AppLink } from '../../core/navigation.tsx';
import { usePagePermission } from '../../core/page-permission.ts';
import { DocumentCard } from '../../sales/common/document-card.tsx';
import { useShownDates } from '../../ui/shown-dates.ts';
import { IRD_BILLING_PATH, IRD_STATE_LABELS } from './ird-billing-format.ts';
import { useIrdOutbox } from './ird-billing-queries.ts';

const TOLD: ReadonlySet<VoucherType> = new Set(['sales', 'creditNote']);

const OutboxCard = ({ voucherId }: { voucherId: number }) => {
  const dates = useShownDates();
  const outbox = useIrdOutbox({ pageNo: 1, pageSize: 1, VoucherId: voucherId });
  const row = outbox.data?.Items[0];
  if (!row) return null;
  return (
    <DocumentCard title="IRD billing">
      <p>
        <span className="bo-order-status bo-money-status" data-status={row.Status}>
          {IRD_STATE_LABELS[row.Status]}
        </span>{' '}
        {row.SyncedAt ? `on ${dates.moment(row.SyncedAt)}` : null}
      </p>
      <p className="bo-field-help">{row.LastMessage ?? 'Not sent yet.'}</p>
      <AppLink href={IRD_BILLING_PATH}>Open IRD billing</AppLink>
    </DocumentCard>
  );
};

/**
 * Where a sales invoice or credit note stands with the IRD's billing system, on its voucher's page:
 * shown to those who may view IRD billing, and only when the voucher is in the outbox.
 */
export const IrdVoucherStatus = ({ voucherId, type }: { voucherId: number; type: VoucherType }) =>
  TOLD.has(type) ? <Permitted voucherId={voucherId} /> : null;

const Permitted = ({ voucherId }: { voucherId: number }) =>
  usePagePermission(PAGE_CODES.IrdBilling, 'view') ? <OutboxCard voucherId={voucherId} /> : null;
