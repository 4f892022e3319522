import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idByName } from '../../test-support/entity-id.js';
import { startSalesTestApp } from '../../test-support/sales-test-app.js';
import { API } from '../../test-support/sign-in.js';
import type { TestApp } from '../../test-support/test-app.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  ({ app, admin } = await startSalesTestApp());
});
afterAll(async () => app.close());

const save = (form: Record<string, string>) =>
  app.post<{ Id: number }>(`${API}/partyproductpricing/save`, { token: admin, companyId: 1, form });

describe('POST /partyproductpricing/save: one price per party, product and day', () => {
  it('refuses Until before From, on Until', async () => {
    const answer = await save({
      PartyId: String(await idByName(app, PARTY, 'Bishnu Traders')),
      ProductId: String(await idByName(app, PRODUCT, 'Coca-Cola 500 ml')),
      Price: '50',
      EffectiveFrom: '2026-06-10',
      EffectiveTo: '2026-06-09',
    });
    expect(answer.body).toMatchObject({
      Code: 400,
      Errors: [{ Field: 'EffectiveTo', Message: 'Until must not be before From (2026-06-10)' }],
    });
  });

  it('refuses a period that shares a day with another price of the pair, naming it; allows the days around it', async () => {
    const pair = {
      PartyId: String(await idByName(app, PARTY, 'Shrestha General Store')),
      ProductId: String(await idByName(app, PRODUCT, 'Coca-Cola 500 ml')),
    };
    const first = await save({
      ...pair,
      Price: '51',
      EffectiveFrom: '2026-01-01',
      EffectiveTo: '2026-03-31',
    });
    expect(first.status, first.body.Message).toBe(200);
    const firstId = first.body.Data?.Id;
    const overlap = `This period overlaps party price #${firstId} (Rs 51.00, 2026-01-01 to 2026-03-31); end that price before this one starts, or choose other dates`;
    // The last day of the first period, a period around it, and an open one started inside it.
    for (const dates of <Record<string, string>[]>[
      { EffectiveFrom: '2026-03-31', EffectiveTo: '2026-04-30' },
      { EffectiveFrom: '2025-12-01', EffectiveTo: '2026-05-01' },
      { EffectiveFrom: '2026-02-01' },
    ]) {
      const refused = await save({ ...pair, Price: '52', ...dates });
      expect(refused.body, JSON.stringify(dates)).toMatchObject({
        Code: 400,
        Errors: [{ Field: 'EffectiveFrom', Message: overlap }],
      });
    }
    // The next day on, open-ended: fine; then nothing after it may start.
    const next = await save({ ...pair, Price: '53', EffectiveFrom: '2026-04-01' });
    expect(next.status, next.body.Message).toBe(200);
    const later = await save({ ...pair, Price: '54', EffectiveFrom: '2027-01-01' });
    expect(later.body.Errors?.[0]?.Message).toMatch(
      new RegExp(`^This period overlaps party price #${next.body.Data?.Id} \\(Rs 53\\.00, 2026-04-01 on\\)`),
    );
    // Another party's price for the product, and an edit of a price over its own days, are no overlap.
    const other = await save({
      ...pair,
      PartyId: String(await idByName(app, PARTY, 'Bishnu Traders')),
      Price: '55',
      EffectiveFrom: '2026-02-01',
    });
    expect(other.status, other.body.Message).toBe(200);
    const edited = await save({ Id: String(firstId), EffectiveFrom: '2026-01-15' });
    expect(edited.status, edited.body.Message).toBe(200);
    // Closing the open price lets the next period in.
    expect((await save({ Id: String(next.body.Data?.Id), EffectiveTo: '2026-12-31' })).status).toBe(200);
    expect((await save({ ...pair, Price: '54', EffectiveFrom: '2027-01-01' })).status).toBe(200);
  });
});
