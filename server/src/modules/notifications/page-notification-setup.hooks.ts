import { PAGE_NOTIFICATION_SETUP } from '@backoffice/shared/entities/administration/page-notification.entity';
import type { FieldError } from '@backoffice/shared/envelope';
import { pageRaisesEvent } from '@backoffice/shared/notifications/page-events';
import type { EntityHooks } from '../../entities/entity-hooks.js';

const { PageCode: PAGE, Event: EVENT } = PAGE_NOTIFICATION_SETUP.fields;
const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** A setup that could never fire (Leaves × Order dispatched) is refused, not kept to mislead. */
export const pageNotificationSetupHooks: EntityHooks = {
  validate: async (_ctx, values): Promise<FieldError[]> => {
    const page = String(values.PageCode ?? '');
    const event = String(values.Event ?? '');
    if (!page || !event || pageRaisesEvent(Number(page), event)) return [];
    return [
      {
        Field: 'Event',
        Message: `${labelOf(PAGE.options, page)} never raises “${labelOf(EVENT.options, event)}”; choose another event or page`,
      },
    ];
  },
};
