import { DEFAULT_PAGE_SIZE } from '@backoffice/shared/constants';
import { toInternalPath } from '@backoffice/shared/internal-path';
import {
  type NotificationItem,
  notificationContracts,
} from '@backoffice/shared/notifications/notification.contract';
import { dashboardContracts } from '@backoffice/shared/shell/dashboard.contract';
import { useStore } from '@nanostores/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { CheckCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { contractKey } from '../core/contract-client.ts';
import { useNavigate } from '../core/navigation.tsx';
import { $calendarMode } from '../core/preferences.store.ts';
import { PageSizeSelect } from '../ui/list/page-size-select.tsx';
import { pageCount } from '../ui/list/page-window.ts';
import { Pagination } from '../ui/list/pagination.tsx';
import { SearchBox } from '../ui/list/search-box.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { toast } from '../ui/toast.store.ts';
import { useNow } from '../ui/use-now.ts';
import {
  callForMessage,
  notificationApi,
  refreshNotifications,
  useUnreadCount,
} from './notification-queries.ts';
import { NotificationRow } from './notification-row.tsx';
import { PushSubscribeControl } from './push-subscribe-control.tsx';

type Filter = 'all' | 'unread';

const CLOCK_TICK_MS = 60_000;
/** A one-line notification; rows that wrap are measured as they render. */
const ROW_HEIGHT_ESTIMATE = 64;

const emptyText = (filter: Filter, query: string): string => {
  if (query) return `No notifications match “${query}”.`;
  return filter === 'unread' ? 'No unread notifications.' : 'You have no notifications.';
};

/** The full notification list at /core/notifications (spec sections 2, 3, 7 and 9). */
export const NotificationListPage = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const calendarMode = useStore($calendarMode);
  const now = useNow(CLOCK_TICK_MS);
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);

  // A new filter of any kind starts again at page 1.
  const search = (text: string) => {
    setQuery(text.trim());
    setPageNo(1);
  };

  const params = { pageNo, pageSize, query, unreadOnly: filter === 'unread' };
  const list = useQuery({
    queryKey: contractKey(notificationContracts.list, params),
    queryFn: ({ signal }) => notificationApi.list({ query: params, signal }),
    // The old page stays on screen while the next one loads, instead of a flash of spinner.
    placeholderData: keepPreviousData,
  });
  const unread = useUnreadCount();
  const unreadCount = unread.data?.TotalCount;

  useEffect(() => {
    if (list.error) toast.error(errorMessage(list.error));
  }, [list.error]);

  // Marking rows read under the Unread filter shrinks the list: a page past the new end moves back.
  const totalCount = list.data?.TotalCount;
  useEffect(() => {
    if (totalCount === undefined || list.isPlaceholderData) return;
    const lastPage = pageCount(totalCount, pageSize);
    if (pageNo > lastPage) setPageNo(lastPage);
  }, [totalCount, pageSize, pageNo, list.isPlaceholderData]);

  // The dashboard's unread figure counts the same rows.
  const refreshCounts = () =>
    Promise.all([
      refreshNotifications(queryClient),
      queryClient.invalidateQueries({ queryKey: contractKey(dashboardContracts.today) }),
    ]);

  const markRead = useMutation({
    mutationFn: (id: number) => notificationApi.markRead({ query: { id } }),
    onSettled: refreshCounts,
  });
  const markAllRead = useMutation({
    mutationFn: () => callForMessage(notificationContracts.markAllRead, {}),
    onSuccess: (envelope) => toast.success(envelope.Message),
    onError: (failure) => toast.error(errorMessage(failure)),
    onSettled: refreshCounts,
  });

  const open = async (item: NotificationItem) => {
    // Reaching what the notification is about matters more than its marker: a failed mark still goes on.
    await markRead.mutateAsync(item.Id).catch(() => undefined);
    const path = toInternalPath(item.Link);
    if (path) navigate(path);
  };
  const markOne = (item: NotificationItem) => {
    markRead.mutate(item.Id, { onError: (failure) => toast.error(errorMessage(failure)) });
  };

  const chooseFilter = (next: Filter) => {
    setFilter(next);
    setPageNo(1);
  };

  // A page holds up to 5,000 notifications: only the rows in view are in the DOM.
  const scrollRef = useRef<HTMLDivElement>(null);
  const items = list.data?.Items ?? [];
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_ESTIMATE,
    getItemKey: (index) => items[index]?.Id ?? index,
    overscan: 10,
  });
  const shownPage = `${pageNo}/${pageSize}/${filter}/${query}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts at its top
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [shownPage]);
  const virtualRows = virtualizer.getVirtualItems();
  const paddingTop = virtualRows[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0);

  const status = list.isPending
    ? 'Loading notifications'
    : list.isError
      ? ''
      : `${list.data.TotalCount} ${list.data.TotalCount === 1 ? 'notification' : 'notifications'}`;

  return (
    <div className="bo-page">
      <div className="bo-page-head">
        <div>
          <h1>Notifications</h1>
          {unreadCount !== undefined ? <p className="bo-muted">{unreadCount} unread</p> : null}
        </div>
        <button
          type="button"
          className="bo-btn"
          disabled={markAllRead.isPending || unreadCount === 0}
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck size={18} aria-hidden="true" />
          {markAllRead.isPending ? 'Marking…' : 'Mark all as read'}
        </button>
      </div>

      <PushSubscribeControl />

      <div className="bo-toolbar">
        <fieldset className="bo-segmented">
          <legend className="bo-sr-only">Show</legend>
          <button type="button" aria-pressed={filter === 'all'} onClick={() => chooseFilter('all')}>
            All
          </button>
          <button type="button" aria-pressed={filter === 'unread'} onClick={() => chooseFilter('unread')}>
            Unread
          </button>
        </fieldset>
        <SearchBox label="Search notifications" onSearch={search} />
        <PageSizeSelect
          value={pageSize}
          onChange={(size) => {
            setPageSize(size);
            setPageNo(1);
          }}
        />
      </div>

      <p className="bo-sr-only" role="status">
        {status}
      </p>

      {list.isPending ? <Loader label="Loading notifications" /> : null}
      {list.isError ? <QueryProblem query={list} alert={false} /> : null}
      {list.data && list.data.Items.length === 0 && !list.isError ? (
        <p className="bo-empty">{emptyText(filter, query)}</p>
      ) : null}
      {list.data && list.data.Items.length > 0 ? (
        <>
          <div ref={scrollRef} className="bo-notice-scroll" aria-busy={list.isPlaceholderData}>
            <ul className="bo-notice-list" style={{ paddingTop, paddingBottom }}>
              {virtualRows.map((row) => {
                const item = items[row.index];
                if (!item) return null;
                return (
                  <NotificationRow
                    key={item.Id}
                    item={item}
                    index={row.index}
                    measure={virtualizer.measureElement}
                    now={now}
                    calendarMode={calendarMode}
                    onOpen={(shown) => void open(shown)}
                    onMarkRead={markOne}
                    markingRead={markRead.isPending && markRead.variables === item.Id}
                  />
                );
              })}
            </ul>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={pageSize}
            totalCount={list.data.TotalCount}
            onPageChange={setPageNo}
            label="Notification pages"
          />
        </>
      ) : null}
    </div>
  );
};
