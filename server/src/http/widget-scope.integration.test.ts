import {
  WIDGET_MESSAGES,
  WIDGET_SCOPE_NAMES,
  type WidgetScope,
} from '@backoffice/shared/widgets/widget-scopes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes.js';
import { users } from '../db/schema/index.js';
import { startMobileBankingTestApp } from '../test-support/mobile-banking-test-kit.js';
import { routeKey } from '../test-support/request-sweeps/id-taking-routes.js';
import { API } from '../test-support/sign-in.js';
import type { TestApp } from '../test-support/test-app.js';

let app: TestApp;
/** A token with every scope, and for each scope a token with all the others. */
let everyScope: string;
const withoutScope = new Map<WidgetScope, string>();

const mint = async (key: string, scopes: readonly WidgetScope[]): Promise<string> => {
  const answer = await app.post<{ Token: string }>(`${API}/widget/token`, {
    headers: { 'X-Api-Key': key },
    json: { Scopes: scopes },
  });
  expect(answer.status, answer.body.Message).toBe(200);
  return answer.body.Data?.Token ?? '';
};

beforeAll(async () => {
  const started = await startMobileBankingTestApp();
  app = started.app;
  const [coopAdmin] = await app.deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'coopadmin'));
  const saved = await app.post<{ Secret: string }>(`${API}/apikey/save`, {
    token: started.coop,
    companyId: 2,
    form: { Name: 'Scope walk', UserId: String(coopAdmin?.id) },
  });
  expect(saved.status, saved.body.Message).toBe(200);
  const key = saved.body.Data?.Secret ?? '';
  everyScope = await mint(key, WIDGET_SCOPE_NAMES);
  for (const scope of WIDGET_SCOPE_NAMES)
    withoutScope.set(
      scope,
      await mint(
        key,
        WIDGET_SCOPE_NAMES.filter((other) => other !== scope),
      ),
    );
});
afterAll(async () => app.close());

describe('a widget token on a route its scopes do not open', () => {
  // Public routes take no token at all; a widget token there is just an unused header.
  const guarded = apiRoutes.filter((route) => route.access !== 'public');

  it.each(guarded.map((route) => [routeKey(route), route.widgetScope ?? null] as const))(
    '%s (opened by %s) answers 403 and runs nothing',
    async (key, scope) => {
      const [method, path] = key.split(' ') as ['get' | 'post', string];
      const token = scope === null ? everyScope : (withoutScope.get(scope) ?? '');
      const answer =
        method === 'get'
          ? await app.get(`${API}${path}`, { token })
          : await app.post(`${API}${path}`, { token, json: {} });
      expect(answer.body, key).toEqual({ Code: 403, Message: WIDGET_MESSAGES.scopeMissing, Data: null });
      expect(answer.status).toBe(403);
    },
  );

  it('still opens each scoped route to a token that carries its scope (the walk is not vacuous)', async () => {
    const scoped = guarded.filter((route) => route.widgetScope && route.method === 'get');
    expect(scoped.length).toBeGreaterThan(0);
    for (const route of scoped) {
      const answer = await app.get(`${API}${route.path}`, { token: everyScope });
      expect(answer.body.Message, routeKey(route)).not.toBe(WIDGET_MESSAGES.scopeMissing);
    }
  });
});
