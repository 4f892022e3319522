import type { MenuGroupDto } from '@backoffice/shared/catalogue/menu.contract';
import type { RecordHit, RecordKind } from '@backoffice/shared/search/record-search.contract';
import { filterMenu } from './side-menu.tsx';

/** One line of the palette: a page of the menu or a record the server found. */
export interface PaletteEntry {
  key: string;
  title: string;
  /** The second line: a page's menu group, a record's kind and detail. */
  detail: string;
  url: string;
}

export const RECORD_KIND_LABELS: Readonly<Record<RecordKind, string>> = {
  order: 'Order',
  party: 'Party',
  product: 'Product',
  user: 'User',
  activationRequest: 'Activation request',
};

/** The menu's entries whose name holds the text, each with the group it sits in, in menu order. */
export const pageEntries = (groups: readonly MenuGroupDto[], text: string): PaletteEntry[] => {
  if (text.trim() === '') return [];
  const walk = (group: MenuGroupDto): PaletteEntry[] => [
    ...group.Menus.map((item) => ({
      key: `page:${item.Url}`,
      title: item.Name,
      detail: group.Name,
      url: item.Url,
    })),
    ...group.ChildMenuGroup.flatMap(walk),
  ];
  const entries = filterMenu(groups, text).flatMap(walk);
  // An entry listed under two groups is one page.
  return entries.filter((entry, index) => entries.findIndex((other) => other.url === entry.url) === index);
};

/** `day` writes a record's date in the user's calendar (useShownDates().day). */
export const recordEntries = (hits: readonly RecordHit[], day: (value: string) => string): PaletteEntry[] =>
  hits.map((hit) => ({
    key: `${hit.Kind}:${hit.Id}`,
    title: hit.Title,
    detail: [RECORD_KIND_LABELS[hit.Kind], hit.Detail, hit.Date === null ? '' : day(hit.Date)]
      .filter(Boolean)
      .join(' · '),
    url: hit.Url,
  }));
