import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type {
  AccountStatement,
  ActivationActionResult,
  CoreAccount,
  CoreCustomer,
  SmsOutboxMessage,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { Page } from '@backoffice/shared/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coopCalls,
  requestIdOf,
  startMobileBankingTestApp,
} from '../../test-support/mobile-banking-test-kit.js';
import { API } from '../../test-support/sign-in.js';
import { temporaryFolders } from '../../test-support/temporary-folders.js';
import { DEPLOYMENT_FIXTURE, type TestApp } from '../../test-support/test-app.js';

interface GatewayCall {
  path: string;
  authorization: string | undefined;
  body: { to: string; message: string; sender: string; reference: string } | null;
}

const bodyOf = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A stand-in for the cooperative's SMS gateway and core-banking service, on a local port. */
const startFakeBank = async () => {
  const calls: GatewayCall[] = [];
  const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value) });
  const answerFor = (method: string, path: string): { status: number; body: string } => {
    if (method === 'POST' && path === '/sms') return json(202, { accepted: true });
    if (method === 'POST' && path === '/sms-broken') return json(500, { error: 'down' });
    if (path === '/core/customers/C-77')
      return json(200, {
        memberNo: 'C-77',
        name: 'Nabin Joshi',
        mobileNumber: '+9779851000077',
        email: null,
      });
    if (path === '/core/customers/C-77/accounts')
      return json(200, { accounts: [{ accountNo: 'CORE-1', accountType: 'saving', balance: 1_234_550 }] });
    if (path.startsWith('/core/customers/C-77/accounts/CORE-1/statement?from=2026-11-01&to=2026-11-22'))
      return json(200, {
        accountNo: 'CORE-1',
        openingBalance: 1_000_000,
        entries: [
          { date: '2026-11-05', description: 'Salary', debit: 0, credit: 300_000 },
          { date: '2026-11-09', description: 'ATM', debit: 65_450, credit: 0 },
        ],
      });
    if (path === '/core/customers/C-88') return json(200, { member: 'not the contract' });
    if (path === '/core/customers/C-99') return { status: 503, body: 'maintenance' };
    return json(404, { error: 'not found' });
  };
  const server: Server = createServer(async (req, res) => {
    const raw = await bodyOf(req);
    const path = req.url ?? '';
    calls.push({
      path,
      authorization: req.headers.authorization,
      body: raw ? (JSON.parse(raw) as GatewayCall['body']) : null,
    });
    const answer = answerFor(req.method ?? 'GET', path);
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calls, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** The demo deployment file with the cooperative's host pointed at the fake bank. */
const deploymentWith = async (dir: string, coop: Record<string, unknown>): Promise<string> => {
  const file = JSON.parse(await readFile(DEPLOYMENT_FIXTURE, 'utf8')) as { hosts: Record<string, object> };
  file.hosts.coop = { ...file.hosts.coop, ...coop };
  const path = join(dir, `deployment-${Math.random().toString(36).slice(2)}.json`);
  await writeFile(path, JSON.stringify(file));
  return path;
};

let bank: Awaited<ReturnType<typeof startFakeBank>>;
let dir: string;
const newFolder = temporaryFolders('mb-adapters-');
beforeAll(async () => {
  bank = await startFakeBank();
  dir = await newFolder();
});
afterAll(async () => bank.close());

describe('default adapters: the database and the outbox', () => {
  let app: TestApp;
  let coop: string;
  beforeAll(async () => {
    ({ app, coop } = await startMobileBankingTestApp());
  });
  afterAll(async () => app.close());

  it('reads customer detail, accounts and a statement from our members and accounts', async () => {
    const calls = coopCalls(app, coop);
    const id = await requestIdOf(app, coop, 'M-1004');
    const customer = await calls.get<CoreCustomer>(`customerdetail?id=${id}`);
    expect(customer.body.Data).toEqual({
      MemberNo: 'M-1004',
      Name: 'Krishna Prasad Koirala',
      MobileNumber: '9841000004',
      Email: null,
      Address: 'Jawalakhel, Lalitpur',
    });
    expect((await calls.get<CoreCustomer>('customerdetail?memberNo=m-1010')).body.Data?.Name).toBe(
      'Deepak Bhandari',
    );
    expect((await calls.get('customerdetail?memberNo=M-4040')).status).toBe(404);
    expect((await calls.get('customerdetail')).status).toBe(400);
    const accounts = await calls.get<CoreAccount[]>(`accountlist?id=${id}`);
    expect(accounts.body.Data).toEqual([
      { AccountNo: 'FD-1004', AccountType: 'fixedDeposit', Balance: 100_000 },
      { AccountNo: 'SAV-1004', AccountType: 'saving', Balance: 20_625.5 },
    ]);
    const statement = await calls.get<AccountStatement>(
      `statement?id=${id}&accountNo=SAV-1004&fromDate=2026-11-01`,
    );
    expect(statement.body.Data).toEqual({
      AccountNo: 'SAV-1004',
      FromDate: '2026-11-01',
      ToDate: '2026-11-22',
      OpeningBalance: 22_500,
      Entries: [
        { Date: '2026-11-02', Description: 'Cash withdrawal', Debit: 2000, Credit: 0, Balance: 20_500 },
        { Date: '2026-11-17', Description: 'Interest credited', Debit: 0, Credit: 125.5, Balance: 20_625.5 },
      ],
      ClosingBalance: 20_625.5,
    });
    // Another member's account is not this request's to read.
    expect((await calls.get(`statement?id=${id}&accountNo=SAV-1005`)).status).toBe(404);
    expect(
      (await calls.get(`statement?id=${id}&accountNo=SAV-1004&fromDate=2026-12-01&toDate=2026-11-01`)).status,
    ).toBe(400);
    expect((await calls.get(`statement?id=${id}&accountNo=SAV-1004&fromDate=2026-13-01`)).status).toBe(400);
  });
});

describe('HTTP adapters: the SMS gateway and the core-banking service', () => {
  let app: TestApp;
  let coop: string;
  beforeAll(async () => {
    const deploymentFile = await deploymentWith(dir, {
      smsServiceUrl: `${bank.base}/sms`,
      coreBanking: { url: `${bank.base}/core/`, apiKey: 'core-secret' },
    });
    ({ app, coop } = await startMobileBankingTestApp({ deploymentFile }));
  });
  afterAll(async () => app.close());

  it('registers a member of the core service and sends the code through the gateway, keeping it masked', async () => {
    const calls = coopCalls(app, coop);
    const done = await calls.post('register', { MemberNo: 'C-77', PhoneNumber: '9851000077' });
    expect(done.status, done.body.Message).toBe(200);
    expect(done.body.Data?.Request).toMatchObject({ MemberNo: 'C-77', MemberName: 'Nabin Joshi' });
    // The core's +977… and the typed 9851000077 are one number, sent in normal form.
    expect(done.body.Data?.Sms).toMatchObject({
      Adapter: 'http',
      Status: 'sent',
      PhoneNumber: '+9779851000077',
    });
    const sms = bank.calls.filter((call) => call.path === '/sms').at(-1)?.body;
    expect(sms).toMatchObject({
      to: '+9779851000077',
      sender: 'Cooperative',
      reference: `sms-2-${done.body.Data?.Sms?.Id}`,
    });
    const code = /\b(\d{6})\b/.exec(sms?.message ?? '')?.[1] ?? '';
    expect(bank.calls.find((call) => call.path === '/core/customers/C-77')?.authorization).toBe(
      'Bearer core-secret',
    );

    const outbox = await app.get<Page<SmsOutboxMessage>>(`${API}/smsoutbox/list?pageSize=1`, {
      token: coop,
      companyId: 2,
    });
    expect(outbox.body.Data?.Items[0]).toMatchObject({
      Adapter: 'http',
      Status: 'sent',
      SentAt: expect.any(String),
    });
    expect(outbox.body.Data?.Items[0]?.Message).toContain('******');
    expect(outbox.body.Data?.Items[0]?.Message).not.toContain(code);

    const id = done.body.Data?.Request.Id ?? 0;
    const activated = await calls.post<ActivationActionResult>(`verifyotp?id=${id}`, { Code: code });
    expect(activated.status, activated.body.Message).toBe(200);
    expect(activated.body.Data?.Sms).toMatchObject({ Adapter: 'http', Status: 'sent' });
  });

  it('reads accounts and statements from the core service', async () => {
    const calls = coopCalls(app, coop);
    const id = await requestIdOf(app, coop, 'C-77');
    expect((await calls.get<CoreAccount[]>(`accountlist?id=${id}`)).body.Data).toEqual([
      { AccountNo: 'CORE-1', AccountType: 'saving', Balance: 12_345.5 },
    ]);
    const statement = await calls.get<AccountStatement>(
      `statement?id=${id}&accountNo=CORE-1&fromDate=2026-11-01`,
    );
    expect(statement.body.Data).toMatchObject({
      OpeningBalance: 10_000,
      ClosingBalance: 12_345.5,
      Entries: [
        { Date: '2026-11-05', Description: 'Salary', Debit: 0, Credit: 3000, Balance: 13_000 },
        { Date: '2026-11-09', Description: 'ATM', Debit: 654.5, Credit: 0, Balance: 12_345.5 },
      ],
    });
    expect((await calls.get(`statement?id=${id}&accountNo=CORE-2&fromDate=2026-11-01`)).status).toBe(404);
  });

  it('answers 502 when the core service fails or answers outside the contract, 404 for an unknown member', async () => {
    const calls = coopCalls(app, coop);
    const odd = await calls.get('customerdetail?memberNo=C-88');
    expect(odd.status).toBe(502);
    expect(odd.body.Message).toBe('The core banking service answered in a shape we do not know.');
    const down = await calls.get('customerdetail?memberNo=C-99');
    expect(down.status).toBe(502);
    expect(down.body.Message).toBe('The core banking service answered 503.');
    expect((await calls.get('customerdetail?memberNo=C-404')).status).toBe(404);
    // Our own members are not consulted when the cooperative has its own core.
    expect((await calls.post('register', { MemberNo: 'M-1010', PhoneNumber: '9841000010' })).status).toBe(
      400,
    );
  });

  it('records a message the gateway refuses as failed, and the action still stands', async () => {
    const broken = await deploymentWith(dir, { smsServiceUrl: `${bank.base}/sms-broken` });
    const other = await startMobileBankingTestApp({ deploymentFile: broken });
    try {
      const calls = coopCalls(other.app, other.coop);
      const id = await requestIdOf(other.app, other.coop, 'M-1001');
      const sent = await calls.post(`resendotp?id=${id}`);
      expect(sent.status).toBe(200);
      expect(sent.body.Data?.Sms).toMatchObject({ Adapter: 'http', Status: 'failed' });
      const outbox = await other.app.get<Page<SmsOutboxMessage>>(`${API}/smsoutbox/list?Status=failed`, {
        token: other.coop,
        companyId: 2,
      });
      expect(outbox.body.Data?.Items[0]).toMatchObject({
        Error: 'The SMS gateway answered 500.',
        SentAt: null,
      });
      expect(sent.body.Data?.Request.PendingCodes).toHaveLength(1);
    } finally {
      await other.app.close();
    }
  });
});
