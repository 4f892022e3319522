import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import {
  orderReturnReasonsTable,
  partiesTable,
  partyGroupsTable,
  partyProductPricingsTable,
  productCategoriesTable,
  productsTable,
  productUnitsTable,
  routePartiesTable,
  routeSalesPersonsTable,
  salesPersonsTable,
  salesRoutesTable,
  storesTable,
  territoriesTable,
  unitsTable,
} from '../db/schema/index.js';

/** Inserts rows of one table and answers their ids by a key, so later rows can point at them. */
const insertAll = async <T extends PgTable & { id: PgColumn }>(
  tx: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
  keyOf: (row: T['$inferInsert']) => string,
): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (const row of rows) {
    const [inserted] = await tx.insert(table).values(row).returning({ id: table.id });
    if (!inserted) throw new Error(`seed: ${keyOf(row)} not inserted`);
    ids.set(keyOf(row), Number(inserted.id));
  }
  return ids;
};

const idIn = (ids: ReadonlyMap<string, number>, key: string): number => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${key}`);
  return id;
};

/**
 * The distributor's field-sales master data: two territories, three beats, a small team, parties
 * with their positions, a product list with prices in paisa, and who works which beat.
 */
export const seedDemoSales = async (tx: Database, companyId: number, addedBy: number): Promise<void> => {
  const stamp = { companyId, createdBy: addedBy, updatedBy: addedBy };
  const name = (row: { Name?: unknown; FullName?: unknown }) => String(row.Name ?? row.FullName);

  const territories = await insertAll(
    tx,
    territoriesTable,
    [
      { ...stamp, Name: 'Kathmandu Valley', Code: 'KTM', IsActive: true },
      { ...stamp, Name: 'Pokhara', Code: 'PKR', IsActive: true },
    ],
    name,
  );
  const ktm = idIn(territories, 'Kathmandu Valley');
  const pkr = idIn(territories, 'Pokhara');
  const groups = await insertAll(
    tx,
    partyGroupsTable,
    ['Grocery', 'Pharmacy', 'Wholesale'].map((group) => ({ ...stamp, Name: group, IsActive: true })),
    name,
  );
  const routes = await insertAll(
    tx,
    salesRoutesTable,
    [
      { ...stamp, Name: 'New Road – Asan', TerritoryId: ktm, IsActive: true },
      { ...stamp, Name: 'Baneshwor – Koteshwor', TerritoryId: ktm, IsActive: true },
      { ...stamp, Name: 'Lakeside', TerritoryId: pkr, IsActive: true },
    ],
    name,
  );
  const supervisor = await insertAll(
    tx,
    salesPersonsTable,
    [
      {
        ...stamp,
        FullName: 'Bikash Shrestha',
        EmployeeCode: 'EMP-100',
        Type: 'supervisor',
        Phone: '+9779801000100',
        Email: 'bikash@himalayantraders.example',
        TerritoryId: ktm,
        Status: 'approved',
        IsActive: true,
      },
    ],
    name,
  );
  const team = await insertAll(
    tx,
    salesPersonsTable,
    (
      [
        ['Hari Gurung', 'EMP-001', '+977 9801000001', 'hari@himalayantraders.example', pkr, 'approved'],
        ['Maya Rai', 'EMP-002', '+977 9801000002', 'maya@himalayantraders.example', ktm, 'approved'],
        ['Suman Tamang', 'EMP-003', '+977 9801000003', '', ktm, 'pending'],
      ] as const
    ).map(([fullName, code, phone, email, territory, status]): typeof salesPersonsTable.$inferInsert => ({
      ...stamp,
      FullName: fullName,
      EmployeeCode: code,
      Type: 'salesPerson',
      Phone: phone,
      Email: email || null,
      SupervisorId: idIn(supervisor, 'Bikash Shrestha'),
      TerritoryId: territory,
      Status: status,
      IsActive: true,
    })),
    name,
  );
  const party = (
    partyName: string,
    group: string,
    route: string,
    person: string,
    address: string,
    position: [number, number],
    creditLimitRupees: number,
  ): typeof partiesTable.$inferInsert => ({
    ...stamp,
    Name: partyName,
    PartyType: group === 'Wholesale' ? 'customer' : 'retailer',
    PartyGroupId: idIn(groups, group),
    Phone: `+97798510${String(10_000 + partyName.length * 37).slice(-5)}`,
    Address: address,
    Latitude: position[0],
    Longitude: position[1],
    RouteId: idIn(routes, route),
    AreaId: route === 'Lakeside' ? pkr : ktm,
    SalesPersonId: idIn(team, person),
    CreditLimit: creditLimitRupees * 100,
    CreditDays: 30,
    IsActive: true,
  });
  const parties = await insertAll(
    tx,
    partiesTable,
    [
      party(
        'Bishnu Traders',
        'Grocery',
        'New Road – Asan',
        'Maya Rai',
        'New Road, Kathmandu',
        [27.7039, 85.3107],
        200_000,
      ),
      party(
        'Asan Wholesale Centre',
        'Wholesale',
        'New Road – Asan',
        'Maya Rai',
        'Asan Tole, Kathmandu',
        [27.7075, 85.3124],
        1_000_000,
      ),
      party(
        'Shrestha General Store',
        'Grocery',
        'Baneshwor – Koteshwor',
        'Maya Rai',
        'New Baneshwor, Kathmandu',
        [27.6915, 85.342],
        150_000,
      ),
      party(
        'Everest Pharmacy',
        'Pharmacy',
        'Baneshwor – Koteshwor',
        'Suman Tamang',
        'Koteshwor, Kathmandu',
        [27.6789, 85.3494],
        100_000,
      ),
      party(
        'Koteshwor Suppliers',
        'Wholesale',
        'Baneshwor – Koteshwor',
        'Suman Tamang',
        'Koteshwor Chowk, Kathmandu',
        [27.6772, 85.3488],
        500_000,
      ),
      party(
        'Lakeside Mart',
        'Grocery',
        'Lakeside',
        'Hari Gurung',
        'Lakeside Road, Pokhara',
        [28.2096, 83.959],
        150_000,
      ),
      party(
        'Fewa Grocery',
        'Grocery',
        'Lakeside',
        'Hari Gurung',
        'Baidam, Pokhara',
        [28.207, 83.9606],
        80_000,
      ),
      party(
        'Annapurna Kirana Pasal',
        'Grocery',
        'Lakeside',
        'Hari Gurung',
        'Damside, Pokhara',
        [28.2011, 83.964],
        60_000,
      ),
    ],
    name,
  );
  const categories = await insertAll(
    tx,
    productCategoriesTable,
    ['Beverages', 'Snacks', 'Personal Care', 'Staples'].map((category) => ({
      ...stamp,
      Name: category,
      IsActive: true,
    })),
    name,
  );
  const units = await insertAll(
    tx,
    unitsTable,
    [
      { ...stamp, Name: 'Piece', Symbol: 'pcs', AllowsFraction: false },
      { ...stamp, Name: 'Carton', Symbol: 'ctn', AllowsFraction: false },
      { ...stamp, Name: 'Kilogram', Symbol: 'kg', AllowsFraction: true },
    ],
    name,
  );
  const product = (
    productName: string,
    code: string,
    category: string,
    unit: string,
    priceRupees: number,
    mrpRupees: number,
  ): typeof productsTable.$inferInsert => ({
    ...stamp,
    Name: productName,
    Code: code,
    ProductCategoryId: idIn(categories, category),
    UnitId: idIn(units, unit),
    Price: priceRupees * 100,
    Mrp: mrpRupees * 100,
    VatApplicable: category !== 'Staples',
    TransactionType: 'both',
    IsActive: true,
  });
  const products = await insertAll(
    tx,
    productsTable,
    [
      product('Real Juice Mixed Fruit 1 L', 'BEV-001', 'Beverages', 'Piece', 221.24, 250),
      product('Coca-Cola 500 ml', 'BEV-002', 'Beverages', 'Piece', 53.1, 60),
      product('Tokla Tea 500 g', 'BEV-003', 'Beverages', 'Piece', 283.19, 320),
      product('Wai Wai Noodles 75 g', 'SNK-001', 'Snacks', 'Piece', 22.12, 25),
      product('Lays Classic 50 g', 'SNK-002', 'Snacks', 'Piece', 44.25, 50),
      product('Dettol Soap 125 g', 'PC-001', 'Personal Care', 'Piece', 75.22, 85),
      product('Sunsilk Shampoo 180 ml', 'PC-002', 'Personal Care', 'Piece', 256.64, 290),
      product('Basmati Rice', 'STP-001', 'Staples', 'Kilogram', 180, 195),
    ],
    name,
  );
  const carton = idIn(units, 'Carton');
  await insertAll(
    tx,
    productUnitsTable,
    [
      {
        ...stamp,
        ProductId: idIn(products, 'Wai Wai Noodles 75 g'),
        UnitId: carton,
        ConversionFactor: 30,
        Barcode: '8901234000017',
      },
      {
        ...stamp,
        ProductId: idIn(products, 'Coca-Cola 500 ml'),
        UnitId: carton,
        ConversionFactor: 24,
        Barcode: '8901234000024',
      },
    ],
    (row) => String(row.Barcode),
  );
  await insertAll(
    tx,
    partyProductPricingsTable,
    [
      {
        ...stamp,
        PartyId: idIn(parties, 'Asan Wholesale Centre'),
        ProductId: idIn(products, 'Wai Wai Noodles 75 g'),
        Price: 2000,
        EffectiveFrom: '2026-01-01',
        Remarks: 'Wholesale rate',
      },
      {
        ...stamp,
        PartyId: idIn(parties, 'Koteshwor Suppliers'),
        ProductId: idIn(products, 'Coca-Cola 500 ml'),
        Price: 5000,
        EffectiveFrom: '2026-04-14',
        Remarks: 'New year scheme',
      },
    ],
    (row) => String(row.Remarks),
  );
  await insertAll(
    tx,
    storesTable,
    [
      {
        ...stamp,
        Name: 'Kathmandu Depot',
        Code: 'DEP-KTM',
        Address: 'Balaju Industrial Area, Kathmandu',
        TerritoryId: ktm,
        Latitude: 27.7342,
        Longitude: 85.3007,
        IsActive: true,
      },
      {
        ...stamp,
        Name: 'Pokhara Depot',
        Code: 'DEP-PKR',
        Address: 'Prithvi Chowk, Pokhara',
        TerritoryId: pkr,
        Latitude: 28.2102,
        Longitude: 83.9856,
        IsActive: true,
      },
    ],
    name,
  );
  const onRoute: [string, string][] = [
    ['New Road – Asan', 'Bishnu Traders'],
    ['New Road – Asan', 'Asan Wholesale Centre'],
    ['Baneshwor – Koteshwor', 'Shrestha General Store'],
    ['Baneshwor – Koteshwor', 'Everest Pharmacy'],
    ['Baneshwor – Koteshwor', 'Koteshwor Suppliers'],
    ['Lakeside', 'Lakeside Mart'],
    ['Lakeside', 'Fewa Grocery'],
    ['Lakeside', 'Annapurna Kirana Pasal'],
  ];
  await insertAll(
    tx,
    routePartiesTable,
    onRoute.map(([route, partyName], index) => ({
      ...stamp,
      RouteId: idIn(routes, route),
      PartyId: idIn(parties, partyName),
      Sequence: index + 1,
    })),
    (row) => `${String(row.RouteId)}-${String(row.PartyId)}`,
  );
  await insertAll(
    tx,
    routeSalesPersonsTable,
    [
      {
        ...stamp,
        RouteId: idIn(routes, 'New Road – Asan'),
        SalesPersonId: idIn(team, 'Maya Rai'),
        Weekday: 'sunday',
        IsActive: true,
      },
      {
        ...stamp,
        RouteId: idIn(routes, 'Baneshwor – Koteshwor'),
        SalesPersonId: idIn(team, 'Maya Rai'),
        Weekday: 'monday',
        IsActive: true,
      },
      {
        ...stamp,
        RouteId: idIn(routes, 'Lakeside'),
        SalesPersonId: idIn(team, 'Hari Gurung'),
        Weekday: null,
        IsActive: true,
      },
    ],
    (row) => `${String(row.RouteId)}-${String(row.SalesPersonId)}`,
  );
  await insertAll(
    tx,
    orderReturnReasonsTable,
    [
      { ...stamp, Name: 'Damaged in transit', IsActive: true },
      { ...stamp, Name: 'Expired', IsActive: true },
      { ...stamp, Name: 'Wrong item delivered', IsActive: true },
    ],
    name,
  );
};
