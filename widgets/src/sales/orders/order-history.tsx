import { formatCalendarDate } from '@backoffice/shared/calendar/bs-calendar';
import { formatTime } from '@backoffice/shared/format/date.format';
import type { OrderTransition } from '@backoffice/shared/sales/orders/order.contract';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../../core/preferences.store.ts';
import { statusLabel } from './order-format.ts';

const WORDS: Record<OrderTransition['Action'], string> = {
  create: 'Created',
  confirm: 'Confirmed',
  verify: 'Verified',
  readytodispatch: 'Made ready to dispatch',
  dispatch: 'Dispatched',
  deliver: 'Delivered',
  complete: 'Completed',
  cancel: 'Cancelled',
  settle: 'Settled by payments',
};

/** Every move of the order, oldest first: what happened, from → to, who, when, and why. */
export const OrderHistory = ({ history }: { history: OrderTransition[] }) => {
  const calendarMode = useStore($calendarMode);
  const entries = history.toSorted((a, b) => a.At.localeCompare(b.At) || a.Id - b.Id);
  if (entries.length === 0) return <p className="bo-muted">No history yet.</p>;
  return (
    <ol className="bo-order-history">
      {entries.map((entry) => (
        <li key={entry.Id} className="bo-order-history-entry" data-to={entry.To}>
          <p className="bo-order-history-head">
            <strong>{WORDS[entry.Action]}</strong>
            {entry.ActorName ? ` by ${entry.ActorName}` : ''}
          </p>
          <p className="bo-order-history-move">
            {entry.From ? `${statusLabel(entry.From)} → ` : ''}
            {statusLabel(entry.To)}
          </p>
          <p className="bo-muted bo-order-history-time">
            <time dateTime={entry.At}>
              {formatCalendarDate(entry.At, calendarMode)}, {formatTime(entry.At)}
            </time>
          </p>
          {entry.Remarks ? <p className="bo-order-history-remarks">“{entry.Remarks}”</p> : null}
        </li>
      ))}
    </ol>
  );
};
