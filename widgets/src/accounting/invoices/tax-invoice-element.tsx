import { type HostedElementProps, MissingRecordId, recordIdOf } from '../../core/element-host.tsx';
import { TaxInvoicePage } from './tax-invoice-page.tsx';

export interface TaxInvoiceElementProps extends HostedElementProps {
  voucherId?: number;
}

/** <bo-tax-invoice voucher-id="12">: the sales voucher's printable tax invoice with Print. */
export const TaxInvoiceElement = ({ voucherId }: TaxInvoiceElementProps) => {
  const id = recordIdOf(voucherId);
  if (id === undefined) return <MissingRecordId attribute="voucher-id" what="sales voucher" />;
  return <TaxInvoicePage key={id} voucherId={id} />;
};
