import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

export interface Violation {
  id: string;
  impact: ImpactValue | undefined;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

const BLOCKING: ReadonlySet<ImpactValue | undefined> = new Set<ImpactValue | undefined>([
  'serious',
  'critical',
]);

/**
 * Runs axe-core on the whole document and answers its serious and critical violations. The portal's
 * content security policy refuses inline scripts (addScriptTag injects one), so axe is evaluated
 * through the DevTools protocol instead, which no page policy blocks.
 */
export const seriousViolations = async (page: Page): Promise<Violation[]> => {
  axeSource ??= readFile(AXE_SOURCE_PATH, 'utf8');
  await page.evaluate(await axeSource);
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<AxeResults> };
    };
    const run = await axe.run(document, { resultTypes: ['violations'] });
    return run.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
  return results.filter((violation) => BLOCKING.has(violation.impact));
};

/** One readable block per violation, for an assertion message. */
export const describeViolations = (violations: Violation[]): string =>
  violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${violation.nodes
          .map((node) => `  at ${node.target}\n    ${node.summary.replace(/\n/g, '\n    ')}`)
          .join('\n')}`,
    )
    .join('\n\n');
