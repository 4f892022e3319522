import { PAGE_CODES, type PageName } from '@backoffice/shared/page-codes';
import { grantedPages, type Member } from '../auth/page-grants.js';
import type { Database } from '../db/database.js';

const NAME_OF_CODE = new Map<number, PageName>(
  Object.entries(PAGE_CODES).map(([name, code]) => [code, name as PageName]),
);

const namesOf = (codes: Iterable<number>): Set<string> => {
  const names = new Set<string>();
  for (const code of codes) {
    const name = NAME_OF_CODE.get(code);
    if (name) names.add(name);
  }
  return names;
};

/** The pages a user may view in a company, by name (the rule is grantedPages'), for every event a connection gets. */
export const viewablePages = async (
  db: Database,
  companyId: number,
  user: Member,
): Promise<ReadonlySet<string>> => {
  const granted = await grantedPages(db, companyId, [user], 'view');
  return namesOf(granted.get(user.userId) ?? []);
};
