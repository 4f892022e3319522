import type { PartyBalance } from '@backoffice/shared/sales/statements/party-statement.contract';
import { useId } from 'react';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { formatBalance } from '../common/document-format.ts';
import { formatRupees } from '../orders/order-format.ts';
import { balanceSide } from './statement-range.ts';

const SIDE_WORDS = {
  owed: 'owed to us',
  advance: 'paid in advance',
  settled: 'nothing owed',
} as const;

/**
 * Today's prudent balance and what makes it (orders − returns − payments + charges), with what does
 * not count yet: cheques not cleared and returns not verified. The statement beside it is the
 * party's ledger, which counts a cheque the day it is received, so the two differ by the cheques
 * not cleared yet; the summary says so.
 */
export const PartyBalanceSummary = ({ balance }: { balance: PartyBalance }) => {
  const day = useCalendarDay();
  const id = useId();
  const side = balanceSide(balance.Balance);
  const parts: [string, string][] = [
    ['Orders delivered', formatRupees(balance.Orders)],
    ['Returns verified', `− ${formatRupees(balance.Returns)}`],
    ['Payments cleared', `− ${formatRupees(balance.Payments)}`],
    ['Bounce charges', `+ ${formatRupees(balance.Charges)}`],
  ];
  return (
    <section className="bo-card bo-balance-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Balance on {day(balance.AsOf)}
      </h2>
      <p className="bo-balance-figure" data-side={side}>
        <strong>{formatBalance(balance.Balance)}</strong> <span>{SIDE_WORDS[side]}</span>
      </p>
      <dl className="bo-order-totals bo-balance-parts" aria-label="What the balance is made of">
        {parts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {balance.UnclearedCheques > 0 || balance.PendingReturns > 0 ? (
        <dl className="bo-order-totals bo-balance-parts" aria-label="Not counted yet">
          {balance.UnclearedCheques > 0 ? (
            <div>
              <dt>Cheques not cleared yet</dt>
              <dd>{formatRupees(balance.UnclearedCheques)}</dd>
            </div>
          ) : null}
          {balance.PendingReturns > 0 ? (
            <div>
              <dt>Returns not verified yet</dt>
              <dd>{formatRupees(balance.PendingReturns)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {balance.UnclearedCheques > 0 ? (
        <p className="bo-muted">
          The statement counts a cheque the day it is received; this balance, like the credit limit, once it
          clears.
        </p>
      ) : null}
    </section>
  );
};
