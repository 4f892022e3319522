import type { CalendarMode } from '@backoffice/shared/calendar/bs-calendar';
import { formatRelativeTime } from '@backoffice/shared/format/relative-time.format';
import type { NotificationItem } from '@backoffice/shared/notifications/notification.contract';
import { AppLink, isPlainClick } from '../core/navigation.tsx';
import { shownDay, shownTime } from '../ui/shown-dates.ts';

export interface NotificationRowProps {
  item: NotificationItem;
  /** The clock the relative times are counted from (renewed by the list every minute). */
  now: Date;
  calendarMode: CalendarMode;
  /** Marks the notification read, then goes to its link. */
  onOpen: (item: NotificationItem) => void;
  /** Marks the notification read and stays. */
  onMarkRead: (item: NotificationItem) => void;
  markingRead: boolean;
  /** In a virtualized list: the row's place and the callback that measures its height. */
  index?: number;
  measure?: (element: HTMLElement | null) => void;
}

/** The full date and time in the user's calendar (AD or BS), for the relative time's tooltip. */
const fullDateTime = (value: string, mode: CalendarMode): string => {
  const date = shownDay(value, mode);
  const time = shownTime(value);
  return date && time ? `${date}, ${time}` : date;
};

/** One notification: title (a link when it has one), how long ago, and an unread marker. */
export const NotificationRow = ({
  item,
  now,
  calendarMode,
  onOpen,
  onMarkRead,
  markingRead,
  index,
  measure,
}: NotificationRowProps) => {
  const title = (
    <>
      {item.IsRead ? null : <span className="bo-sr-only">Unread: </span>}
      {item.Title}
    </>
  );
  return (
    <li className={item.IsRead ? 'bo-notice' : 'bo-notice bo-notice-unread'} data-index={index} ref={measure}>
      <span className="bo-notice-dot" aria-hidden="true" />
      <div className="bo-notice-body">
        {item.Link ? (
          <AppLink
            href={item.Link}
            className="bo-notice-title bo-notice-link"
            onClick={(event) => {
              if (item.IsRead) return;
              // A plain click waits for the mark before leaving the page (a widget's navigation is a
              // full page load that would cancel the call); a new tab or window leaves this page be.
              if (isPlainClick(event)) {
                event.preventDefault();
                onOpen(item);
              } else onMarkRead(item);
            }}
          >
            {title}
          </AppLink>
        ) : (
          <p className="bo-notice-title">{title}</p>
        )}
        <time
          className="bo-notice-time bo-muted"
          dateTime={item.AddedOn}
          title={fullDateTime(item.AddedOn, calendarMode)}
        >
          {formatRelativeTime(item.AddedOn, now)}
        </time>
      </div>
      {!item.IsRead && !item.Link ? (
        <button
          type="button"
          className="bo-btn bo-btn-small"
          disabled={markingRead}
          onClick={() => onMarkRead(item)}
        >
          Mark as read
          <span className="bo-sr-only">: {item.Title}</span>
        </button>
      ) : null}
    </li>
  );
};
