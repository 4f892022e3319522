import { formatDate } from '@backoffice/shared/format/date.format';
import { useStore } from '@nanostores/react';
import { $currentCompanyId } from '../../core/company.store.ts';
import { emitFromHost, type HostedElementProps } from '../../core/element-host.tsx';
import { companyIdOfEmbedToken } from '../../core/embed-token.ts';
import { serverUrl } from '../../core/site-config.ts';
import { type EmbedTokenProps, useEmbedToken } from '../../core/use-embed-token.ts';
import { Loader } from '../../ui/loader.tsx';
import { activationDetailPath } from '../activation-paths.ts';
import { fillDetailUrl, renewTargetOf } from './renew-target.ts';
import type { RenewLink } from './renewal-member-table.tsx';
import { RenewalPanel } from './renewal-panel.tsx';
import { pageSizeOf } from './renewal-panel-state.ts';
import { useRenewalPage } from './use-renewal-page.ts';

/**
 * AD, the spec's default: the calendar choice belongs to the portal, and the BS converter would be
 * a tenth of this element's size budget.
 */
const adDay = (value: string) => formatDate(value) || value;

export interface RenewalsElementProps extends HostedElementProps, EmbedTokenProps {
  /** Rows per page at first (`page-size`); 20 without it. */
  pageSize?: number;
  /** The host's own detail page (`detail-url`), with {id}, {phone} and {cid} to fill in. */
  detailUrl?: string;
}

/**
 * <bo-renewals token="…">: the Account Renew list shown in place, for a cooperative's own site.
 * Renew fires a cancelable `renew` event with {id, phone, cid}; unless the host cancels it, the
 * host's detail-url (or our portal's detail route) opens in a new tab.
 */
export const RenewalsElement = ({ token, pageSize, detailUrl, container }: RenewalsElementProps) => {
  const waiting = useEmbedToken(token, container);
  const remembered = useStore($currentCompanyId);
  const companyId = companyIdOfEmbedToken(token) ?? remembered ?? '';
  const renewLink: RenewLink = {
    href: (member) => {
      const target = renewTargetOf(member, companyId);
      const hosts = detailUrl ? fillDetailUrl(detailUrl, target, location.href) : undefined;
      return hosts ?? serverUrl(activationDetailPath(target.id, target.phone, companyId));
    },
    onClick: (member, event) => {
      if (!emitFromHost(container, 'renew', renewTargetOf(member, companyId), true)) event.preventDefault();
    },
  };
  if (waiting) return <Loader label="Waiting for the widget token" />;
  const rows = pageSizeOf(pageSize);
  return (
    // A card of its own: the host page's background is not ours to rely on, in either theme.
    <div className="bo-card">
      <RenewalPanel
        // A new page-size attribute starts the list again at that size.
        key={rows}
        useList={useRenewalPage}
        renewLink={renewLink}
        formatDay={adDay}
        initialPageSize={rows}
      />
    </div>
  );
};
