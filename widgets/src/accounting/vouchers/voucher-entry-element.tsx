import type { VoucherDetail } from '@backoffice/shared/accounting/voucher.contract';
import { emitFromHost, type HostedElementProps, recordIdOf } from '../../core/element-host.tsx';
import { VoucherEntryPage, voucherTypeOf } from './voucher-entry-page.tsx';

export interface VoucherEntryElementProps extends HostedElementProps {
  voucherId?: number;
  voucherType?: string;
}

/**
 * <bo-voucher-entry voucher-id="3">: edits a draft voucher; without voucher-id, a new voucher of
 * voucher-type (when the user may create it). After a save it fires `saved` with {id, voucherNo,
 * status, created}; cancel the event to stay instead of opening the voucher's page on our server.
 */
export const VoucherEntryElement = ({ voucherId, voucherType, container }: VoucherEntryElementProps) => {
  const id = recordIdOf(voucherId);
  const onSaved = (saved: VoucherDetail) =>
    emitFromHost(
      container,
      'saved',
      { id: saved.Id, voucherNo: saved.VoucherNo, status: saved.Status, created: id === undefined },
      true,
    );
  return (
    <VoucherEntryPage key={id ?? 'new'} voucherId={id} type={voucherTypeOf(voucherType)} onSaved={onSaved} />
  );
};
