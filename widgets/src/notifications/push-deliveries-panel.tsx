import { pushContracts } from '@backoffice/shared/notifications/push.contract';
import {
  PUSH_DELIVERY_STATUSES,
  type PushDeliveryStatus,
} from '@backoffice/shared/notifications/push-message';
import { useStore } from '@nanostores/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { callContract, contractKey } from '../core/contract-client.ts';
import { $calendarMode } from '../core/preferences.store.ts';
import { formatFieldValue } from '../entities/entity-format.ts';
import type { FormPanelProps } from '../entities/form/entity-form-extensions.ts';
import { Pagination } from '../ui/list/pagination.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';

const PAGE_SIZE = 10;

const STATUS_LABELS: Record<PushDeliveryStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  expired: 'Expired',
};

/** What an empty page means: nothing sent yet, nobody with push on, or nothing with this status. */
const emptyText = (sent: boolean, status: PushDeliveryStatus | ''): string => {
  if (status) return `No deliveries are ${STATUS_LABELS[status].toLowerCase()}.`;
  return sent ? 'Sent, but nobody in its audience has push turned on in a browser.' : 'Not sent yet';
};

/**
 * A push notification's deliveries, one row per browser it went to (pushnotification/deliveries):
 * who, how it went, how many tries, the push service's last answer and when it arrived there.
 */
export const PushDeliveriesPanel = ({ record }: FormPanelProps) => {
  const id = useId();
  const calendarMode = useStore($calendarMode);
  const [status, setStatus] = useState<PushDeliveryStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const sent = record.SentAt !== null && record.SentAt !== undefined && record.SentAt !== '';
  const params = { id: record.Id, pageNo, pageSize: PAGE_SIZE, Status: status || undefined };
  const deliveries = useQuery({
    // The record's status is in the key: sending it (the state action) loads the list again.
    queryKey: [...contractKey(pushContracts.deliveries, params), record.Status],
    queryFn: ({ signal }) => callContract(pushContracts.deliveries, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
  const when = (value: string | null) =>
    value ? formatFieldValue({ kind: 'datetime', label: '' }, value, calendarMode) : '—';

  return (
    <section className="bo-card bo-push-deliveries" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Deliveries
      </h2>
      {/* The shared toolbar style has no space under it: a list page puts its own gap there. */}
      <div className="bo-toolbar" style={{ marginBottom: '0.75rem' }}>
        <div className="bo-field bo-filter">
          <label htmlFor={`${id}-status`}>Status</label>
          <select
            id={`${id}-status`}
            className="bo-input"
            value={status}
            onChange={(event) => {
              setStatus(event.currentTarget.value as PushDeliveryStatus | '');
              setPageNo(1);
            }}
          >
            <option value="">Any status</option>
            {PUSH_DELIVERY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {/* Queued pushes go out within seconds of sending: this shows how they went. */}
        <button
          type="button"
          className="bo-btn bo-btn-small"
          disabled={deliveries.isFetching}
          onClick={() => void deliveries.refetch()}
        >
          {deliveries.isFetching && !deliveries.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {deliveries.isPending ? <Loader label="Loading the deliveries" /> : null}
      {deliveries.isError ? <QueryProblem query={deliveries} /> : null}
      {deliveries.data && deliveries.data.TotalCount === 0 ? (
        <p className="bo-muted">{emptyText(sent, status)}</p>
      ) : null}
      {deliveries.data && deliveries.data.TotalCount > 0 ? (
        <>
          <div className="bo-table-wrap">
            <table className="bo-table" aria-label="Deliveries">
              <thead>
                <tr>
                  <th scope="col">Recipient</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Sent at</th>
                </tr>
              </thead>
              <tbody>
                {deliveries.data.Items.map((delivery) => (
                  <tr key={delivery.Id}>
                    <td>{delivery.UserName}</td>
                    <td>{STATUS_LABELS[delivery.Status]}</td>
                    <td>{delivery.Attempts}</td>
                    <td>{delivery.LastError ?? '—'}</td>
                    <td>{when(delivery.SentAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            pageNo={pageNo}
            pageSize={PAGE_SIZE}
            totalCount={deliveries.data.TotalCount}
            onPageChange={setPageNo}
            label="Deliveries pages"
          />
        </>
      ) : null}
    </section>
  );
};
