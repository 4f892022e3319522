import { VOUCHER_STATE_LABELS, VOUCHER_TYPE_LABELS } from '@backoffice/shared/accounting/voucher';
import type { SourceVoucher } from '@backoffice/shared/sales/common/source-vouchers.schema';
import { AppLink } from '../../core/navigation.tsx';
import { DocumentCard } from './document-card.tsx';

export const voucherPath = (id: number) => `/accounting/vouchers/${id}`;

/**
 * The "Books" card of an order, return or payment: the vouchers it put in the books, each opening
 * its voucher screen. A reversal sits beside the voucher it cancels, as the day book shows them.
 */
export const DocumentVouchers = ({
  vouchers,
  empty,
}: {
  vouchers: readonly SourceVoucher[];
  empty: string;
}) => (
  <DocumentCard title="Books">
    {vouchers.length === 0 ? (
      <p className="bo-muted">{empty}</p>
    ) : (
      <dl className="bo-details bo-record-details">
        {vouchers.map((voucher) => (
          <div key={voucher.Id} className="bo-details-row">
            <dt>{VOUCHER_TYPE_LABELS[voucher.VoucherType]}</dt>
            <dd>
              <AppLink href={voucherPath(voucher.Id)}>{voucher.VoucherNo ?? 'Draft'}</AppLink>{' '}
              <span className="bo-muted">({VOUCHER_STATE_LABELS[voucher.Status].toLowerCase()})</span>
            </dd>
          </div>
        ))}
      </dl>
    )}
  </DocumentCard>
);
