import type { ReactNode } from 'react';

/** A table's column head for amounts and counts: right-aligned, as the numbers under it are. */
export const NumberColumn = ({ children }: { children: ReactNode }) => (
  <th scope="col" className="bo-cell-number">
    {children}
  </th>
);
