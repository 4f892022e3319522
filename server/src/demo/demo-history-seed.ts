import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  dealerRetailersTable,
  leavesTable,
  orderReturnReasonsTable,
  orderReturns,
  orders,
  partiesTable,
  payments,
  productsTable,
  routePartiesTable,
  routeSalesPersonsTable,
  salesPersonsTable,
} from '../db/schema/index.js';
import { settlePartyOrders } from '../modules/collections/order-settlement.js';
import { companyCalendar } from '../modules/sales-common/company-calendar.js';
import { numberInDateOrder } from './demo-document-numbers.js';
import { dayFrom, workingDaysBetween } from './demo-history-days.js';
import { writeOrders, writePayments, writeReturns } from './demo-history-insert.js';
import { type PlannedPayment, planPartyPayments, planReturns } from './demo-history-money.js';
import { demoBasket, orderTime, type PlannedOrder, walkPipeline } from './demo-history-orders.js';
import { type VisitingPerson, writeHistoryVisits } from './demo-history-visits.js';
import { seededIds } from './demo-ids.js';
import {
  creditedSalesPerson,
  type DemoPricing,
  loadDemoPricing,
  priceDemoLines,
} from './demo-orders-seed.js';
import { demoDice } from './demo-random.js';

/** How far back the history reaches: three months of working days. */
const HISTORY_DAYS = 91;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

const idIn = (ids: ReadonlyMap<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${key}`);
  return id;
};

interface PartyRow {
  id: number;
  name: string;
  at: [number, number];
  salesPersonId: number | null;
}

const loadParties = async (tx: Database, companyId: number): Promise<PartyRow[]> => {
  const rows = await tx
    .select({
      id: partiesTable.id,
      name: partiesTable.Name,
      latitude: partiesTable.Latitude,
      longitude: partiesTable.Longitude,
    })
    .from(partiesTable)
    .where(and(eq(partiesTable.companyId, companyId), eq(partiesTable.IsActive, true)));
  const parties: PartyRow[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    parties.push({
      id,
      name: String(row.name),
      at: [Number(row.latitude), Number(row.longitude)],
      salesPersonId: await creditedSalesPerson(tx, companyId, id),
    });
  }
  return parties;
};

/** Whether a user was on approved leave on a day. */
const loadAway = async (tx: Database, companyId: number) => {
  const rows = await tx
    .select({ userId: leavesTable.UserId, from: leavesTable.FromDate, to: leavesTable.ToDate })
    .from(leavesTable)
    .where(and(eq(leavesTable.companyId, companyId), eq(leavesTable.Status, 'approved')));
  return (userId: number, day: string) =>
    rows.some((row) => Number(row.userId) === userId && String(row.from) <= day && day <= String(row.to));
};

/**
 * Each party's prices on a day, loaded once a party when its own prices are the same at both ends
 * of the history (the demo's are), else day by day.
 */
const pricingSource = async (tx: Database, companyId: number, firstDay: string, today: string) => {
  const productIds = (
    await tx
      .select({ id: productsTable.id })
      .from(productsTable)
      .where(eq(productsTable.companyId, companyId))
  ).map((row) => Number(row.id));
  const cache = new Map<string, DemoPricing>();
  const load = async (partyId: number, day: string) => {
    const key = `${partyId}:${day}`;
    const found = cache.get(key);
    if (found) return found;
    const pricing = await loadDemoPricing(tx, companyId, partyId, productIds, day);
    cache.set(key, pricing);
    return pricing;
  };
  const steady = new Map<number, boolean>();
  return async (partyId: number, day: string): Promise<DemoPricing> => {
    if (!steady.has(partyId)) {
      const first = await load(partyId, firstDay);
      const last = await load(partyId, today);
      steady.set(partyId, JSON.stringify([...first.partyPrices]) === JSON.stringify([...last.partyPrices]));
    }
    return load(partyId, steady.get(partyId) ? firstDay : day);
  };
};

interface HistoryPeople {
  officeUserId: number;
  staffUserId: number;
  deliveryUserId: number;
  userOf: ReadonlyMap<number, number>;
}

/** Every working day, each sales person's orders at their parties; the office's for parties without one. */
const planOrders = async (
  tx: Database,
  companyId: number,
  ctx: { now: Date; firstDay: string; today: string; people: HistoryPeople },
  parties: readonly PartyRow[],
): Promise<PlannedOrder[]> => {
  const dice = demoDice(2083);
  const away = await loadAway(tx, companyId);
  const pricingOn = await pricingSource(tx, companyId, ctx.firstDay, ctx.today);
  const productIds = await seededIds(tx, companyId, PRODUCT);
  const bySeller = new Map<number | null, PartyRow[]>();
  for (const party of parties)
    bySeller.set(party.salesPersonId, [...(bySeller.get(party.salesPersonId) ?? []), party]);
  const planned: PlannedOrder[] = [];
  const actors = { officeUserId: ctx.people.officeUserId, deliveryUserId: ctx.people.deliveryUserId };
  for (const day of workingDaysBetween(ctx.firstDay, ctx.today)) {
    for (const [salesPersonId, sellerParties] of bySeller) {
      const userId = salesPersonId === null ? undefined : ctx.people.userOf.get(salesPersonId);
      if (userId !== undefined && away(userId, day)) continue;
      const count = userId === undefined ? dice.int(0, 2) : dice.int(2, 7);
      for (let i = 0; i < count; i += 1) {
        const party = dice.pick(sellerParties);
        const createdAt = orderTime(day, dice);
        const lines = demoBasket(dice);
        if (createdAt.getTime() > ctx.now.getTime() - 5 * 60_000) continue;
        const priced = priceDemoLines(await pricingOn(party.id, day), lines, productIds);
        const order = { createdAt, orderDate: day };
        planned.push({
          ...order,
          partyId: party.id,
          salesPersonId,
          createdBy: userId ?? ctx.people.staffUserId,
          lines,
          priced,
          ...walkPipeline(order, dice, actors, ctx.now),
          orderNo: '',
        });
      }
    }
  }
  return planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
};

/** The parties each person calls on: their routes for the weekday, else all theirs, else their own parties. */
const visitingPeople = async (
  tx: Database,
  companyId: number,
  parties: readonly PartyRow[],
  away: (userId: number, day: string) => boolean,
): Promise<VisitingPerson[]> => {
  const persons = await tx
    .select({ id: salesPersonsTable.id, userId: salesPersonsTable.UserId })
    .from(salesPersonsTable)
    .where(and(eq(salesPersonsTable.companyId, companyId), eq(salesPersonsTable.IsActive, true)));
  const assignments = await tx
    .select({
      routeId: routeSalesPersonsTable.RouteId,
      salesPersonId: routeSalesPersonsTable.SalesPersonId,
      weekday: routeSalesPersonsTable.Weekday,
    })
    .from(routeSalesPersonsTable)
    .where(and(eq(routeSalesPersonsTable.companyId, companyId), eq(routeSalesPersonsTable.IsActive, true)));
  const stops = await tx
    .select({
      routeId: routePartiesTable.RouteId,
      partyId: routePartiesTable.PartyId,
      sequence: routePartiesTable.Sequence,
    })
    .from(routePartiesTable)
    .where(eq(routePartiesTable.companyId, companyId));
  const partyById = new Map(parties.map((party) => [party.id, party]));
  const onRoutes = (routeIds: number[]) =>
    stops
      .filter((stop) => routeIds.includes(Number(stop.routeId)))
      .sort((a, b) => Number(a.sequence) - Number(b.sequence))
      .flatMap((stop) => partyById.get(Number(stop.partyId)) ?? []);
  return persons.flatMap((person): VisitingPerson[] => {
    if (person.userId === null) return [];
    const salesPersonId = Number(person.id);
    const userId = Number(person.userId);
    const routes = assignments.filter((row) => Number(row.salesPersonId) === salesPersonId);
    const own = parties.filter((party) => party.salesPersonId === salesPersonId);
    return [
      {
        salesPersonId,
        userId,
        away: (day) => away(userId, day),
        partiesOn: (day) => {
          const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
          const today = routes.filter((row) => row.weekday === null || row.weekday === weekday);
          const chosen = today.length > 0 ? today : routes;
          return chosen.length > 0 ? onRoutes(chosen.map((row) => Number(row.routeId))) : own;
        },
      },
    ];
  });
};

export interface DemoHistoryCounts {
  orders: number;
  returns: number;
  payments: number;
  visits: number;
}

/**
 * Three months of the distributor's trade before `now`, after the base demo: orders every working
 * day (not Saturdays) through the pipeline as time passed, a few returns, the parties' payments in
 * cash, cheques (a few bounced, some still at the bank) and transfers, and the sales persons'
 * visits. Numbered with the base demo's documents in date order; written in batches.
 */
export const seedDemoHistory = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<DemoHistoryCounts> => {
  const calendar = await companyCalendar(tx, companyId);
  const today = calendar(now);
  const firstDay = dayFrom(today, -HISTORY_DAYS);
  const persons = await tx
    .select({ id: salesPersonsTable.id, userId: salesPersonsTable.UserId })
    .from(salesPersonsTable)
    .where(eq(salesPersonsTable.companyId, companyId));
  const people: HistoryPeople = {
    officeUserId: idIn(userIds, 'admin'),
    staffUserId: idIn(userIds, 'staff'),
    deliveryUserId: idIn(userIds, 'delivery'),
    userOf: new Map(
      persons.flatMap((row) => (row.userId === null ? [] : [[Number(row.id), Number(row.userId)] as const])),
    ),
  };
  const parties = await loadParties(tx, companyId);
  const planned = await planOrders(tx, companyId, { now, firstDay, today, people }, parties);

  const dice = demoDice(4184);
  const reasons = await tx
    .select({ id: orderReturnReasonsTable.id })
    .from(orderReturnReasonsTable)
    .where(eq(orderReturnReasonsTable.companyId, companyId));
  const returns = planReturns(
    planned.filter((order) => order.status === 'delivered'),
    reasons.map((row) => Number(row.id)),
    dice,
    now,
  );
  const returned = new Map(
    returns.flatMap((item) => (item.verifiedAt ? [[item.order, item.value.total] as const] : [])),
  );
  let chequeNo = 204_310;
  const receipts: PlannedPayment[] = [];
  for (const party of parties) {
    const partyOrders = planned.filter((order) => order.partyId === party.id);
    const collector = party.salesPersonId === null ? undefined : people.userOf.get(party.salesPersonId);
    const ctx = {
      dice,
      now,
      collectorId: collector ?? people.officeUserId,
      chequeSerial: () => {
        chequeNo += dice.int(3, 40);
        return String(chequeNo).padStart(6, '0');
      },
    };
    receipts.push(...planPartyPayments(ctx, partyOrders, returned, people.officeUserId));
  }
  receipts.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());

  await numberInDateOrder(
    tx,
    companyId,
    'order',
    {
      table: orders,
      companyId: orders.companyId,
      id: orders.id,
      number: orders.orderNo,
      date: orders.orderDate,
      createdAt: orders.createdAt,
    },
    planned.map((order) => ({ date: order.orderDate, at: order.createdAt, order })),
    (item, number) => {
      item.order.orderNo = number;
    },
  );
  await numberInDateOrder(
    tx,
    companyId,
    'return',
    {
      table: orderReturns,
      companyId: orderReturns.companyId,
      id: orderReturns.id,
      number: orderReturns.returnNo,
      date: orderReturns.returnDate,
      createdAt: orderReturns.createdAt,
    },
    returns.map((item) => ({ date: calendar(item.createdAt), at: item.createdAt, item })),
    (entry, number) => {
      entry.item.returnNo = number;
    },
  );
  await numberInDateOrder(
    tx,
    companyId,
    'receipt',
    {
      table: payments,
      companyId: payments.companyId,
      id: payments.id,
      number: payments.receiptNo,
      date: payments.paymentDate,
      createdAt: payments.createdAt,
    },
    receipts.map((receipt) => ({ date: calendar(receipt.receivedAt), at: receipt.receivedAt, receipt })),
    (entry, number) => {
      entry.receipt.receiptNo = number;
    },
  );

  // A dealer's retailers' orders are assigned to the dealer too, so the dealer's screens have a
  // history of their own.
  const dealerRows = await tx
    .select({ partyId: dealerRetailersTable.PartyId, dealerUserId: dealerRetailersTable.DealerUserId })
    .from(dealerRetailersTable)
    .where(eq(dealerRetailersTable.companyId, companyId));
  const dealerOfParty = new Map(dealerRows.map((row) => [Number(row.partyId), Number(row.dealerUserId)]));
  const writer = { tx, companyId, deliveryUserId: people.deliveryUserId, dealerOfParty, calendar };
  const { orderIds, lineIds } = await writeOrders(writer, planned);
  await writeReturns(writer, returns, orderIds, lineIds, people.officeUserId);
  await writePayments(writer, receipts, people.officeUserId);
  // The base demo's payments also count, oldest orders first: settle as the routes would.
  for (const party of parties) {
    await settlePartyOrders(tx, companyId, party.id, {
      byUserId: people.officeUserId,
      at: now,
      remarks: 'Demo payments.',
    });
  }
  const away = await loadAway(tx, companyId);
  const visitDays = workingDaysBetween(firstDay, dayFrom(today, -2));
  const visits = await writeHistoryVisits(
    tx,
    companyId,
    await visitingPeople(tx, companyId, parties, away),
    visitDays,
    demoDice(5191),
  );
  return { orders: planned.length, returns: returns.length, payments: receipts.length, visits };
};
