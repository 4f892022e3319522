import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../core/navigation.tsx';

interface DocumentPageHeadProps {
  /** The way back; none where there is nowhere to go back to (an embedded element). */
  back?: { href: string; label: string } | undefined;
  title: string;
  /** Status, party and such under the title; nothing while the record loads. */
  subhead?: ReactNode;
  /** Links beside the title (Edit). */
  actions?: ReactNode;
}

/** The head of the return and collection pages: the way back, the title, what the record is. */
export const DocumentPageHead = ({ back, title, subhead, actions }: DocumentPageHeadProps) => (
  <div className="bo-page-head">
    <div>
      {back ? (
        <AppLink href={back.href} className="bo-back-link">
          <ArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </AppLink>
      ) : null}
      <h1>{title}</h1>
      {subhead ? <p className="bo-order-subhead">{subhead}</p> : null}
    </div>
    {actions}
  </div>
);
