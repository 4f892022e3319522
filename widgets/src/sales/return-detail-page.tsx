import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { toInternalPath } from '@backoffice/shared/internal-path';
import type { OrderReturnDetail, OrderReturnTransition } from '@backoffice/shared/sales/money-api.types';
import { useStore } from '@nanostores/react';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { AppLink } from '../core/navigation.tsx';
import { $calendarMode } from '../core/preferences.store.ts';
import { serverUrl } from '../core/site-config.ts';
import { Loader } from '../ui/loader.tsx';
import { quantityText, RETURNS_PATH, returnStatusLabel, statementPath } from './money-format.ts';
import { MoneyHistory } from './money-history.tsx';
import { MoneyLoadProblem } from './money-load-problem.tsx';
import { useReturnDetail } from './money-queries.ts';
import { ReturnStatusBadge } from './money-status-badge.tsx';
import { orderPath } from './order-card.tsx';
import { formatRupees } from './order-format.ts';
import { ReturnActions } from './return-actions.tsx';

const HISTORY_WORDS: Record<OrderReturnTransition['Action'], string> = {
  create: 'Created',
  verify: 'Verified',
  cancel: 'Cancelled',
};

const Facts = ({ item }: { item: OrderReturnDetail }) => {
  const calendarMode = useStore($calendarMode);
  const day = (value: string) => formatCalendarDate(value, calendarMode) || value;
  const file = toInternalPath(item.FileUrl);
  const rows: [string, ReactNode][] = [
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
  if (file) {
    rows.push([
      'Photo',
      <a key="file" href={serverUrl(file)} target="_blank" rel="noopener noreferrer">
        Open the photo
      </a>,
    ]);
  }
  rows.push(['Created', day(item.CreatedAt)]);
  return (
    <dl className="bo-details bo-record-details">
      {rows.map(([label, value]) => (
        <div key={label} className="bo-details-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

/** One return: its lines and worth, Verify and Cancel while pending, its facts and its history. */
export const ReturnDetailPage = ({ returnId }: { returnId: number }) => {
  const detail = useReturnDetail(returnId);
  const id = useId();
  const item = detail.data;
  const actionsRef = useRef<HTMLElement>(null);
  // The pressed button went away with the old status: the section's heading takes the focus.
  const focusActions = () => requestAnimationFrame(() => actionsRef.current?.querySelector('h2')?.focus());

  return (
    <div className="bo-page bo-order-detail bo-return-detail">
      <div className="bo-page-head">
        <div>
          <AppLink href={RETURNS_PATH} className="bo-back-link">
            <ArrowLeft size={16} aria-hidden="true" />
            Returns
          </AppLink>
          <h1>{item ? `Return ${item.ReturnNo}` : 'Return'}</h1>
          {item ? (
            <p className="bo-order-subhead">
              <ReturnStatusBadge status={item.Status} />
              <span>{item.PartyName}</span>
            </p>
          ) : null}
        </div>
      </div>

      {detail.isPending ? <Loader label="Loading the return" /> : null}
      {detail.isError ? (
        <MoneyLoadProblem
          error={detail.error}
          retrying={detail.isFetching}
          onRetry={() => void detail.refetch()}
          notFound="This return does not exist, or it belongs to another company."
        />
      ) : null}

      {item ? (
        <div className="bo-form-layout">
          <div className="bo-form-main">
            <section className="bo-card" aria-labelledby={`${id}-lines`}>
              <h2 id={`${id}-lines`} className="bo-card-title">
                Goods returned
              </h2>
              <div className="bo-table-wrap">
                <table className="bo-table bo-order-lines">
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col" className="bo-cell-number">
                        Quantity
                      </th>
                      <th scope="col" className="bo-cell-number">
                        Taxable
                      </th>
                      <th scope="col" className="bo-cell-number">
                        VAT
                      </th>
                      <th scope="col" className="bo-cell-number">
                        Total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {item.Lines.map((line) => (
                      <tr key={line.Id}>
                        <td>
                          <span className="bo-line-product">{line.ProductName}</span>
                          <span className="bo-muted bo-line-code">{line.ProductCode}</span>
                        </td>
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
            </section>
            <section className="bo-card" aria-labelledby={`${id}-history`}>
              <h2 id={`${id}-history`} className="bo-card-title">
                History
              </h2>
              <MoneyHistory history={item.History} words={HISTORY_WORDS} statusLabel={returnStatusLabel} />
            </section>
          </div>
          <div className="bo-form-side">
            <section ref={actionsRef} className="bo-card" aria-labelledby={`${id}-actions`}>
              <h2 id={`${id}-actions`} className="bo-card-title" tabIndex={-1}>
                Actions
              </h2>
              <ReturnActions item={item} onDone={focusActions} />
            </section>
            <section className="bo-card" aria-labelledby={`${id}-facts`}>
              <h2 id={`${id}-facts`} className="bo-card-title">
                Details
              </h2>
              <Facts item={item} />
            </section>
          </div>
        </div>
      ) : null}
    </div>
  );
};
