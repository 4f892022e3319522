import { PUSH_NOTIFICATION } from '@backoffice/shared/entities/administration/push-notification.entity';
import type { PushDeliveryItem } from '@backoffice/shared/notifications/push.contract';
import type { PushDeliveryStatus } from '@backoffice/shared/notifications/push-message';
import type { Page } from '@backoffice/shared/paging';
import { personName } from '@backoffice/shared/text/person-name';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { pushDeliveries, users } from '../../db/schema/index.js';
import { findRecord } from '../../entities/entity-repository.js';
import { type PageRequest, pageOffset, toPage } from '../../http/page-query.js';
import type { UserContext } from '../../http/request-context.js';

export interface DeliveryListInput extends PageRequest {
  id: number;
  Status?: PushDeliveryStatus | undefined;
}

const displayName = (user: { firstName: string; lastName: string; username: string }): string =>
  personName({ FirstName: user.firstName, LastName: user.lastName, UserName: user.username });

/** Who a push notification of the company went to, browser by browser, newest first. */
export const listPushDeliveries = async (
  ctx: UserContext,
  input: DeliveryListInput,
): Promise<Page<PushDeliveryItem>> => {
  const { db } = ctx.deps;
  // Another company's record, or none: 404 with the entity's own message.
  await findRecord(db, PUSH_NOTIFICATION, ctx.companyId, input.id);
  const where: SQL | undefined = and(
    eq(pushDeliveries.companyId, ctx.companyId),
    eq(pushDeliveries.pushNotificationId, input.id),
    input.Status ? eq(pushDeliveries.status, input.Status) : undefined,
  );
  const rows = await db
    .select({
      delivery: pushDeliveries,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(pushDeliveries)
    .innerJoin(users, eq(users.id, pushDeliveries.userId))
    .where(where)
    .orderBy(desc(pushDeliveries.id))
    .limit(input.pageSize)
    .offset(pageOffset(input));
  const [total] = await db.select({ n: count() }).from(pushDeliveries).where(where);
  return toPage(
    rows.map(({ delivery, ...user }) => ({
      Id: delivery.id,
      UserId: delivery.userId,
      UserName: displayName(user),
      Status: delivery.status,
      Attempts: delivery.attempts,
      LastError: delivery.lastError,
      CreatedAt: delivery.createdAt.toISOString(),
      SentAt: delivery.sentAt ? delivery.sentAt.toISOString() : null,
    })),
    total?.n ?? 0,
    input,
  );
};
