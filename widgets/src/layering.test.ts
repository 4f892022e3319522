import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { breaches, isUnder, SHARED_SRC, sourceFilesUnder } from '../../tests/support/import-scan.ts';

const WIDGETS_SRC = dirname(fileURLToPath(import.meta.url));

/** The parts every screen builds on: the API client and stores, the UI kit, the generic entity screens. */
const WIDGETS_GENERIC = ['core', 'ui', 'entities'];
/** Style sheets: no code, so no domain to reach. */
const WIDGETS_NEUTRAL = ['styles'];

/** Shared places any generic part may use: the contracts' mechanism, formats, texts, the calendar. */
const SHARED_GENERIC = ['http', 'format', 'text', 'calendar', 'state-machine'];
/**
 * Files of shared's domain folders the generic parts name on purpose, each for a job of the core:
 * the session it keeps, the hubs it connects to, the permission check every screen asks through.
 */
const SHARED_EXCEPTIONS: Record<string, string> = {
  'session/storage-keys.ts': 'the browser storage keys (spec section 3) the core stores keep',
  'session/token-claims.ts': "the access token's claims the core reads its expiry from",
  'session/account.contract.ts':
    "who the signed-in person is in this company (useOwnProfile), which an owned record's form fills in",
  'session/sign-in.schema.ts':
    'the signed-in user and roles the session store keeps, as sign-in answers them',
  'realtime/hub-contract.ts': "the hubs' paths, names and timings of the core's one hub connection",
  'administration/permission.contract.ts':
    'the page-permission check (usePagePermission) every screen asks through',
};
const EXCEPTION_TARGETS = Object.keys(SHARED_EXCEPTIONS).map((file) =>
  join(SHARED_SRC, file.replace(/\.ts$/, '')),
);

/** The widgets' folders of a domain, and elements (which assembles them): every folder but the generic ones. */
const widgetDomains = (): string[] =>
  readdirSync(WIDGETS_SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => !WIDGETS_GENERIC.includes(name) && !WIDGETS_NEUTRAL.includes(name));

const allowedInShared = (target: string): boolean => {
  const [top = '', ...rest] = relative(SHARED_SRC, target).split(sep);
  // The files at the top of shared (envelope, paging, page codes) and of entities (the mechanism);
  // the declarations in entities' subfolders are domain data.
  if (rest.length === 0 || (top === 'entities' && rest.length === 1)) return true;
  return SHARED_GENERIC.includes(top) || EXCEPTION_TARGETS.includes(target);
};

describe('widgets layering', () => {
  it('names folders and files that exist', () => {
    expect(widgetDomains()).toEqual(expect.arrayContaining(['sales', 'mobile-banking', 'shell', 'elements']));
    for (const file of Object.keys(SHARED_EXCEPTIONS))
      expect(existsSync(join(SHARED_SRC, file)), file).toBe(true);
  });

  it("keeps the widgets' core, UI kit and entity screens free of domain folders", () => {
    const domains = widgetDomains().map((name) => join(WIDGETS_SRC, name));
    const files = WIDGETS_GENERIC.flatMap((folder) => sourceFilesUnder(join(WIDGETS_SRC, folder)));
    expect(files.length).toBeGreaterThan(50);
    const refused = (target: string) =>
      domains.some((domain) => isUnder(target, domain)) ||
      // The files at the top of widgets/src assemble the domains (the loader, the form panels).
      dirname(target) === WIDGETS_SRC ||
      (isUnder(target, SHARED_SRC) && !allowedInShared(target));
    expect(breaches(files, refused)).toEqual([]);
  });
});
