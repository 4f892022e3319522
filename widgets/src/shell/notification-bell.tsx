import { LATEST_NOTIFICATIONS } from '@backoffice/shared/constants';
import { formatRelativeTime } from '@backoffice/shared/format/relative-time.format';
import { toInternalPath } from '@backoffice/shared/internal-path';
import {
  type NotificationItem,
  notificationContracts,
} from '@backoffice/shared/notifications/notification.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { contractKey } from '../core/contract-client.ts';
import { AppLink, useNavigate } from '../core/navigation.tsx';
import {
  notificationApi,
  refreshNotifications,
  useUnreadCount,
} from '../notifications/notification-queries.ts';
import { Dropdown } from '../ui/dropdown.tsx';
import { useShownDates } from '../ui/shown-dates.ts';
import { useLiveNotifications } from './use-live-notifications.ts';

/** The latest five, read or not. */
const LATEST_QUERY = { ...LATEST_NOTIFICATIONS, unreadOnly: false };

/** The header bell: unread count badge and the latest five (spec sections 2 and 9). */
export const NotificationBell = () => {
  const dates = useShownDates();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Pushed by the notification hub; polled only while the hub is not connected.
  const pollMs = useLiveNotifications();
  const count = useUnreadCount(pollMs);
  const latest = useQuery({
    queryKey: contractKey(notificationContracts.list, LATEST_QUERY),
    refetchInterval: pollMs ?? false,
    queryFn: () => notificationApi.list({ query: LATEST_QUERY }),
  });
  const unread = count.data?.TotalCount ?? 0;

  const open = async (item: NotificationItem, close: () => void) => {
    close();
    if (!item.IsRead) {
      await notificationApi.markRead({ query: { id: item.Id } }).catch(() => undefined);
      void refreshNotifications(queryClient);
    }
    const path = toInternalPath(item.Link);
    if (path) navigate(path);
  };

  return (
    <Dropdown
      className="bo-bell"
      label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      button={
        <>
          <Bell size={20} aria-hidden="true" />
          {unread > 0 ? (
            <span className="bo-badge" aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </>
      }
    >
      {(close) => (
        <div className="bo-bell-panel">
          <p className="bo-panel-title">Notifications</p>
          {latest.isPending ? <p className="bo-muted bo-panel-note">Loading…</p> : null}
          {latest.isError ? <p className="bo-field-error bo-panel-note">{latest.error.message}</p> : null}
          {latest.data?.Items.length === 0 ? (
            <p className="bo-muted bo-panel-note">No notifications yet.</p>
          ) : null}
          <ul className="bo-bell-list">
            {latest.data?.Items.map((item) => (
              <li key={item.Id}>
                <button
                  type="button"
                  className={item.IsRead ? 'bo-bell-item' : 'bo-bell-item bo-unread'}
                  onClick={() => void open(item, close)}
                >
                  <span className="bo-bell-title">{item.Title}</span>
                  <time dateTime={item.AddedOn} title={dates.moment(item.AddedOn)} className="bo-muted">
                    {formatRelativeTime(item.AddedOn)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
          <AppLink href="/core/notifications" className="bo-panel-footer" onClick={close}>
            View all notifications
          </AppLink>
        </div>
      )}
    </Dropdown>
  );
};
