import type { Locator, Page } from 'playwright-core';
import { apiSignIn } from '../support/api.js';
import type { PortalFixture } from '../support/portal-fixture.js';
import { signInToDashboard } from '../support/sign-in.js';

/** Demo sign-ins (server/src/demo/demo-accounts.ts). */
export const ADMIN = { userName: 'admin', password: 'Admin@123' } as const;
export const STAFF = { userName: 'staff', password: 'Staff@123' } as const;

export const pageSignedInAs = async (
  portal: PortalFixture,
  account: { userName: string; password: string },
): Promise<Page> => {
  const page = await portal.newPage();
  await signInToDashboard(page, account.userName, account.password);
  return page;
};

export const tokenOf = async (
  portal: PortalFixture,
  account: { userName: string; password: string },
): Promise<string> => {
  const { token, message } = await apiSignIn(portal.server.baseUrl, account.userName, account.password);
  if (!token) throw new Error(`${account.userName} could not sign in: ${message}`);
  return token;
};

interface Envelope<T> {
  Code: number;
  Message: string;
  Data: T;
}

/** A call to the API with a token, answering the whole envelope (failures included). */
export const callThroughApi = async <T>(
  portal: PortalFixture,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  form?: Record<string, string>,
): Promise<Envelope<T>> => {
  const answer = await fetch(`${portal.server.baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, CompanyId: '1', Accept: 'application/json' },
    ...(form ? { body: new URLSearchParams(form) } : {}),
  });
  return (await answer.json()) as Envelope<T>;
};

/** The id of the company-1 record of `apiPath` whose `field` is `value`, found through its list. */
export const idNamed = async (
  portal: PortalFixture,
  token: string,
  apiPath: string,
  field: string,
  value: string,
): Promise<number> => {
  const list = await callThroughApi<{ Items: Record<string, unknown>[] }>(
    portal,
    token,
    'GET',
    `/${apiPath}/list?pageNo=1&pageSize=200&query=${encodeURIComponent(value)}`,
  );
  const found = list.Data.Items.find((item) => item[field] === value);
  if (!found || typeof found.Id !== 'number') throw new Error(`no ${apiPath} with ${field} ${value}`);
  return found.Id;
};

/** The text people see in an element, without screen-reader-only words. */
export const visibleText = (locator: Locator): Promise<string> =>
  locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.bo-sr-only')) hidden.remove();
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
