import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFieldSimulator } from '../../../../examples/field-simulator/field-simulator.mjs';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app.close());

describe('the field simulator', () => {
  it('moves the demo sales persons through the API: resends are duplicates, nothing implausible', async () => {
    const counts = await runFieldSimulator({
      base: app.base,
      users: 3,
      intervalSeconds: 20,
      speedUp: 120,
      durationSeconds: 240,
      batchSize: 2,
      resendRate: 0.5,
      outOfOrderRate: 0.3,
      now: () => app.clock.now().getTime(),
    });
    // sales3 is not in the base demo: two people signed in.
    expect(counts.users).toBe(2);
    expect(counts.errors).toBe(0);
    expect(counts.rejected).toBe(0);
    expect(counts.accepted).toBeGreaterThan(0);
    expect(counts.pointsSent).toBe(counts.accepted + counts.duplicates);
    expect(counts.resentBatches > 0).toBe(counts.duplicates > 0);
  });
});
