import type { ReactNode } from 'react';

interface SalesListHeadProps {
  title: string;
  /** '3 returns'; nothing while the first page loads. */
  count?: string;
  /** The way to make a new record, where the user may. */
  children?: ReactNode;
}

/** The head of a sales list: its title, how many records it holds, and the New link. */
export const SalesListHead = ({ title, count, children }: SalesListHeadProps) => (
  <div className="bo-page-head">
    <div>
      <h1>{title}</h1>
      {count ? <p className="bo-muted">{count}</p> : null}
    </div>
    {children}
  </div>
);
