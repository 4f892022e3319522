import { PAGE_CODES } from '@backoffice/shared/page-codes';
import type { Page } from '@backoffice/shared/paging';
import type { PaymentDetail, PaymentSummary } from '@backoffice/shared/sales/collections/collection.contract';
import type { OrderReturnDetail, OrderReturnSummary } from '@backoffice/shared/sales/returns/return.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderReturns,
  orderReturnTransitions,
  orders,
  payments,
  paymentTransitions,
  rolePermissions,
} from '../../db/schema/index.js';
import type { MountableRoute } from '../../http/define-route.js';
import { callRoute } from '../../test-support/call-route.js';
import { returnsAndCollectionsKit } from '../../test-support/returns-and-collections-test-kit.js';
import { staffRoleId, startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';
import { collectionRoutes } from '../collections/collection.routes.js';
import { returnRoutes } from '../returns/return.routes.js';
import { partyStatementRoutes } from '../statements/party-statement.routes.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
let party: number;
let orderId: number;
let made: OrderReturnDetail;
let cheque: PaymentDetail;
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
  const kit = returnsAndCollectionsKit(app, () => admin);
  party = await kit.newParty();
  const order = await kit.deliveredOrder(party);
  orderId = order.Id;
  made = (await kit.saveReturn(order, [[0, 1]])).body.Data as OrderReturnDetail;
  cheque = await kit.payOk({
    PartyId: party,
    Method: 'cheque',
    Amount: 10,
    ChequeNo: '5',
    ChequeBank: 'NMB',
  });
});
afterAll(async () => app.close());

const DOCUMENT_ROUTES: readonly MountableRoute[] = [
  ...returnRoutes,
  ...collectionRoutes,
  ...partyStatementRoutes,
];

/** A call of every return, collection and statement route about company 1's return, payment, order and party. */
const callEach = async (token: string, companyId: number) => {
  const answers: [string, number][] = [];
  for (const route of DOCUMENT_ROUTES) {
    const isReturn = route.path.startsWith('/orderreturn');
    const id = isReturn ? made.Id : cheque.Id;
    const query = `id=${id}&orderId=${orderId}&partyId=${party}`;
    const body = isReturn
      ? {
          Id: made.Id,
          OrderId: orderId,
          ReasonId: made.ReasonId,
          Lines: [{ OrderLineId: made.Lines[0]?.OrderLineId, Quantity: 1 }],
          Remarks: 'Attempt',
        }
      : {
          Id: cheque.Id,
          PartyId: party,
          Method: 'cheque',
          Amount: 5,
          ChequeNo: '6',
          ChequeBank: 'NMB',
          BounceReason: 'Attempt',
        };
    answers.push(await callRoute(app, route, { token, companyId, query, body }));
  }
  return answers;
};

const snapshot = async () => ({
  order: (await app.deps.db.select().from(orders).where(eq(orders.id, orderId)))[0],
  orderReturn: (await app.deps.db.select().from(orderReturns).where(eq(orderReturns.id, made.Id)))[0],
  returnSteps: await app.deps.db
    .select()
    .from(orderReturnTransitions)
    .where(eq(orderReturnTransitions.returnId, made.Id)),
  payment: (await app.deps.db.select().from(payments).where(eq(payments.id, cheque.Id)))[0],
  chequeSteps: await app.deps.db
    .select()
    .from(paymentTransitions)
    .where(eq(paymentTransitions.paymentId, cheque.Id)),
});

describe('return, collection and statement permissions', () => {
  it('refuses every return, collection and statement route to staff without a grant (403), changing nothing', async () => {
    const before = await snapshot();
    const answers = await callEach(staff, 1);
    expect(answers.length).toBe(21);
    expect(answers.filter(([, status]) => status !== 403)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a view-only role read, with no actions offered, and refuses its writes', async () => {
    const roleId = await staffRoleId(app);
    const grants = [PAGE_CODES.OrderReturn, PAGE_CODES.Payment, PAGE_CODES.Party].map((pageCode) => ({
      companyId: 1,
      roleId,
      pageCode,
      canView: true,
    }));
    await app.deps.db.insert(rolePermissions).values(grants);
    try {
      const as = { token: staff, companyId: 1 };
      const paid = await app.get<Page<PaymentSummary>>(`${API}/payment/list?PartyId=${party}`, as);
      expect(paid.body.Data?.Items.map((item) => [item.Id, item.AllowedActions, item.CanDelete])).toEqual([
        [cheque.Id, [], false],
      ]);
      const returned = await app.get<Page<OrderReturnSummary>>(
        `${API}/orderreturn/list?PartyId=${party}`,
        as,
      );
      expect(returned.body.Data?.Items[0]?.AllowedActions).toEqual([]);
      expect((await app.get(`${API}/party/balance?partyId=${party}`, as)).status).toBe(200);
      expect((await app.post(`${API}/payment/deposit?id=${cheque.Id}`, as)).status).toBe(403);
      expect((await app.post(`${API}/payment/delete?id=${cheque.Id}`, as)).status).toBe(403);
      expect((await app.post(`${API}/orderreturn/verify?id=${made.Id}`, as)).status).toBe(403);
    } finally {
      await app.deps.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.companyId, 1), eq(rolePermissions.roleId, roleId)));
    }
  });
});

describe('tenancy', () => {
  it("answers 404 to another company for company 1's returns, payments and party, and changes nothing", async () => {
    const before = await snapshot();
    const answers = await callEach(coop, 2);
    // The lists and their exports answer company 2's own records (none of company 1's).
    const listed = (path: string) => path.endsWith('/list') || path.endsWith('/export');
    const notFound = answers.filter(([path]) => !listed(path));
    expect(notFound.filter(([, status]) => status !== 404)).toEqual([]);
    expect(answers.filter(([path]) => listed(path)).map(([, status]) => status)).toEqual([
      200, 200, 200, 200,
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("never lists company 1's money to company 2, nor lets it pay into or return from company 1's records", async () => {
    const as = { token: coop, companyId: 2 };
    const paid = await app.get<Page<PaymentSummary>>(`${API}/payment/list?pageSize=5000`, as);
    expect(paid.body.Data?.TotalCount).toBe(0);
    const returned = await app.get<Page<OrderReturnSummary>>(`${API}/orderreturn/list?pageSize=5000`, as);
    expect(returned.body.Data?.TotalCount).toBe(0);
    const payment = await app.post(`${API}/payment/save`, {
      ...as,
      json: { PartyId: party, Method: 'cash', Amount: 5 },
    });
    expect(payment.body.Errors).toEqual([{ Field: 'PartyId', Message: `Party ${party} was not found.` }]);
    const orderReturn = await app.post(`${API}/orderreturn/save`, {
      ...as,
      json: {
        OrderId: orderId,
        ReasonId: made.ReasonId,
        Lines: [{ OrderLineId: made.Lines[0]?.OrderLineId, Quantity: 1 }],
      },
    });
    expect(orderReturn.body.Errors).toEqual([
      { Field: 'OrderId', Message: `Order ${orderId} was not found.` },
    ]);
    expect(await app.deps.db.select().from(payments).where(eq(payments.companyId, 2))).toEqual([]);
  });
});
