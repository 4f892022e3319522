import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { type BankSite, startBankSite } from '../../examples/cooperative-bank/bank-site.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/shared-browser.js';
import { coopUrl } from '../e2e/support/sign-in.js';
import { addWidgetOrigin, createCoopApiKey } from '../e2e/support/widget-token.js';
import { type StartOptions, startServer } from '../support/server-process.js';
import { type BenchRow, fixed, percentile } from './load-generator.js';

const RUNS = 9;
const VIEWPORT = { width: 1280, height: 800 } as const;
// Generous for a loaded 2-core machine, but finite: a page that never shows rows must end the run.
const RUN_TIMEOUT_MS = 30_000;
/** A member's row in the element's table (the header row is in thead). */
const MEMBER_ROW = 'tbody tr';

interface RunFigures {
  firstRowMs: number;
  scriptMs: number;
  tokenMs: number;
  listSentMs: number;
  listMs: number;
}

declare global {
  interface Window {
    boFirstRowAt?: number;
  }
}

/**
 * Runs in the page before its own scripts: checks the element's shadow root every frame and notes
 * when a member row first exists (a frame later it is on screen). Page clock: 0 is the navigation.
 * Text, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const FIRST_ROW_WATCH = `(() => {
  const check = () => {
    const row = document.querySelector('bo-renewals')?.shadowRoot?.querySelector(${JSON.stringify(MEMBER_ROW)});
    if (row) window.boFirstRowAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

const measureRun = async (context: BrowserContext, url: string): Promise<RunFigures> => {
  const page = await context.newPage();
  page.setDefaultTimeout(RUN_TIMEOUT_MS);
  try {
    await page.addInitScript({ content: FIRST_ROW_WATCH });
    await page.goto(url);
    await page.waitForFunction(() => window.boFirstRowAt !== undefined);
    const seen = await page.evaluate(() => ({
      firstRowMs: window.boFirstRowAt ?? Number.NaN,
      resources: performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        startMs: entry.startTime,
        endMs: (entry as PerformanceResourceTiming).responseEnd,
      })),
    }));
    const first = (suffix: string) => seen.resources.find((resource) => resource.path.endsWith(suffix));
    const endOf = (suffix: string) => first(suffix)?.endMs ?? Number.NaN;
    return {
      firstRowMs: seen.firstRowMs,
      scriptMs: endOf('/widgets/renewals.js'),
      tokenMs: endOf('/widget-token'),
      listSentMs: first('/ListRenewalMembers')?.startMs ?? Number.NaN,
      listMs: endOf('/ListRenewalMembers'),
    };
  } finally {
    await page.close();
  }
};

const row = (what: string, values: readonly number[]): BenchRow => {
  const sorted = [...values].sort((a, b) => a - b);
  // No throughput here: NaN shows as a missing figure in the tables.
  return {
    what,
    requests: values.length,
    errors: 0,
    rps: Number.NaN,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
};

const printRuns = (title: string, figures: readonly RunFigures[]) => {
  console.log(title);
  console.table(
    figures.map((figure, index) => ({
      run: index + 1,
      'renewals.js loaded ms': fixed(figure.scriptMs, 1),
      'token answered ms': fixed(figure.tokenMs, 1),
      'list sent ms': fixed(figure.listSentMs, 1),
      'list answered ms': fixed(figure.listMs, 1),
      'first member row ms': fixed(figure.firstRowMs, 1),
    })),
  );
};

/**
 * The example bank site in Chromium: navigation to the first member row in <bo-renewals>, its
 * widget token minted by the bank's backend on each load. Cold runs get a new profile each (no
 * cache); warm runs load the page again in one profile. One unmeasured warm-up run first.
 */
export const benchWidgetFirstRows = async (
  options: Pick<StartOptions, 'entry'> = {},
): Promise<BenchRow[]> => {
  const server = await startServer(options);
  let browser: Browser | undefined;
  let site: BankSite | undefined;
  try {
    const { apiKey, session } = await createCoopApiKey(server.baseUrl);
    // coop.localhost picks the cooperative's deployment entry, as on a real host name.
    const backofficeUrl = new URL(coopUrl(server.baseUrl, '/')).origin;
    // A free port rather than the demo's 4200, which a developer may be running the example on.
    site = await startBankSite({ port: 0, backofficeUrl, apiKey: apiKey.secret });
    await addWidgetOrigin(session, site.url);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const url = `${site.url}/`;

    const cold: RunFigures[] = [];
    for (let run = 0; run <= RUNS; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      try {
        const figures = await measureRun(context, url);
        if (run > 0) cold.push(figures);
      } finally {
        await context.close();
      }
    }
    const warm: RunFigures[] = [];
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      await measureRun(context, url);
      for (let run = 0; run < RUNS; run += 1) warm.push(await measureRun(context, url));
    } finally {
      await context.close();
    }

    printRuns(`\nbank site → first renewal row, new profile each run (${RUNS} runs):`, cold);
    printRuns(`bank site → first renewal row, same profile (cached files, ${RUNS} runs):`, warm);
    const rows = [
      row(
        'renewals widget: navigation → first row (cold)',
        cold.map((figure) => figure.firstRowMs),
      ),
      row(
        'renewals widget: navigation → first row (cached)',
        warm.map((figure) => figure.firstRowMs),
      ),
    ];
    console.table(
      rows.map((line) => ({
        what: line.what,
        'p50 ms': fixed(line.p50Ms, 1),
        'p95 ms': fixed(line.p95Ms, 1),
        runs: line.requests,
      })),
    );
    return rows;
  } finally {
    await browser?.close().catch(() => undefined);
    await site?.close();
    await server.stop();
  }
};
