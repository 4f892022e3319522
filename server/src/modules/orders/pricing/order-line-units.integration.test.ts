import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { UNIT } from '@backoffice/shared/entities/sales/unit.entity';
import type {
  ChalanSheet,
  OrderDetail,
  ProductSaleUnits,
} from '@backoffice/shared/sales/orders/order.contract';
import { unitPriceFor } from '@backoffice/shared/sales/orders/order-line-unit';
import { computeOrderTotals } from '@backoffice/shared/sales/orders/order-totals';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderLines,
  orders,
  productCategoriesTable,
  productsTable,
  productUnitsTable,
  unitsTable,
  users,
} from '../../../db/schema/index.js';
import { idByName } from '../../../test-support/entity-id.js';
import { API, signInAs } from '../../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

let app: TestApp;
let admin: string;
let staff: string;
beforeAll(async () => {
  app = await startTestApp();
  [admin, staff] = await Promise.all([
    signInAs(app, 'admin', 'Admin@123'),
    signInAs(app, 'staff', 'Staff@123'),
  ]);
});
afterAll(async () => app.close());

const as = () => ({ token: admin, companyId: 1 });
const idOf = (entity: EntityDeclaration, name: string, companyId = 1): Promise<number> =>
  idByName(app, entity, name, companyId);
const save = (body: unknown) => app.post<OrderDetail>(`${API}/order/save`, { ...as(), json: body });
const saveOk = async (body: unknown): Promise<OrderDetail> => {
  const saved = await save(body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.Data as OrderDetail;
};
const orderCount = async () => (await app.deps.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
const unitsOf = (productId: number, token = admin) =>
  app.get<ProductSaleUnits>(`${API}/order/productunits?productId=${productId}`, { token, companyId: 1 });

/** Another company's unit, product and product unit, none of which company 1 may ever use (made once). */
let otherCompany: Promise<{ unitId: number; productId: number }> | undefined;
const otherCompanyUnit = () => {
  otherCompany ??= makeOtherCompanyUnit();
  return otherCompany;
};
const makeOtherCompanyUnit = async () => {
  const { db } = app.deps;
  const [unit] = await db
    .insert(unitsTable)
    .values({ companyId: 2, Name: 'Crate', Symbol: 'crt', AllowsFraction: false })
    .returning({ id: unitsTable.id });
  const [piece] = await db
    .insert(unitsTable)
    .values({ companyId: 2, Name: 'Bottle', Symbol: 'btl', AllowsFraction: false })
    .returning({ id: unitsTable.id });
  const [category] = await db
    .insert(productCategoriesTable)
    .values({ companyId: 2, Name: 'Dairy', IsActive: true })
    .returning({ id: productsTable.id });
  const [product] = await db
    .insert(productsTable)
    .values({
      companyId: 2,
      Name: 'DDC Milk 1 L',
      Code: 'DDC-001',
      ProductCategoryId: Number(category?.id),
      UnitId: Number(piece?.id),
      Price: 11_000,
      VatApplicable: false,
      TransactionType: 'both',
      IsActive: true,
    })
    .returning({ id: productsTable.id });
  await db.insert(productUnitsTable).values({
    companyId: 2,
    ProductId: Number(product?.id),
    UnitId: Number(unit?.id),
    ConversionFactor: 12,
  });
  return { unitId: Number(unit?.id), productId: Number(product?.id) };
};

describe('GET /order/productunits', () => {
  it("lists the product's own unit first, then its product units with their factors", async () => {
    const answer = await unitsOf(await idOf(PRODUCT, 'Coca-Cola 500 ml'));
    expect(answer.status).toBe(200);
    expect(answer.body.Data?.Units).toEqual([
      {
        UnitId: await idOf(UNIT, 'Piece'),
        Name: 'Piece',
        Symbol: 'pcs',
        ConversionFactor: 1,
        AllowsFraction: false,
        IsBase: true,
      },
      {
        UnitId: await idOf(UNIT, 'Carton'),
        Name: 'Carton',
        Symbol: 'ctn',
        ConversionFactor: 24,
        AllowsFraction: false,
        IsBase: false,
      },
    ]);
    const rice = await unitsOf(await idOf(PRODUCT, 'Basmati Rice'));
    expect(rice.body.Data?.Units.map((unit) => unit.Name)).toEqual(['Kilogram']);
  });

  it("answers 404 for another company's product and 403 to a user who may not save orders", async () => {
    const other = await otherCompanyUnit();
    const answer = await unitsOf(other.productId);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('Crate');
    expect((await unitsOf(await idOf(PRODUCT, 'Coca-Cola 500 ml'), staff)).status).toBe(403);
  });
});

describe('POST /order/save with a unit', () => {
  it('prices a carton at the base price × its factor, keeps the unit, its factor and the base quantity', async () => {
    const [shrestha, koteshwor, coke, carton, piece] = await Promise.all([
      idOf(PARTY, 'Shrestha General Store'),
      idOf(PARTY, 'Koteshwor Suppliers'),
      idOf(PRODUCT, 'Coca-Cola 500 ml'),
      idOf(UNIT, 'Carton'),
      idOf(UNIT, 'Piece'),
    ]);
    const order = await saveOk({
      PartyId: shrestha,
      Lines: [
        { ProductId: coke, UnitId: carton, Quantity: 2 },
        { ProductId: coke, Quantity: 6 },
        { ProductId: coke, UnitId: piece, Quantity: 1, DiscountPercent: 10 },
      ],
    });
    expect(order.Lines.map((line) => [line.UnitName, line.Quantity, line.BaseQuantity])).toEqual([
      ['Carton', 2, 48],
      ['Piece', 6, 6],
      ['Piece', 1, 1],
    ]);
    expect(order.Lines[0]).toMatchObject({
      UnitId: carton,
      UnitSymbol: 'ctn',
      ConversionFactor: 24,
      BaseUnitId: piece,
      BaseUnitName: 'Piece',
      BaseUnitSymbol: 'pcs',
      UnitPrice: 1274.4,
      ListPrice: 1274.4,
      PriceSource: 'product',
    });
    const expected = computeOrderTotals({
      lines: [
        { quantity: 2, unitPrice: 127_440, vatApplicable: true },
        { quantity: 6, unitPrice: 5310, vatApplicable: true },
        { quantity: 1, unitPrice: 5310, discount: { kind: 'percent', percent: 10 }, vatApplicable: true },
      ],
      vatRatePercent: 13,
    });
    if (!expected.ok) throw new Error('the expected totals did not compute');
    expect(order.TotalAmount).toBe(expected.totals.total / 100);
    expect(order.VatAmount).toBe(expected.totals.vat / 100);
    expect(order.Lines.map((line) => line.LineTotal)).toEqual(
      expected.totals.lines.map((line) => line.total / 100),
    );

    // The party's own price is per piece too: its carton is that × 24; a typed price is per carton.
    const party = await saveOk({
      PartyId: koteshwor,
      Lines: [
        { ProductId: coke, UnitId: carton, Quantity: 1 },
        { ProductId: coke, UnitId: carton, Quantity: 1, UnitPrice: 1150 },
      ],
    });
    expect(party.Lines.map((line) => [line.PriceSource, line.ListPrice, line.UnitPrice])).toEqual([
      ['party', 1200, 1200],
      ['party', 1200, 1150],
    ]);
  });

  it('rounds a fractional factor’s price once, halves up, and counts base units exactly', async () => {
    const tea = await idOf(PRODUCT, 'Tokla Tea 500 g');
    const [pack] = await app.deps.db
      .insert(unitsTable)
      .values({ companyId: 1, Name: 'Pack of 1.5', Symbol: 'pk', AllowsFraction: false })
      .returning({ id: unitsTable.id });
    const packId = Number(pack?.id);
    await app.deps.db
      .insert(productUnitsTable)
      .values({ companyId: 1, ProductId: tea, UnitId: packId, ConversionFactor: 1.5 });
    const order = await saveOk({
      PartyId: await idOf(PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: tea, UnitId: packId, Quantity: 2 }],
    });
    // Rs 283.19 × 1.5 = Rs 424.785 → 424.79; 2 packs = Rs 849.58, 3 pieces.
    expect(unitPriceFor(28_319, 1.5)).toBe(42_479);
    expect(order.Lines[0]).toMatchObject({ UnitPrice: 424.79, BaseQuantity: 3, ConversionFactor: 1.5 });
    expect(order.SubTotal).toBe(849.58);

    // One pack is 1.5 pieces, and tea is counted in whole pieces.
    const half = await save({
      PartyId: await idOf(PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: tea, UnitId: packId, Quantity: 1 }],
    });
    expect(half.status).toBe(400);
    expect(half.body.Errors).toEqual([
      {
        Field: 'Lines[0].Quantity',
        Message: 'Line 1: 1 Pack of 1.5 is 1.5 pcs, and Tokla Tea 500 g is counted in whole pcs.',
      },
    ]);
  });

  it('refuses a unit the product is not sold in, and a fraction of a whole unit, naming the line (400)', async () => {
    const before = await orderCount();
    const [bishnu, coke, kilogram, carton] = await Promise.all([
      idOf(PARTY, 'Bishnu Traders'),
      idOf(PRODUCT, 'Coca-Cola 500 ml'),
      idOf(UNIT, 'Kilogram'),
      idOf(UNIT, 'Carton'),
    ]);
    const foreign = await save({
      PartyId: bishnu,
      Lines: [
        { ProductId: coke, Quantity: 1 },
        { ProductId: coke, UnitId: kilogram, Quantity: 1 },
        { ProductId: coke, UnitId: carton, Quantity: 1.5 },
      ],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.Errors).toEqual([
      {
        Field: 'Lines[1].UnitId',
        Message: `Line 2: unit ${kilogram} is not one Coca-Cola 500 ml is sold in (Piece, Carton).`,
      },
      {
        Field: 'Lines[2].Quantity',
        Message: 'Line 3: Coca-Cola 500 ml is sold in whole ctn; 1.5 is not whole.',
      },
    ]);
    const notAnId = await save({
      PartyId: bishnu,
      Lines: [{ ProductId: coke, UnitId: 'carton', Quantity: 1 }],
    });
    expect(notAnId.status).toBe(400);
    expect(notAnId.body.Errors?.[0]?.Field).toBe('Lines[0].UnitId');
    expect(await orderCount()).toBe(before);
  });

  it("refuses another company's unit (400) without a word about it, and stores nothing", async () => {
    const other = await otherCompanyUnit();
    const before = await orderCount();
    const refused = await save({
      PartyId: await idOf(PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: await idOf(PRODUCT, 'Coca-Cola 500 ml'), UnitId: other.unitId, Quantity: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Errors?.[0]?.Field).toBe('Lines[0].UnitId');
    expect(JSON.stringify(refused.body)).not.toMatch(/Crate|crt/);
    // Its product is not found either: a company's products are its own.
    const product = await save({
      PartyId: await idOf(PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: other.productId, UnitId: other.unitId, Quantity: 1 }],
    });
    expect(product.status).toBe(400);
    expect(product.body.Errors?.[0]?.Field).toBe('Lines[0].ProductId');
    expect(await orderCount()).toBe(before);
  });

  it('reads the same after the product unit is edited: the name and factor are the save’s', async () => {
    const noodles = await idOf(PRODUCT, 'Wai Wai Noodles 75 g');
    const carton = await idOf(UNIT, 'Carton');
    const order = await saveOk({
      PartyId: await idOf(PARTY, 'Bishnu Traders'),
      Lines: [{ ProductId: noodles, UnitId: carton, Quantity: 3 }],
    });
    const unitRow = and(eq(productUnitsTable.companyId, 1), eq(productUnitsTable.ProductId, noodles));
    await app.deps.db.update(productUnitsTable).set({ ConversionFactor: 20 }).where(unitRow);
    await app.deps.db
      .update(unitsTable)
      .set({ Name: 'Box' })
      .where(and(eq(unitsTable.companyId, 1), eq(unitsTable.id, carton)));
    try {
      const read = await app.get<OrderDetail>(`${API}/order/detail?id=${order.Id}`, as());
      expect(read.body.Data?.Lines[0]).toMatchObject({
        UnitName: 'Carton',
        ConversionFactor: 30,
        Quantity: 3,
        BaseQuantity: 90,
        UnitPrice: order.Lines[0]?.UnitPrice,
        LineTotal: order.Lines[0]?.LineTotal,
      });
      // Saving it again prices it as the product unit is now: 20 a carton.
      const edited = await saveOk({
        Id: order.Id,
        PartyId: order.PartyId,
        Lines: [{ ProductId: noodles, UnitId: carton, Quantity: 3 }],
      });
      expect(edited.Lines[0]).toMatchObject({ UnitName: 'Box', ConversionFactor: 20, BaseQuantity: 60 });
    } finally {
      await app.deps.db.update(productUnitsTable).set({ ConversionFactor: 30 }).where(unitRow);
      await app.deps.db
        .update(unitsTable)
        .set({ Name: 'Carton' })
        .where(and(eq(unitsTable.companyId, 1), eq(unitsTable.id, carton)));
    }
    const [stored] = await app.deps.db
      .select({ unitName: orderLines.unitName, factor: orderLines.conversionFactor })
      .from(orderLines)
      .where(and(eq(orderLines.companyId, 1), eq(orderLines.orderId, order.Id)));
    expect(stored).toEqual({ unitName: 'Box', factor: 20 });
  });
});

describe('the delivery sheet with cartons', () => {
  it('shows each line in its unit and base unit, and loads each product in base units and as sold', async () => {
    const [coke, carton] = await Promise.all([idOf(PRODUCT, 'Coca-Cola 500 ml'), idOf(UNIT, 'Carton')]);
    const order = await saveOk({
      PartyId: await idOf(PARTY, 'Lakeside Mart'),
      Lines: [
        { ProductId: coke, UnitId: carton, Quantity: 2 },
        { ProductId: coke, Quantity: 6 },
      ],
    });
    const [delivery] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'delivery'));
    const assigned = await app.post(`${API}/order/assign?id=${order.Id}`, {
      ...as(),
      form: { DeliveryUserId: String(delivery?.id), AssignDate: '2026-11-27' },
    });
    expect(assigned.status).toBe(200);
    for (const action of ['confirm', 'verify', 'readytodispatch']) {
      expect((await app.post(`${API}/order/${action}?id=${order.Id}`, as())).status).toBe(200);
    }
    const sheet = (
      await app.get<ChalanSheet>(`${API}/order/chalan?deliveryUserId=${delivery?.id}&date=2026-11-27`, as())
    ).body.Data as ChalanSheet;
    expect(sheet.Products).toEqual([
      {
        ProductId: coke,
        ProductName: 'Coca-Cola 500 ml',
        ProductCode: 'BEV-002',
        UnitSymbol: 'pcs',
        UnitName: 'Piece',
        Quantity: 54,
        Units: [
          { UnitId: carton, UnitName: 'Carton', Quantity: 2 },
          { UnitId: await idOf(UNIT, 'Piece'), UnitName: 'Piece', Quantity: 6 },
        ],
      },
    ]);
    expect(sheet.Orders[0]?.Lines.map((line) => [line.Quantity, line.UnitName, line.BaseQuantity])).toEqual([
      [2, 'Carton', 48],
      [6, 'Piece', 6],
    ]);
    expect(sheet.Orders[0]?.Lines[0]).toMatchObject({
      UnitPrice: 1274.4,
      UnitSymbol: 'ctn',
      BaseUnitSymbol: 'pcs',
    });
    expect(sheet.TotalAmount).toBe(order.TotalAmount);
  });

  it("lists the demo's carton lines: today's packed order of 4 cartons and 6 pieces", async () => {
    const [delivery] = await app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'delivery'));
    const sheet = (
      await app.get<ChalanSheet>(`${API}/order/chalan?deliveryUserId=${delivery?.id}&date=2026-11-22`, as())
    ).body.Data as ChalanSheet;
    const coke = sheet.Products.find((product) => product.ProductName === 'Coca-Cola 500 ml');
    expect(coke).toMatchObject({
      Quantity: 102,
      Units: [
        { UnitName: 'Carton', Quantity: 4 },
        { UnitName: 'Piece', Quantity: 6 },
      ],
    });
  });
});
