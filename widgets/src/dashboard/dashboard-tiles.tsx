import { formatCount } from '@backoffice/shared/format/money.format';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../core/navigation.tsx';

export interface TileProps {
  label: string;
  /** The main figure (a count or an amount), already in words. */
  value: string;
  /** A second line: the amount beside a count, 'of 6 sales persons'. */
  detail?: string | undefined;
  icon: LucideIcon;
  /** The list the figure counts, filtered as counted; or what opens it on this page. */
  href: string | (() => void);
  /** Marks a figure that asks for attention (bounced cheques, overdue renewals) when it is not zero. */
  warn?: boolean;
}

/** One figure that opens the list it counts. */
export const Tile = ({ label, value, detail, icon: Icon, href, warn = false }: TileProps) => {
  const content = (
    <>
      <span className="bo-tile-label">
        <span className="bo-stat-icon" aria-hidden="true">
          <Icon size={18} />
        </span>
        {label}
      </span>
      <span className="bo-tile-value" title={value}>
        {value}
      </span>
      {detail ? <span className="bo-tile-detail">{detail}</span> : null}
    </>
  );
  return (
    <li className={warn ? 'bo-tile bo-tile-warn' : 'bo-tile'}>
      {typeof href === 'string' ? (
        <AppLink href={href} className="bo-tile-link">
          {content}
        </AppLink>
      ) : (
        <button type="button" className="bo-tile-link" onClick={href}>
          {content}
        </button>
      )}
    </li>
  );
};

/** A titled row of tiles; nothing when it has none to show. */
export const TileGroup = ({ title, children }: { title: string; children: ReactNode[] }) => {
  const shown = children.filter(Boolean);
  if (shown.length === 0) return null;
  return (
    <section className="bo-tile-group" aria-label={title}>
      <h2 className="bo-tile-group-title">{title}</h2>
      <ul className="bo-tile-grid">{shown}</ul>
    </section>
  );
};

/** 'one order' / '12 orders'. */
export const countOf = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** A list's address with its filters as the list reads them from the address. */
export const listHref = (path: string, filters: Readonly<Record<string, string | undefined>>): string => {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([name, value]) => (value ? [[name, value]] : [])),
  ).toString();
  return query ? `${path}?${query}` : path;
};
