import type { DocumentTransition } from '@backoffice/shared/sales/common/sales-contract-fields';
import { useStore } from '@nanostores/react';
import { $calendarMode } from '../../core/preferences.store.ts';
import { shownDay, shownTime } from '../../ui/shown-dates.ts';

interface DocumentHistoryProps<Action extends string, Status extends string> {
  history: readonly DocumentTransition<Action, Status>[];
  /** What each move was, in words: 'Deposited', 'Verified'. */
  words: Readonly<Record<Action, string>>;
  statusLabel: (status: Status) => string;
  /** Said when there is nothing yet (a cash payment has no moves). */
  empty?: string;
}

/**
 * Every move of an order, a return or a cheque, oldest first: what happened, from → to, who, when,
 * and why; one look (sales.css), so the three read alike.
 */
export const DocumentHistory = <Action extends string, Status extends string>({
  history,
  words,
  statusLabel,
  empty = 'No history yet.',
}: DocumentHistoryProps<Action, Status>) => {
  const calendarMode = useStore($calendarMode);
  const entries = history.toSorted((a, b) => a.At.localeCompare(b.At) || a.Id - b.Id);
  if (entries.length === 0) return <p className="bo-muted">{empty}</p>;
  return (
    <ol className="bo-order-history">
      {entries.map((entry) => (
        <li key={entry.Id} className="bo-order-history-entry" data-to={entry.To}>
          <p className="bo-order-history-head">
            <strong>{words[entry.Action]}</strong>
            {entry.ActorName ? ` by ${entry.ActorName}` : ''}
          </p>
          <p className="bo-order-history-move">
            {entry.From ? `${statusLabel(entry.From)} → ` : ''}
            {statusLabel(entry.To)}
          </p>
          <p className="bo-muted bo-order-history-time">
            <time dateTime={entry.At}>
              {shownDay(entry.At, calendarMode)}, {shownTime(entry.At)}
            </time>
          </p>
          {entry.Remarks ? <p className="bo-order-history-remarks">“{entry.Remarks}”</p> : null}
        </li>
      ))}
    </ol>
  );
};
