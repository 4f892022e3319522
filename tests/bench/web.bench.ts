import { once } from 'node:events';
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/shared-browser.js';
import { startServer } from '../support/server-process.js';
import type { BenchRow } from './load-generator.js';

/** Budgets of the portal shell issue. */
const BUDGETS = {
  loginRouteKb: 120,
  loginWidgetKb: 35,
  lighthouseScore: 95,
} as const;

/** What a page downloads as JavaScript, gzip -9 each file, as a browser would receive it compressed. */
const javascriptGzipBytes = async (
  page: Page,
  load: () => Promise<unknown>,
): Promise<Map<string, number>> => {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
        },
        () => undefined,
      ),
    );
  });
  await load();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return sizes;
};

const total = (sizes: Map<string, number>): number =>
  [...sizes.values()].reduce((sum, size) => sum + size, 0);
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const measureLoginRoute = async (browser: Browser, baseUrl: string) => {
  const page = await browser.newPage();
  const sizes = await javascriptGzipBytes(page, () => page.goto(`${baseUrl}/account/login`));
  await page.close();
  return sizes;
};

/** The login widget on a page of another site, as a bank would embed it. */
const measureLoginWidget = async (browser: Browser, baseUrl: string) => {
  const html = `<!doctype html><title>Bank</title><script type="module" src="${baseUrl}/widgets/admin-login.js"></script><bo-admin-login server="${baseUrl}"></bo-admin-login>`;
  const host = createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(html),
  );
  host.listen(0, '127.0.0.1');
  await once(host, 'listening');
  const address = host.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const page = await browser.newPage();
  try {
    // localhost and 127.0.0.1 are different origins: the widget loads cross-origin, as on a bank's site.
    return await javascriptGzipBytes(page, () => page.goto(`http://localhost:${port}/`));
  } finally {
    await page.close();
    host.close();
  }
};

const lighthouseScores = async (url: string) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const scores: Record<string, { performance: number; accessibility: number }> = {};
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        },
        config,
      );
      const categories = result?.lhr.categories;
      const failed = (categories?.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      const problem = result?.lhr.runtimeError;
      if (problem)
        console.log(`Lighthouse could not measure (${formFactor}): ${problem.code} ${problem.message}`);
      if (failed.length > 0)
        console.log(`Lighthouse accessibility audits not passed (${formFactor}):`, failed);
      scores[formFactor] = {
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
      };
    }
    return scores;
  } finally {
    chrome.kill();
  }
};

/** Front-end figures: JS the login route and the login widget load, and Lighthouse scores of /account/login. */
export const benchWeb = async (): Promise<BenchRow[]> => {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const route = await measureLoginRoute(browser, server.baseUrl);
    const widget = await measureLoginWidget(browser, server.baseUrl);
    await browser.close();
    const scores = await lighthouseScores(`${server.baseUrl}/account/login`);
    const rows = [
      {
        figure: 'login route JS (gzip -9)',
        value: `${kb(total(route))} KB in ${route.size} files`,
        target: `≤ ${BUDGETS.loginRouteKb} KB`,
        met: total(route) <= BUDGETS.loginRouteKb * 1024,
      },
      {
        figure: 'login widget JS (gzip -9)',
        value: `${kb(total(widget))} KB in ${widget.size} files`,
        target: `≤ ${BUDGETS.loginWidgetKb} KB`,
        met: total(widget) <= BUDGETS.loginWidgetKb * 1024,
      },
      ...Object.entries(scores).flatMap(([formFactor, score]) =>
        (['performance', 'accessibility'] as const).map((category) => ({
          figure: `Lighthouse ${category} (${formFactor})`,
          value: String(score[category]),
          target: `≥ ${BUDGETS.lighthouseScore}`,
          met: score[category] >= BUDGETS.lighthouseScore,
        })),
      ),
    ];
    console.table(rows);
    console.log(
      'files of the login route:',
      Object.fromEntries([...route].map(([file, size]) => [file, kb(size)])),
    );
    console.log(
      'files of the login widget:',
      Object.fromEntries([...widget].map(([file, size]) => [file, kb(size)])),
    );
    return [];
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
};
