import { useState } from 'react';
import {
  emitFromHost,
  type HostedElementProps,
  MissingRecordId,
  recordIdOf,
  useChangedEvent,
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
  const [deleted, setDeleted] = useState(false);
  // The host page decides where to go next; until then the element says the draft is gone.
  if (deleted) {
    return (
      <p className="bo-empty" role="status">
        The draft voucher was deleted.
      </p>
    );
  }
  return (
    <VoucherDetailPage
      voucherId={voucherId}
      onDeleted={() => {
        setDeleted(true);
        emitFromHost(container, 'deleted', { id: voucherId });
      }}
    />
  );
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
