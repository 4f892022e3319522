import { MODULES } from '@backoffice/shared/catalogue/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes.js';
import { companyModules } from '../db/schema/index.js';
import {
  addMissingRecords,
  COMPANY_RECORDS,
  findRecordIds,
  type RecordIds,
  readBack,
} from '../test-support/company-records.js';
import { csvRows, downloadExport } from '../test-support/export-download.js';
import { startMobileBankingTestApp } from '../test-support/mobile-banking-test-kit.js';
import {
  CROSS_COMPANY_CASES,
  type CrossCompanyCase,
} from '../test-support/request-sweeps/cross-company-cases.js';
import { idTakingRoutes, routeKey } from '../test-support/request-sweeps/id-taking-routes.js';
import { API } from '../test-support/sign-in.js';
import type { TestApp } from '../test-support/test-app.js';

let app: TestApp;
/** Company 1's administrator and company 2's: each aims at the other company's records. */
let callers: Record<1 | 2, { token: string; companyId: number }>;
let ids: RecordIds;

beforeAll(async () => {
  const started = await startMobileBankingTestApp();
  app = started.app;
  callers = { 1: { token: started.coop, companyId: 2 }, 2: { token: started.other, companyId: 1 } };
  // Every module for both companies: a refusal must come from the record's company, not a module.
  for (const companyId of [1, 2])
    await app.deps.db
      .insert(companyModules)
      .values(MODULES.map((module) => ({ companyId, moduleId: module.id })))
      .onConflictDoNothing();
  await addMissingRecords(app, started.other);
  ids = await findRecordIds(app.deps.db);
});
afterAll(async () => app.close());

const isCase = (entry: (typeof CROSS_COMPANY_CASES)[string]): entry is CrossCompanyCase => 'record' in entry;

const queryString = (fields: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(fields).map(([name, value]) => [name, value === null ? '' : String(value)]),
  ).toString();

/** An empty page, list or board: what a filter naming another company's record must answer. */
const listsNothing = (data: unknown): boolean => {
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data !== 'object' || data === null) return false;
  if ('TotalCount' in data) return data.TotalCount === 0;
  if ('Columns' in data && Array.isArray(data.Columns))
    return data.Columns.every((column: { Count?: number }) => column.Count === 0);
  return false;
};

describe('the table of cross-company cases', () => {
  it('has an entry for every hand-written route that takes an id', () => {
    const missing = idTakingRoutes()
      .filter((route) => !(route.key in CROSS_COMPANY_CASES))
      .map((route) => `${route.key} (takes ${route.fields.join(', ')})`);
    expect(
      missing,
      'add a case to server/src/test-support/request-sweeps/cross-company-cases.ts for',
    ).toEqual([]);
  });

  it('names only routes that exist, and gives a reason for every answer but 404', () => {
    const known = new Set(apiRoutes.map(routeKey));
    expect(Object.keys(CROSS_COMPANY_CASES).filter((key) => !known.has(key))).toEqual([]);
    const unexplained = Object.entries(CROSS_COMPANY_CASES)
      .filter(([, entry]) => isCase(entry) && (entry.status ?? 404) !== 404 && !entry.why)
      .map(([key]) => key);
    expect(unexplained).toEqual([]);
  });
});

describe("another company's record", () => {
  const cases = Object.entries(CROSS_COMPANY_CASES).filter((entry): entry is [string, CrossCompanyCase] =>
    isCase(entry[1]),
  );

  it.each(cases)('%s answers the expected status and changes nothing', async (key, entry) => {
    const [method, path] = key.split(' ') as ['get' | 'post', string];
    const owner = COMPANY_RECORDS[entry.record].company;
    const id = ids[entry.record];
    const before = await readBack(app.deps.db, entry.record, id);
    const query = entry.query ? `?${queryString(entry.query(ids))}` : '';
    const options = { ...callers[owner], ...(entry.body ? { json: entry.body(ids) } : {}) };
    if (entry.exportsNothing) {
      const file = await downloadExport(app, `${path.slice(1)}${query}`, callers[owner]);
      expect(file.status, `${key}: ${file.text.slice(0, 200)}`).toBe(200);
      expect(csvRows(file), `${key} exported records`).toHaveLength(1);
      expect(await readBack(app.deps.db, entry.record, id)).toEqual(before);
      return;
    }
    const answer =
      method === 'get'
        ? await app.get(`${API}${path}${query}`, options)
        : await app.post(`${API}${path}${query}`, options);
    expect(answer.status, `${key}: ${answer.body.Message}`).toBe(entry.status ?? 404);
    expect(answer.body.Code).toBe(answer.status);
    if (entry.listsNothing) expect(listsNothing(answer.body.Data), `${key} listed records`).toBe(true);
    expect(await readBack(app.deps.db, entry.record, id), `${key} changed ${entry.record} ${id}`).toEqual(
      before,
    );
  });
});
