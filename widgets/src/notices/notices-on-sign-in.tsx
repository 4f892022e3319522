import { toInternalPath } from '@backoffice/shared/internal-path';
import type { ActiveNotice } from '@backoffice/shared/notices/notice.contract';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../core/api-client.ts';
import { $calendarMode } from '../core/preferences.store.ts';
import { $token } from '../core/session.store.ts';
import { CloseIcon } from '../ui/inline-icons.tsx';
import { shownDay } from '../ui/shown-dates.ts';
import { toast } from '../ui/toast.store.ts';
import { useActiveNotices, useDismissNotices } from './notice-queries.ts';

/** Which sign-in last asked for its notices: the end of its token, never the whole secret. */
const CHECKED_KEY = 'bo.noticesCheckedFor';
const markOf = (token: string | undefined): string => (token ?? '').slice(-16);

const checkedAlready = (token: string | undefined): boolean => {
  try {
    return token !== undefined && localStorage.getItem(CHECKED_KEY) === markOf(token);
  } catch {
    return false;
  }
};

/**
 * Company announcements valid today that the user has not put away, shown after each sign-in
 * (once: a reload or another page of the same sign-in does not bring them back). A panel, not a
 * modal: the page stays usable under it. 'Got it' is remembered by the server for good.
 */
export const NoticesOnSignIn = () => {
  const token = useStore($token);
  const [asked] = useState(() => checkedAlready(token));
  const notices = useActiveNotices(!asked);
  const dismiss = useDismissNotices();
  const calendarMode = useStore($calendarMode);
  const titleId = useId();
  // Closed without 'Got it': gone until the next sign-in.
  const [closed, setClosed] = useState(false);

  // Marked as soon as it is asked: the sign-in's first page shows the answer, and no later page
  // load of the same sign-in asks again (even one that left before the answer came).
  useEffect(() => {
    if (asked || token === undefined) return;
    try {
      localStorage.setItem(CHECKED_KEY, markOf(token));
    } catch {
      // Storage refused (private mode): the notices may show again at the next page load.
    }
  }, [asked, token]);

  const items = notices.data ?? [];
  if (closed || items.length === 0) return null;

  const putAway = (ids: number[]) =>
    dismiss.mutate(ids, { onError: (failure) => toast.error(errorMessage(failure)) });
  const dateLine = (notice: ActiveNotice) => {
    const from = shownDay(notice.NoticeDate, calendarMode);
    return notice.ExpiryDate ? `${from} – until ${shownDay(notice.ExpiryDate, calendarMode)}` : from;
  };

  return (
    <section className="bo-notices-panel bo-modal" aria-labelledby={titleId} style={PANEL_STYLE}>
      <div className="bo-modal-head">
        <h2 id={titleId}>{items.length === 1 ? 'Notice' : `Notices (${items.length})`}</h2>
        <button
          type="button"
          className="bo-icon-btn"
          aria-label="Close notices"
          onClick={() => setClosed(true)}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <ul className="bo-modal-body" style={LIST_STYLE}>
        {items.map((notice) => {
          const attachment = notice.Attachment ? toInternalPath(notice.Attachment) : null;
          return (
            <li key={notice.Id} aria-label={notice.Title}>
              <h3 style={{ margin: 0 }}>{notice.Title}</h3>
              <p className="bo-muted" style={{ margin: '0.25rem 0' }}>
                {dateLine(notice)}
              </p>
              {/* Text, never HTML: line breaks as the writer typed them. */}
              <p style={{ whiteSpace: 'pre-line', margin: '0.25rem 0' }}>{notice.Description}</p>
              {attachment ? (
                <p style={{ margin: '0.25rem 0' }}>
                  <a href={attachment} target="_blank" rel="noopener">
                    Open the attachment
                  </a>
                </p>
              ) : null}
              <button
                type="button"
                className="bo-btn bo-btn-small"
                disabled={dismiss.isPending}
                onClick={() => putAway([notice.Id])}
              >
                Got it
                <span className="bo-sr-only">: {notice.Title}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {items.length > 1 ? (
        <div className="bo-modal-foot">
          <button
            type="button"
            className="bo-btn bo-btn-primary"
            disabled={dismiss.isPending}
            onClick={() => putAway(items.map((notice) => notice.Id))}
          >
            Got it, all
          </button>
        </div>
      ) : null}
    </section>
  );
};

/** Above the page's corner, within the screen on a phone; scrolls when the notices are long. */
const PANEL_STYLE = {
  position: 'fixed',
  insetInlineEnd: '1rem',
  insetBlockEnd: '1rem',
  zIndex: 50,
  width: 'min(28rem, calc(100vw - 2rem))',
  maxHeight: 'min(36rem, calc(100vh - 2rem))',
  overflowY: 'auto',
  margin: 0,
} as const;
const LIST_STYLE = { listStyle: 'none', margin: 0, display: 'grid', gap: '1rem' } as const;
