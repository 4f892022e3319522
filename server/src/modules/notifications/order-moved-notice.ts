import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@backoffice/shared/sales/orders/order-pipeline';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { notifyEvent } from './notify-event.js';

const partyColumn = entityTable(PARTY);
const salesPersonColumn = entityTable(SALES_PERSON);

/**
 * An order moved: its people hear of it (inside the move's transaction). They are the order's
 * sales person (their sign-in user), its delivery person, the dealer it was placed for and whoever
 * took it; the person who moved it is not told. `dispatched` tells them even without a setup (the
 * order left the warehouse); `stateChanged` (every move) only through a company's setup.
 * Placeholders: {{RecordName}} and {{OrderNo}} (the order number), {{PartyName}}, {{OrderDate}},
 * {{Status}} (the new status), {{Remarks}}.
 */
export const notifyOrderMoved = async (
  tx: Database,
  ctx: UserContext,
  orderId: number,
  move: { event: 'dispatched' | 'stateChanged'; status: OrderStatus; remarks: string | null },
): Promise<number> => {
  const [order] = await tx
    .select({
      orderNo: orders.orderNo,
      orderDate: orders.orderDate,
      createdBy: orders.createdBy,
      deliveryUserId: orders.deliveryUserId,
      dealerUserId: orders.dealerUserId,
      partyName: partyColumn.Name,
      salesPersonUserId: salesPersonColumn.UserId,
    })
    .from(orders)
    .innerJoin(
      entityTable(PARTY),
      and(eq(partyColumn.companyId, orders.companyId), eq(partyColumn.id, orders.partyId)),
    )
    .leftJoin(
      entityTable(SALES_PERSON),
      and(eq(salesPersonColumn.companyId, orders.companyId), eq(salesPersonColumn.id, orders.salesPersonId)),
    )
    .where(and(eq(orders.companyId, ctx.companyId), eq(orders.id, orderId)));
  if (!order) return 0;
  const partyName = String(order.partyName);
  return notifyEvent(
    tx,
    { companyId: ctx.companyId, now: ctx.now, actor: { userId: ctx.user.userId, name: ctx.user.username } },
    {
      event: move.event,
      pageCode: PAGE_CODES.Order,
      record: { id: orderId, name: order.orderNo },
      values: {
        OrderNo: order.orderNo,
        PartyName: partyName,
        OrderDate: order.orderDate,
        Status: ORDER_STATUS_LABELS[move.status],
        Remarks: move.remarks ?? '',
      },
      link: `/salesapp/orders/${orderId}`,
      linkNeedsView: true,
      defaultTitle: `Order ${order.orderNo} for ${partyName} was dispatched`,
      silentWithoutSetup: move.event !== 'dispatched',
      audience: {
        userIds: [
          typeof order.salesPersonUserId === 'number' ? order.salesPersonUserId : null,
          order.deliveryUserId,
          order.dealerUserId,
          order.createdBy,
        ],
      },
    },
  );
};
