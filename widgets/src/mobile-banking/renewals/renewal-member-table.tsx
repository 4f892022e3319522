import type { RenewalMember } from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import type { MouseEvent } from 'react';
import { ExternalLinkIcon } from '../../ui/inline-icons.tsx';
import { NumberColumn } from '../../ui/list/number-column.tsx';
import { dueDaysWords } from './renewal-panel-state.ts';

/** Where a member's Renew goes (always a new tab), and what runs first (the element's `renew` event). */
export interface RenewLink {
  href: (member: RenewalMember) => string;
  /** A click it prevents opens nothing: the host page took over. */
  onClick?: (member: RenewalMember, event: MouseEvent<HTMLAnchorElement>) => void;
}

interface RenewalMemberTableProps {
  members: readonly RenewalMember[];
  renewLink: RenewLink;
  /** Writes a day: the person's calendar in the portal, AD on a host site. */
  formatDay: (value: string) => string;
}

/**
 * Name, Phone No., Last Renewal Date, Due Days, Action (spec). Renew opens the activation
 * request's detail in a new tab, so the list stays where it was for the next member.
 */
export const RenewalMemberTable = ({ members, renewLink, formatDay }: RenewalMemberTableProps) => (
  <div className="bo-table-wrap">
    <table className="bo-table bo-renewal-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Phone No.</th>
          <th scope="col">Last Renewal Date</th>
          <NumberColumn>Due Days</NumberColumn>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.ActivationRequestId}>
            <td data-label="Name">{member.MemberName}</td>
            <td data-label="Phone No.">{formatPhoneNumber(member.PhoneNumber)}</td>
            <td data-label="Last Renewal Date">{member.ChargeDate ? formatDay(member.ChargeDate) : '—'}</td>
            <td className="bo-cell-number" data-label="Due Days">
              {member.DueDays}
              <span className="bo-muted bo-due-words"> ({dueDaysWords(member.DueDays)})</span>
            </td>
            <td data-label="Action">
              <a
                className="bo-btn bo-btn-primary bo-btn-small"
                href={renewLink.href(member)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => renewLink.onClick?.(member, event)}
              >
                Renew
                <span className="bo-sr-only"> {member.MemberName} (opens in a new tab)</span>
                <ExternalLinkIcon size={14} />
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
