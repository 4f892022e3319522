import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import type { OrderDetail, OrderVatRate } from '@backoffice/shared/sales/orders/order.contract';
import { computeOrderTotals } from '@backoffice/shared/sales/orders/order-totals';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idByName } from '../../../test-support/entity-id.js';
import { startSalesTestApp } from '../../../test-support/sales-test-app.js';
import { API } from '../../../test-support/sign-in.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { writeSetting } from '../../settings/settings.repository.js';
import { VAT_RATE_SETTING_KEY } from './order-vat-rate.js';

let app: TestApp;
let admin: string;
let staff: string;
let coop: string;
beforeAll(async () => {
  ({ app, admin, staff, coop } = await startSalesTestApp());
});
afterAll(async () => app.close());
afterEach(async () => {
  for (const companyId of [1, 2]) {
    await writeSetting(app.deps.db, companyId, VAT_RATE_SETTING_KEY, '', new Date());
  }
});

const rateOf = (token: string, companyId: number) =>
  app.get<OrderVatRate>(`${API}/order/vatrate`, { token, companyId });

const idOf = (entity: EntityDeclaration, name: string) => idByName(app, entity, name);

describe('GET /order/vatrate', () => {
  it('answers 13 when the company has not set VAT_RATE_PERCENT', async () => {
    const answer = await rateOf(admin, 1);
    expect(answer.status).toBe(200);
    expect(answer.body.Data).toEqual({ VatRatePercent: 13 });
    expect((await rateOf(coop, 2)).body.Data).toEqual({ VatRatePercent: 13 });
  });

  it("answers each company its own setting: company 1's rate never shows for company 2", async () => {
    await writeSetting(app.deps.db, 1, VAT_RATE_SETTING_KEY, '10', new Date());
    expect((await rateOf(admin, 1)).body.Data).toEqual({ VatRatePercent: 10 });
    expect((await rateOf(coop, 2)).body.Data).toEqual({ VatRatePercent: 13 });

    await writeSetting(app.deps.db, 2, VAT_RATE_SETTING_KEY, '12.5', new Date());
    expect((await rateOf(coop, 2)).body.Data).toEqual({ VatRatePercent: 12.5 });
    expect((await rateOf(admin, 1)).body.Data).toEqual({ VatRatePercent: 10 });
  });

  it('answers the default for a setting that is not a percentage, as order saves do', async () => {
    await writeSetting(app.deps.db, 1, VAT_RATE_SETTING_KEY, 'thirteen', new Date());
    expect((await rateOf(admin, 1)).body.Data).toEqual({ VatRatePercent: 13 });
  });

  it('is refused (403) to a user who may neither create nor edit orders', async () => {
    expect((await rateOf(staff, 1)).status).toBe(403);
  });

  it('gives the preview the rate the save prices at, so both agree to the paisa', async () => {
    await writeSetting(app.deps.db, 1, VAT_RATE_SETTING_KEY, '11.11', new Date());
    const rate = (await rateOf(admin, 1)).body.Data?.VatRatePercent;
    // Two lines whose VAT per line would round differently from VAT on their total.
    const noodles = await idOf(PRODUCT, 'Wai Wai Noodles 75 g');
    const tea = await idOf(PRODUCT, 'Tokla Tea 500 g');
    const saved = await app.post<OrderDetail>(`${API}/order/save`, {
      token: admin,
      companyId: 1,
      json: {
        PartyId: await idOf(PARTY, 'Bishnu Traders'),
        Lines: [
          { ProductId: noodles, Quantity: 1, UnitPrice: 1.5 },
          { ProductId: tea, Quantity: 1, UnitPrice: 1.5 },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const preview = computeOrderTotals({
      lines: [
        { quantity: 1, unitPrice: 150, vatApplicable: true },
        { quantity: 1, unitPrice: 150, vatApplicable: true },
      ],
      ...(rate === undefined ? {} : { vatRatePercent: rate }),
    });
    if (!preview.ok) throw new Error('the preview could not total');
    const order = saved.body.Data as OrderDetail;
    expect(order.VatRatePercent).toBe(11.11);
    // 11.11 % of Rs 3.00 = 33.33 paisa → 33 (per line: 16.67 → 17 twice = 34).
    expect(preview.totals.vat).toBe(33);
    expect(order.VatAmount).toBe(0.33);
    expect(order.TotalAmount).toBe(preview.totals.total / 100);
    expect(order.Lines.map((line) => line.VatAmount)).toEqual(
      preview.totals.lines.map((line) => line.vat / 100),
    );
  });
});
