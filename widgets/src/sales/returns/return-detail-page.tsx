import type {
  OrderReturnDetail,
  OrderReturnTransition,
} from '@backoffice/shared/sales/returns/return.contract';
import { Pencil } from 'lucide-react';
import { AppLink } from '../../core/navigation.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { DocumentCard } from '../common/document-card.tsx';
import { type DetailRow, DocumentDetailsList, fileRow } from '../common/document-details-list.tsx';
import {
  quantityText,
  RETURNS_PATH,
  returnPath,
  returnStatusLabel,
  statementPath,
} from '../common/document-format.ts';
import { DocumentHistory } from '../common/document-history.tsx';
import { DocumentPageHead } from '../common/document-page-head.tsx';
import { ReturnStatusBadge } from '../common/document-status-badge.tsx';
import { DocumentVouchers } from '../common/document-vouchers.tsx';
import { RecordLoadState } from '../common/record-load-state.tsx';
import { useActionFocus } from '../common/use-action-focus.ts';
import { orderPath } from '../orders/order-card.tsx';
import { formatRupees } from '../orders/order-format.ts';
import { ProductCell } from '../orders/product-cell.tsx';
import { ReturnActions } from './return-actions.tsx';
import { useReturnDetail } from './return-queries.ts';

const HISTORY_WORDS: Record<OrderReturnTransition['Action'], string> = {
  create: 'Created',
  verify: 'Verified',
  cancel: 'Cancelled',
};

const Facts = ({ item }: { item: OrderReturnDetail }) => {
  const day = useCalendarDay();
  const rows: DetailRow[] = [
    [
      'Order',
      <AppLink key="order" href={orderPath(item.OrderId)}>
        {item.OrderNo}
      </AppLink>,
    ],
    [
      'Party',
      <AppLink key="party" href={statementPath(item.PartyId)}>
        {item.PartyName}
      </AppLink>,
    ],
    ['Return date', day(item.ReturnDate)],
    ['Reason', item.ReasonName],
  ];
  if (item.VerifiedOn) rows.push(['Counts from', day(item.VerifiedOn)]);
  if (item.Remarks) rows.push(['Remarks', item.Remarks]);
  rows.push(...fileRow('Photo', 'Open the photo', item.FileUrl));
  rows.push(['Created', day(item.CreatedAt)]);
  return <DocumentDetailsList rows={rows} />;
};

/** One return: its lines and worth, Verify and Cancel while pending, its facts and its history. */
export const ReturnDetailPage = ({ returnId }: { returnId: number }) => {
  const detail = useReturnDetail(returnId);
  const item = detail.data;
  const { actionsRef, focusActions } = useActionFocus('heading');

  return (
    <div className="bo-page bo-order-detail bo-return-detail">
      <DocumentPageHead
        back={{ href: RETURNS_PATH, label: 'Returns' }}
        title={item ? `Return ${item.ReturnNo}` : 'Return'}
        subhead={
          item ? (
            <>
              <ReturnStatusBadge status={item.Status} />
              <span>{item.PartyName}</span>
            </>
          ) : null
        }
        actions={
          // Whoever may verify may edit: both need edit on Order Returns, and only while pending.
          item?.Status === 'pending' && item.AllowedActions.includes('verify') ? (
            <AppLink href={`${returnPath(item.Id)}/edit`} className="bo-btn">
              <Pencil size={18} aria-hidden="true" />
              Edit return
            </AppLink>
          ) : null
        }
      />

      <RecordLoadState
        query={detail}
        loading="Loading the return"
        notFound="This return does not exist, or it belongs to another company."
      />

      {item ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <DocumentCard title="Goods returned">
              <div className="bo-table-wrap">
                <table className="bo-table bo-order-lines">
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <NumberColumn>Quantity</NumberColumn>
                      <NumberColumn>Taxable</NumberColumn>
                      <NumberColumn>VAT</NumberColumn>
                      <NumberColumn>Total</NumberColumn>
                    </tr>
                  </thead>
                  <tbody>
                    {item.Lines.map((line) => (
                      <tr key={line.Id}>
                        <ProductCell line={line} />
                        <td className="bo-cell-number">
                          {quantityText(line.Quantity)} {line.UnitSymbol}
                        </td>
                        <td className="bo-cell-number">{formatRupees(line.TaxableAmount)}</td>
                        <td className="bo-cell-number">
                          {line.VatAmount > 0 ? formatRupees(line.VatAmount) : 'Exempt'}
                        </td>
                        <td className="bo-cell-number">{formatRupees(line.LineTotal)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className="bo-order-totals" aria-label="Return totals">
                <div>
                  <dt>Taxable amount</dt>
                  <dd>{formatRupees(item.TaxableAmount)}</dd>
                </div>
                <div>
                  <dt>VAT</dt>
                  <dd>{formatRupees(item.VatAmount)}</dd>
                </div>
                <div className="bo-order-grand-total">
                  <dt>Total</dt>
                  <dd>{formatRupees(item.TotalAmount)}</dd>
                </div>
              </dl>
              {item.Status === 'pending' ? (
                <p className="bo-muted bo-money-note">
                  An estimate until verified: the worth is fixed, with the sale’s own rounding, when the goods
                  are checked in.
                </p>
              ) : null}
            </DocumentCard>
            <DocumentCard title="History">
              <DocumentHistory history={item.History} words={HISTORY_WORDS} statusLabel={returnStatusLabel} />
            </DocumentCard>
          </div>
          <div className="bo-form-side">
            <DocumentCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <ReturnActions item={item} onDone={focusActions} />
            </DocumentCard>
            <DocumentCard title="Details">
              <Facts item={item} />
            </DocumentCard>
            <DocumentVouchers
              vouchers={item.Vouchers}
              empty="Its credit note is posted when it is verified."
            />
          </div>
        </div>
      ) : null}
    </div>
  );
};
