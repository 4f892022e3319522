import {
  DeletedNotice,
  type HostedElementProps,
  MissingRecordId,
  recordIdOf,
  useChangedEvent,
  useHostDeletion,
} from '../../core/element-host.tsx';
import { VoucherDetailPage } from './voucher-detail-page.tsx';
import { useVoucherDetail } from './voucher-queries.ts';

export interface VoucherDetailElementProps extends HostedElementProps {
  voucherId?: number;
}

const WatchedVoucher = ({ voucherId, container }: { voucherId: number } & HostedElementProps) => {
  const detail = useVoucherDetail(voucherId);
  useChangedEvent(container, detail.data, (changed) => ({
    id: changed.Id,
    voucherNo: changed.VoucherNo,
    status: changed.Status,
    version: changed.Version,
  }));
  const { deleted, onDeleted } = useHostDeletion(container, voucherId);
  if (deleted) return <DeletedNotice>The draft voucher was deleted.</DeletedNotice>;
  return <VoucherDetailPage voucherId={voucherId} onDeleted={onDeleted} />;
};

/**
 * <bo-voucher-detail voucher-id="5">: one voucher with its actions. It fires `changed` with {id,
 * voucherNo, status, version} after each change, `deleted` with {id} when a draft is deleted.
 */
export const VoucherDetailElement = ({ voucherId, container }: VoucherDetailElementProps) => {
  const id = recordIdOf(voucherId);
  if (id === undefined) return <MissingRecordId attribute="voucher-id" what="voucher" />;
  return <WatchedVoucher key={id} voucherId={id} container={container} />;
};
