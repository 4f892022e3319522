import type { RenewalMember } from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import { ExternalLink } from 'lucide-react';
import { serverUrl } from '../../core/site-config.ts';
import { useCalendarDay } from '../../sales/money-details-list.tsx';
import { activationDetailPath } from '../activation-paths.ts';

/** DueDays in words beside the number: above 0 overdue, 0 today, below 0 still running. */
export const dueDaysWords = (dueDays: number): string => {
  if (dueDays === 0) return 'due today';
  const days = Math.abs(dueDays);
  const unit = days === 1 ? 'day' : 'days';
  return dueDays > 0 ? `${days} ${unit} overdue` : `in ${days} ${unit}`;
};

interface RenewalMemberTableProps {
  members: readonly RenewalMember[];
  /** The current company, the detail route's cid. */
  companyId: string;
}

/**
 * Name, Phone No., Last Renewal Date, Due Days, Action (spec). Renew opens the activation
 * request's detail in a new tab, so the list stays where it was for the next member.
 */
export const RenewalMemberTable = ({ members, companyId }: RenewalMemberTableProps) => {
  const day = useCalendarDay();
  return (
    <div className="bo-table-wrap">
      <table className="bo-table bo-renewal-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Phone No.</th>
            <th scope="col">Last Renewal Date</th>
            <th scope="col" className="bo-cell-number">
              Due Days
            </th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.ActivationRequestId}>
              <td data-label="Name">{member.MemberName}</td>
              <td data-label="Phone No.">{member.PhoneNumber}</td>
              <td data-label="Last Renewal Date">{member.ChargeDate ? day(member.ChargeDate) : '—'}</td>
              <td className="bo-cell-number" data-label="Due Days">
                {member.DueDays}
                <span className="bo-muted bo-due-words"> ({dueDaysWords(member.DueDays)})</span>
              </td>
              <td data-label="Action">
                <a
                  className="bo-btn bo-btn-primary bo-btn-small"
                  href={serverUrl(
                    activationDetailPath(member.ActivationRequestId, member.PhoneNumber, companyId),
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Renew
                  <span className="bo-sr-only"> {member.MemberName} (opens in a new tab)</span>
                  <ExternalLink size={14} aria-hidden="true" />
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
