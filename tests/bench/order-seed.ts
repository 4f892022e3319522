import { join } from 'node:path';
import { DEFAULT_FISCAL_YEAR_START_MONTH, fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import { DEFAULT_TIME_ZONE } from '@backoffice/shared/calendar/time-zone';
import {
  INITIAL_ORDER_STATUS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderStatus,
} from '@backoffice/shared/sales/orders/order-pipeline';
import {
  computeOrderTotals,
  DEFAULT_VAT_RATE_PERCENT,
  type Discount,
} from '@backoffice/shared/sales/orders/order-totals';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PipelineStep {
  action: OrderAction;
  from: OrderStatus;
  to: OrderStatus;
}

/**
 * The happy path from not confirmed to completed, followed through the shared pipeline table rather
 * than written out, so the benchmark moves orders the way the server's rules say they move.
 */
const followPipeline = (): PipelineStep[] => {
  const steps: PipelineStep[] = [];
  let status: OrderStatus = INITIAL_ORDER_STATUS;
  for (;;) {
    const rule = ORDER_TRANSITIONS.find((r) => r.from.includes(status) && r.to !== 'cancelled');
    if (!rule) return steps;
    steps.push({ action: rule.action, from: status, to: rule.to });
    status = rule.to;
  }
};

export const PIPELINE: readonly PipelineStep[] = followPipeline();

export interface OrderSeedCounts {
  /** Orders left not confirmed, for the pipeline load to move (marked by their remarks). */
  pipeline: number;
  /** Open orders spread evenly over not confirmed .. delivered (paid needs payments, which are not seeded). */
  open: number;
  /** Closed history: one in twenty cancelled, the rest completed. */
  closed: number;
}

/** The remarks of the orders the pipeline load moves, so they can be found again. */
export const PIPELINE_REMARKS = 'Benchmark pipeline order';
const CANCEL_REASON = 'The party ordered the same goods twice.';
/** Distinct order shapes (party, lines, discounts); seeded orders cycle through them. */
const TEMPLATE_COUNT = 48;

interface SeedParty {
  id: number;
  sales_person_id: number | null;
}

interface SeedProduct {
  id: number;
  unit_id: number;
  price: number;
  vat_applicable: boolean;
  allows_fraction: boolean;
}

interface LineTemplate {
  t: number;
  position: number;
  product_id: number;
  unit_id: number;
  quantity: number;
  unit_price: number;
  vat_applicable: boolean;
  discount_percent: number | null;
  gross_amount: number;
  discount_amount: number;
  order_discount_share: number;
  taxable_amount: number;
  vat_amount: number;
  line_total: number;
}

interface OrderTemplate {
  t: number;
  party_id: number;
  sales_person_id: number | null;
  line_count: number;
  order_discount_percent: number | null;
  gross_amount: number;
  line_discount_total: number;
  order_discount_total: number;
  taxable_amount: number;
  vat_amount: number;
  total_amount: number;
}

/**
 * Order shapes priced exactly as a save prices them (computeOrderTotals on the product's price).
 * Pairs of party and product with a party price of their own are left out, so every line's list
 * price is the product's whatever the order date.
 */
const buildTemplates = async (db: PGlite, companyId: number) => {
  const parties = (
    await db.query<SeedParty>(
      `select p.id,
              case when sp.status = 'approved' and sp.is_active then p.sales_person_id end as sales_person_id
       from parties p
       left join sales_persons sp on sp.company_id = p.company_id and sp.id = p.sales_person_id
       where p.company_id = $1 and p.is_active
       order by p.id`,
      [companyId],
    )
  ).rows;
  const products = (
    await db.query<SeedProduct>(
      `select pr.id, pr.unit_id, pr.price, pr.vat_applicable, u.allows_fraction
       from products pr join units u on u.company_id = pr.company_id and u.id = pr.unit_id
       where pr.company_id = $1 and pr.is_active and pr.transaction_type <> 'purchase'
       order by pr.id`,
      [companyId],
    )
  ).rows.map((row) => ({ ...row, price: Number(row.price) }));
  const priced = new Set(
    (
      await db.query<{ pair: string }>(
        `select party_id || '-' || product_id as pair from party_product_pricings where company_id = $1`,
        [companyId],
      )
    ).rows.map((row) => row.pair),
  );
  if (parties.length === 0 || products.length < 3)
    throw new Error('The demo company has no parties or products');

  const orderTemplates: OrderTemplate[] = [];
  const lineTemplates: LineTemplate[] = [];
  for (let t = 0; t < TEMPLATE_COUNT; t += 1) {
    const party = parties[t % parties.length] as SeedParty;
    const candidates = products.filter((product) => !priced.has(`${party.id}-${product.id}`));
    const lines = Array.from({ length: 1 + (t % 3) }, (_, k) => {
      const product = candidates[(t + k) % candidates.length] as SeedProduct;
      const quantity = product.allows_fraction ? 2.5 * (k + 1) : 6 * (1 + ((t + k) % 8));
      const discountPercent = t % 4 === 1 && k === 0 ? 5 : null;
      return { product, quantity, discountPercent };
    });
    const orderDiscountPercent = t % 6 === 2 ? 2 : null;
    const percent = (value: number | null): Discount | null =>
      value === null ? null : { kind: 'percent', percent: value };
    const result = computeOrderTotals({
      lines: lines.map((line) => ({
        quantity: line.quantity,
        unitPrice: line.product.price,
        discount: percent(line.discountPercent),
        vatApplicable: line.product.vat_applicable,
      })),
      orderDiscount: percent(orderDiscountPercent),
      vatRatePercent: DEFAULT_VAT_RATE_PERCENT,
    });
    if (!result.ok) throw new Error(`Order template ${t}: ${result.problems[0]?.message}`);
    const { totals } = result;
    orderTemplates.push({
      t,
      party_id: party.id,
      sales_person_id: party.sales_person_id,
      line_count: lines.length,
      order_discount_percent: orderDiscountPercent,
      gross_amount: totals.gross,
      line_discount_total: totals.lineDiscount,
      order_discount_total: totals.orderDiscount,
      taxable_amount: totals.taxable,
      vat_amount: totals.vat,
      total_amount: totals.total,
    });
    lines.forEach((line, k) => {
      const figures = totals.lines[k];
      if (!figures) throw new Error(`Order template ${t}: no totals for line ${k + 1}`);
      lineTemplates.push({
        t,
        position: k + 1,
        product_id: line.product.id,
        unit_id: line.product.unit_id,
        quantity: line.quantity,
        unit_price: line.product.price,
        vat_applicable: line.product.vat_applicable,
        discount_percent: line.discountPercent,
        gross_amount: figures.gross,
        discount_amount: figures.lineDiscount,
        order_discount_share: figures.orderDiscountShare,
        taxable_amount: figures.taxable,
        vat_amount: figures.vat,
        line_total: figures.total,
      });
    });
  }
  return { orderTemplates, lineTemplates };
};

const pathRows = () => [
  ...PIPELINE.map((step, index) => ({
    route: 'pipeline',
    k: index + 1,
    action: step.action,
    from_status: step.from,
    to_status: step.to,
    remarks: null,
  })),
  {
    route: 'cancel',
    k: 1,
    action: 'cancel',
    from_status: INITIAL_ORDER_STATUS,
    to_status: 'cancelled',
    remarks: CANCEL_REASON,
  },
];

const TEMP_TABLES = `
  create temp table bench_order_templates (
    t int, party_id int, sales_person_id int, line_count int, order_discount_percent numeric(5,2),
    gross_amount bigint, line_discount_total bigint, order_discount_total bigint, taxable_amount bigint,
    vat_amount bigint, total_amount bigint);
  create temp table bench_line_templates (
    t int, position int, product_id int, unit_id int, quantity numeric(15,3), unit_price bigint,
    vat_applicable boolean, discount_percent numeric(5,2), gross_amount bigint, discount_amount bigint,
    order_discount_share bigint, taxable_amount bigint, vat_amount bigint, line_total bigint);
  create temp table bench_path (route text, k int, action text, from_status text, to_status text, remarks text);
  create temp table bench_plan (
    n int primary key, kind text, route text, steps int, status text, created_at timestamptz,
    status_changed_at timestamptz, order_date date, fiscal_year int, fiscal_label text, serial int,
    order_no text);
  create temp table bench_fiscal (order_date date, fiscal_year int, fiscal_label text);`;

/**
 * Orders straight into the database the server left behind (it must be stopped meanwhile), shaped
 * as the server writes them: numbered from the company's counter (which is moved on past them),
 * priced with the shared totals, a 'create' transition and one row per move that led to the status,
 * version 1 + moves. Answers the ids of the pipeline orders.
 */
export const seedOrders = async (dataDir: string, companyId: number, counts: OrderSeedCounts) => {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gin } });
  try {
    const [admin] = (await db.query<{ id: number }>(`select id from users where username = 'admin'`)).rows;
    const [company] = (
      await db.query<{ time_zone: string | null }>('select time_zone from companies where id = $1', [
        companyId,
      ])
    ).rows;
    if (!admin || !company) throw new Error(`No admin user or no company ${companyId} to seed orders for`);
    const timeZone = company.time_zone ?? DEFAULT_TIME_ZONE;
    const { orderTemplates, lineTemplates } = await buildTemplates(db, companyId);

    await db.exec(TEMP_TABLES);
    const fill = async (table: string, rows: readonly object[]) =>
      db.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [
        JSON.stringify(rows),
      ]);
    await fill('bench_order_templates', orderTemplates);
    await fill('bench_line_templates', lineTemplates);
    await fill('bench_path', pathRows());

    // Pipeline orders were taken in the last hour; open ones moved into their status some time in
    // the last 30 days; closed ones were closed 1 to 9 months ago. The multipliers only scatter them.
    await db.query(
      `insert into bench_plan (n, kind, route, steps, status_changed_at)
       select n, kind,
              case when kind = 'closed' and n % 20 = 0 then 'cancel' else 'pipeline' end,
              case kind when 'pipeline' then 0
                        when 'open' then n % $4::int
                        else case when n % 20 = 0 then 1 else $4::int end end,
              case kind when 'pipeline' then now() - interval '1 hour' + n * interval '1 second'
                        when 'open' then now() - ((n * 7919) % 43200) * interval '1 minute'
                        else now() - interval '31 days' - ((n * 7919) % 345600) * interval '1 minute' end
       from (select n, case when n <= $1::int then 'pipeline' when n <= $1::int + $2::int then 'open' else 'closed' end as kind
             from generate_series(1, $1::int + $2::int + $3::int) as n) as base`,
      [counts.pipeline, counts.open, counts.closed, PIPELINE.length],
    );
    await db.query(
      `update bench_plan p
       set status = coalesce(s.to_status, $1::text),
           created_at = p.status_changed_at - (p.steps * 3 + 1) * interval '1 hour'
       from bench_plan p2 left join bench_path s on s.route = p2.route and s.k = p2.steps
       where p2.n = p.n`,
      [INITIAL_ORDER_STATUS],
    );
    await db.query(`update bench_plan set order_date = (created_at at time zone $1)::date`, [timeZone]);
    // The bench company keeps the default fiscal year (from 1 Shrawan); its days' years come from
    // the shared calendar, as the server's allocateDocumentNo takes them.
    const days = await db.query<{ day: string }>('select distinct order_date::text as day from bench_plan');
    await fill(
      'bench_fiscal',
      days.rows.map(({ day }) => {
        const fiscalYear = fiscalYearOf(day, DEFAULT_FISCAL_YEAR_START_MONTH);
        return { order_date: day, fiscal_year: fiscalYear.startBsYear, fiscal_label: fiscalYear.label };
      }),
    );
    await db.query(
      `update bench_plan p set fiscal_year = f.fiscal_year, fiscal_label = f.fiscal_label
       from bench_fiscal f where f.order_date = p.order_date`,
    );
    // Numbered per fiscal year after the numbers already given, as allocateDocumentNo would have numbered them.
    await db.query(
      `update bench_plan p
       set serial = numbered.serial,
           order_no = 'SO-' || p.fiscal_label || '-' || lpad(numbered.serial::text, 6, '0')
       from (select b.n, coalesce(q.last_number, 0)
                         + row_number() over (partition by b.fiscal_year order by b.created_at, b.n) as serial
             from bench_plan b
             left join fiscal_number_sequences q
               on q.company_id = $1 and q.kind = 'order' and q.fiscal_year = b.fiscal_year) as numbered
       where numbered.n = p.n`,
      [companyId],
    );
    await db.query(
      `insert into fiscal_number_sequences (company_id, kind, fiscal_year, last_number)
       select $1, 'order', fiscal_year, max(serial) from bench_plan group by fiscal_year
       on conflict (company_id, kind, fiscal_year) do update
       set last_number = greatest(fiscal_number_sequences.last_number, excluded.last_number)`,
      [companyId],
    );

    await db.query(
      `insert into orders (company_id, order_no, order_date, party_id, sales_person_id, status, remarks,
                           vat_rate_percent, order_discount_percent, gross_amount, line_discount_total,
                           order_discount_total, taxable_amount, vat_amount, total_amount, line_count, version,
                           status_changed_at, created_at, created_by, updated_at, updated_by)
       select $1, p.order_no, p.order_date, t.party_id, t.sales_person_id, p.status,
              case when p.kind = 'pipeline' then $3 end, $4, t.order_discount_percent, t.gross_amount,
              t.line_discount_total, t.order_discount_total, t.taxable_amount, t.vat_amount, t.total_amount,
              t.line_count, 1 + p.steps, p.status_changed_at, p.created_at, $2, p.status_changed_at, $2
       from bench_plan p join bench_order_templates t on t.t = p.n % $5
       order by p.n`,
      [companyId, admin.id, PIPELINE_REMARKS, DEFAULT_VAT_RATE_PERCENT, TEMPLATE_COUNT],
    );
    await db.query(
      `insert into order_lines (company_id, order_id, position, product_id, unit_id, unit_name,
                                conversion_factor, base_unit_id, quantity, base_quantity, unit_price,
                                list_price, price_source, party_product_pricing_id, vat_applicable,
                                discount_percent, gross_amount, discount_amount, order_discount_share,
                                taxable_amount, vat_amount, line_total)
       select $1, o.id, l.position, l.product_id, l.unit_id, u.name, 1, l.unit_id, l.quantity, l.quantity,
              l.unit_price, l.unit_price, 'product',
              null, l.vat_applicable, l.discount_percent, l.gross_amount, l.discount_amount,
              l.order_discount_share, l.taxable_amount, l.vat_amount, l.line_total
       from bench_plan p
       join orders o on o.company_id = $1 and o.order_no = p.order_no
       join bench_line_templates l on l.t = p.n % $2
       -- Lines in the product's own unit: factor 1, base quantity = quantity.
       join units u on u.company_id = $1 and u.id = l.unit_id
       order by p.n, l.position`,
      [companyId, TEMPLATE_COUNT],
    );
    // The moves are spread evenly between creation and the last move, so history reads in order by time.
    await db.query(
      `insert into order_transitions (company_id, order_id, action, from_status, to_status, by_user_id, at, remarks)
       select $1, o.id, m.action, m.from_status, m.to_status, $2, m.at, m.remarks
       from bench_plan p
       join orders o on o.company_id = $1 and o.order_no = p.order_no
       cross join lateral (
         select 0 as k, 'create' as action, null as from_status, $3::text as to_status, p.created_at as at, null as remarks
         union all
         select s.k, s.action, s.from_status, s.to_status,
                p.created_at + (p.status_changed_at - p.created_at) * s.k / p.steps, s.remarks
         from bench_path s where s.route = p.route and s.k <= p.steps
       ) as m
       order by p.n, m.k`,
      [companyId, admin.id, INITIAL_ORDER_STATUS],
    );
    // A real PostgreSQL would have auto-vacuumed and analysed after a load like this; PGlite runs no
    // autovacuum. The vacuum marks the pages all-visible, so index-only scans stay index-only.
    await db.exec('vacuum analyze orders');
    await db.exec('analyze order_lines; analyze order_transitions;');
    const pipelineIds = (
      await db.query<{ id: number }>(
        'select id from orders where company_id = $1 and remarks = $2 order by id',
        [companyId, PIPELINE_REMARKS],
      )
    ).rows.map((row) => row.id);
    if (pipelineIds.length !== counts.pipeline) {
      throw new Error(`Seeded ${pipelineIds.length} pipeline orders, expected ${counts.pipeline}`);
    }
    return pipelineIds;
  } finally {
    await db.close();
  }
};

export interface PipelineAudit {
  checked: number;
  /** One line per order that is not completed exactly along the pipeline. */
  broken: string[];
}

/**
 * Reads the pipeline orders back from the database (server stopped): each must be completed at
 * version 1 + moves, with exactly a 'create' row and one row per pipeline step, in order, each
 * starting where the previous one ended (nothing skipped, nothing repeated).
 */
export const auditPipelineOrders = async (
  dataDir: string,
  companyId: number,
  ids: readonly number[],
): Promise<PipelineAudit> => {
  const expected = [
    `create:>${INITIAL_ORDER_STATUS}`,
    ...PIPELINE.map((step) => `${step.action}:${step.from}>${step.to}`),
  ].join(' ');
  const last = PIPELINE.at(-1)?.to;
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, btree_gin } });
  try {
    const rows = (
      await db.query<{ id: number; status: string; version: number; moves: string | null }>(
        `select o.id, o.status, o.version,
                string_agg(t.action || ':' || coalesce(t.from_status, '') || '>' || t.to_status, ' '
                           order by t.at, t.id) as moves
         from orders o
         left join order_transitions t on t.company_id = o.company_id and t.order_id = o.id
         where o.company_id = $1 and o.id = any($2::int[])
         group by o.company_id, o.id
         order by o.id`,
        [companyId, [...ids]],
      )
    ).rows;
    const broken = rows
      .filter((row) => row.status !== last || row.version !== 1 + PIPELINE.length || row.moves !== expected)
      .map((row) => `order ${row.id}: ${row.status} v${row.version}: ${row.moves ?? '(no history)'}`);
    if (rows.length !== ids.length) broken.push(`${ids.length - rows.length} pipeline orders are missing`);
    return { checked: rows.length, broken };
  } finally {
    await db.close();
  }
};
