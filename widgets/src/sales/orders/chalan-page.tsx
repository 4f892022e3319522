import { formatCount } from '@backoffice/shared/format/money.format';
import { useStore } from '@nanostores/react';
import { Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { companyToday } from '../../core/company-time.ts';
import { $calendarMode } from '../../core/preferences.store.ts';
import { useOwnProfile } from '../../core/use-own-profile.ts';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { shownDay } from '../../ui/shown-dates.ts';
import { ChalanSheetView } from './chalan-sheet.tsx';
import { useChalan, userName, useUsersOfType } from './order-queries.ts';

interface ChalanPageProps {
  /** The delivery person shown first (an embedding page's attribute); the list can change it. */
  deliveryUserId?: number | undefined;
  /** The day shown first, YYYY-MM-DD; today without it. */
  date?: string | undefined;
}

/**
 * Spec: Chalan (GET deliveryUserId, date), a printable page: what one delivery person carries on a
 * day, order by order. The controls and the shell stay off paper (sales.css, @media print).
 */
export const ChalanPage = ({ deliveryUserId: firstUser, date: firstDate }: ChalanPageProps = {}) => {
  const id = useId();
  const calendarMode = useStore($calendarMode);
  const [chosenUserId, setDeliveryUserId] = useState(firstUser === undefined ? '' : String(firstUser));
  const [date, setDate] = useState(() => firstDate || companyToday());
  // A delivery person's chalan is their own: no list of the others (which they may not see) to choose from.
  const me = useOwnProfile();
  const own = me.data?.UserType === 'deliveryPerson';
  const users = useUsersOfType('deliveryPerson', me.isSuccess && !own);
  const deliveryUserId = own ? String(me.data?.UserId) : chosenUserId;
  const chalan = useChalan(deliveryUserId, date);
  const sheet = chalan.data;

  return (
    <div className="bo-page bo-chalan-page">
      <div className="bo-page-head bo-no-print">
        <div>
          <h1>Chalan</h1>
          <p className="bo-muted">The delivery sheet of one delivery person for a day.</p>
        </div>
        <button
          type="button"
          className="bo-btn bo-btn-primary"
          disabled={!sheet || sheet.OrderCount === 0}
          onClick={() => window.print()}
        >
          <Printer size={18} aria-hidden="true" />
          Print
        </button>
      </div>

      <div className="bo-toolbar bo-entity-toolbar bo-no-print">
        {own ? null : (
          <div className="bo-field bo-filter">
            <label htmlFor={`${id}-person`}>Delivery person</label>
            <select
              id={`${id}-person`}
              className="bo-input"
              value={deliveryUserId}
              onChange={(event) => setDeliveryUserId(event.currentTarget.value)}
            >
              <option value="">{users.isPending ? 'Loading…' : 'Choose a delivery person'}</option>
              {(users.data ?? []).map((user) => (
                <option key={user.Id} value={user.Id}>
                  {userName(user)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-date`}>Date</label>
          <DateInput id={`${id}-date`} value={date} onChange={setDate} />
        </div>
      </div>

      {users.isError && !own ? (
        <p className="bo-alert bo-no-print" role="alert">
          {errorMessage(users.error)}
        </p>
      ) : null}
      {deliveryUserId === '' ? (
        <p className="bo-empty bo-no-print">Choose a delivery person and a date to see their chalan.</p>
      ) : null}
      {chalan.isFetching && !sheet ? <Loader label="Loading the chalan" /> : null}
      {chalan.isError ? <QueryProblem query={chalan} className="bo-no-print" /> : null}
      {sheet && sheet.OrderCount === 0 ? (
        <p className="bo-empty">
          Nothing is assigned to this delivery person for {shownDay(date, calendarMode)}.
        </p>
      ) : null}
      {sheet && sheet.OrderCount > 0 ? (
        <>
          <p className="bo-sr-only" role="status">
            {formatCount(sheet.OrderCount)} orders on the chalan
          </p>
          <ChalanSheetView sheet={sheet} />
        </>
      ) : null}
    </div>
  );
};
