import type {
  ActivationRequestDetail,
  MobileBankingCharge,
  PendingCode,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import type { CodePurpose } from '@backoffice/shared/mobile-banking/mobile-banking-constants';
import { formatPhoneNumber } from '@backoffice/shared/text/phone-number';
import { type DetailRow, DocumentDetailsList } from '../sales/common/document-details-list.tsx';
import { formatRupees } from '../sales/orders/order-format.ts';
import { NumberColumn } from '../ui/list/number-column.tsx';
import { shownTime } from '../ui/shown-dates.ts';
import { useCalendarDay } from '../ui/use-calendar-day.ts';
import { dueDaysWords } from './renewals/renewal-panel-state.ts';

const CODE_WORDS: Readonly<Record<CodePurpose, string>> = {
  activation: 'Activation code',
  pinReset: 'PIN reset code',
  passwordReset: 'Password reset code',
};

/** A code waiting for the member: what it is for and until when, never the code. */
const pendingText = (code: PendingCode) =>
  `${CODE_WORDS[code.Purpose]} sent, valid until ${shownTime(code.ExpiresAt)}`;

/** The member, the phone and the service's dates. */
export const ActivationRequestFacts = ({ request }: { request: ActivationRequestDetail }) => {
  const day = useCalendarDay();
  const rows: DetailRow[] = [
    ['Member', request.MemberName],
    ['Member no', request.MemberNo],
    ['Phone No.', formatPhoneNumber(request.PhoneNumber)],
    ['Requested', day(request.RequestedAt)],
  ];
  if (request.ActivatedAt) rows.push(['Activated', day(request.ActivatedAt)]);
  if (request.ChargeDate) rows.push(['Last Renewal Date', day(request.ChargeDate)]);
  if (request.ExpiresOn) {
    const due =
      request.DueDays !== null && request.Status === 'activated' ? ` (${dueDaysWords(request.DueDays)})` : '';
    rows.push(['Expires', `${day(request.ExpiresOn)}${due}`]);
  }
  rows.push(['Phone bound', request.DeviceBound ? 'Yes' : 'No']);
  rows.push(['PIN set', request.HasPin ? 'Yes' : 'No']);
  rows.push(['App password set', request.HasPassword ? 'Yes' : 'No']);
  for (const code of request.PendingCodes) rows.push(['Waiting', pendingText(code)]);
  return <DocumentDetailsList rows={rows} />;
};

const KIND_WORDS: Readonly<Record<MobileBankingCharge['Kind'], string>> = {
  renewal: 'Renewal',
  other: 'Other charge',
};

/** Renewal and other charges, newest first. */
export const ActivationCharges = ({ charges }: { charges: readonly MobileBankingCharge[] }) => {
  const day = useCalendarDay();
  if (charges.length === 0) return <p className="bo-muted">No charges yet.</p>;
  const newestFirst = charges.toSorted((a, b) => b.ChargeDate.localeCompare(a.ChargeDate) || b.Id - a.Id);
  return (
    // Focusable, so a keyboard can scroll the columns a phone cuts off.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus (axe)
    <section className="bo-table-wrap" aria-label="Charges table" tabIndex={0}>
      <table className="bo-table bo-charge-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Kind</th>
            <NumberColumn>Amount</NumberColumn>
            <th scope="col">Period</th>
            <th scope="col">Remarks</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((charge) => (
            <tr key={charge.Id}>
              <td>{day(charge.ChargeDate)}</td>
              <td>{KIND_WORDS[charge.Kind]}</td>
              <td className="bo-cell-number">{formatRupees(charge.Amount)}</td>
              <td>
                {charge.PeriodFrom && charge.PeriodTo
                  ? `${day(charge.PeriodFrom)} – ${day(charge.PeriodTo)}`
                  : '—'}
              </td>
              <td>{charge.Remarks ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
