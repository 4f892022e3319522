import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../api-routes.js';
import { API } from '../../test-support/sign-in.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import type { OpenApiDocument } from './openapi.types.js';
import { toOpenApiPath } from './openapi-operation.js';

let app: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await startTestApp();
  const response = await fetch(`${app.base}${API}/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await response.json()) as OpenApiDocument;
});
afterAll(async () => app.close());

const operationOf = (method: 'get' | 'post', path: string) => doc.paths[toOpenApiPath(path)]?.[method];

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document served from the API base', async () => {
    const result = await validate(doc as unknown as Exclude<Parameters<typeof validate>[0], string>);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: API }]);
  });

  it("describes the Data of every route declared by a contract with the contract's response schema", () => {
    const declared = apiRoutes.filter((route) => route.response && !route.download);
    expect(declared.map((route) => route.path)).toContain('/notice/active');
    for (const route of declared) {
      const success = operationOf(route.method, route.path)?.responses['200'];
      const schema =
        success && 'content' in success ? success.content?.['application/json']?.schema : undefined;
      expect(JSON.stringify(schema), `${route.method} ${route.path}`).toContain('"Data":{');
    }
    const download = operationOf('get', '/notice/export')?.responses['200'];
    expect(JSON.stringify(download)).toContain('"text/csv"');
    const active = operationOf('get', '/notice/active')?.responses['200'];
    expect(JSON.stringify(active)).toContain('"Data":{"type":"array","items":{"type":"object"');
  });

  it('lists every mounted API route with its method', () => {
    const missing = apiRoutes
      .filter((route) => operationOf(route.method, route.path) === undefined)
      .map((route) => `${route.method} ${route.path}`);
    expect(missing).toEqual([]);
    expect(Object.values(doc.paths).flatMap((item) => Object.keys(item))).toHaveLength(apiRoutes.length);
  });

  it('documents 403 and the page code on every route that declares a permission, and only there', () => {
    const guarded = apiRoutes.filter((route) => route.permission);
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of apiRoutes) {
      const op = operationOf(route.method, route.path);
      expect(op?.responses['403'] !== undefined, `${route.method} ${route.path}`).toBe(
        Boolean(route.permission),
      );
    }
    expect(operationOf('post', '/user/enableTwofa')?.description).toContain(
      'Requires permission: Application Settings (205) · edit',
    );
  });

  it('shows the form fields of the sign-in', () => {
    const body = operationOf('post', '/user/login/admin')?.requestBody;
    expect(body?.content['application/x-www-form-urlencoded']?.schema).toMatchObject({
      properties: { UserName: { type: 'string' }, Password: { type: 'string' } },
      required: ['UserName', 'Password'],
    });
    expect(operationOf('post', '/user/login/admin')?.security).toEqual([]);
    expect(operationOf('get', '/menu/all/role')?.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('GET /api/v1/docs', () => {
  it('is an HTML reference of every route that needs no inline style or script', async () => {
    const response = await fetch(`${app.base}${API}/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await response.text();
    for (const route of apiRoutes) expect(html).toContain(`<code>${API}${toOpenApiPath(route.path)}</code>`);
    expect(html).toContain('Requires permission: Application Settings (205) · edit');
    expect(html).toContain(`href="${API}/openapi.json"`);
    expect(html).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it('serves its style sheet from the same origin', async () => {
    const response = await fetch(`${app.base}${API}/docs/styles.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await response.text()).toContain('.operation');
  });
});
