import { defineElement } from '../../core/define-element.tsx';
import { withQueries } from '../../core/with-queries.tsx';
import { NotificationListPage } from '../../notifications/notification-list-page.tsx';
import coreCss from '../../styles/core.css?inline';
import pagesCss from '../../styles/pages.css?inline';

defineElement('bo-notifications', withQueries(NotificationListPage), {
  styles: [coreCss, pagesCss],
  docs: {
    description:
      "The signed-in user's notifications: all or unread, search, pages; marks them read and opens what one is about.",
  },
});
