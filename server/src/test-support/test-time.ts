/**
 * The instant the integration suite treats as now: the template is seeded at it and every test
 * app's clock starts at it, so seeded "4 minutes ago" rows have fixed times tests can assert.
 */
export const TEST_EPOCH = new Date('2026-11-22T04:15:00.000Z');
