import type {
  OrderReturnDetail,
  OrderReturnTransition,
} from '@backoffice/shared/sales/returns/return.contract';
import { Pencil } from 'lucide-react';
import { AppLink } from '../../core/navigation.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { MoneyCard } from '../common/money-card.tsx';
import { type DetailRow, fileRow, MoneyDetailsList } from '../common/money-details-list.tsx';
import {
  quantityText,
  RETURNS_PATH,
  returnPath,
  returnStatusLabel,
  statementPath,
} from '../common/money-format.ts';
import { MoneyHistory } from '../common/money-history.tsx';
import { MoneyPageHead } from '../common/money-page-head.tsx';
import { useReturnDetail } from '../common/money-queries.ts';
import { ReturnStatusBadge } from '../common/money-status-badge.tsx';
import { RecordLoadState } from '../common/record-load-state.tsx';
import { useActionFocus } from '../common/use-action-focus.ts';
import { orderPath } from '../orders/order-card.tsx';
import { formatRupees } from '../orders/order-format.ts';
import { ProductCell } from '../orders/product-cell.tsx';
import { ReturnActions } from './return-actions.tsx';

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
  return <MoneyDetailsList rows={rows} />;
};

/** One return: its lines and worth, Verify and Cancel while pending, its facts and its history. */
export const ReturnDetailPage = ({ returnId }: { returnId: number }) => {
  const detail = useReturnDetail(returnId);
  const item = detail.data;
  const { actionsRef, focusActions } = useActionFocus('heading');

  return (
    <div className="bo-page bo-order-detail bo-return-detail">
      <MoneyPageHead
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
            <MoneyCard title="Goods returned">
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
            </MoneyCard>
            <MoneyCard title="History">
              <MoneyHistory history={item.History} words={HISTORY_WORDS} statusLabel={returnStatusLabel} />
            </MoneyCard>
          </div>
          <div className="bo-form-side">
            <MoneyCard title="Actions" sectionRef={actionsRef} focusableHeading>
              <ReturnActions item={item} onDone={focusActions} />
            </MoneyCard>
            <MoneyCard title="Details">
              <Facts item={item} />
            </MoneyCard>
          </div>
        </div>
      ) : null}
    </div>
  );
};
