import { useId } from 'react';
import { booksAmount } from '../../accounting/vouchers/voucher-format.ts';
import { AppLink } from '../../core/navigation.tsx';
import type { FormPanelProps } from '../../entities/form/entity-form-extensions.ts';
import { ADVANCE_OUTSTANDING_PATH, useAdvanceOutstanding } from './advance-outstanding-queries.ts';

/** On an advance: what its person owes on all their approved advances, so the office decides knowing it. */
export const AdvanceOutstandingPanel = ({ record }: FormPanelProps) => {
  const id = useId();
  const userId = typeof record.UserId === 'number' ? record.UserId : undefined;
  const outstanding = useAdvanceOutstanding({ pageNo: 1, pageSize: 1, UserId: userId }, userId !== undefined);
  const line = outstanding.data?.Items[0];
  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Outstanding advances
      </h2>
      {outstanding.isPending ? (
        <p className="bo-muted">Loading…</p>
      ) : outstanding.isError ? (
        <p className="bo-muted">Could not load what this person owes.</p>
      ) : (
        <dl className="bo-details">
          <div className="bo-details-row">
            <dt>Approved</dt>
            <dd>{booksAmount(line?.Approved ?? 0)}</dd>
          </div>
          <div className="bo-details-row">
            <dt>Repaid</dt>
            <dd>{booksAmount(line?.Repaid ?? 0)}</dd>
          </div>
          <div className="bo-details-row">
            <dt>Outstanding</dt>
            <dd>
              <strong>{booksAmount(line?.Outstanding ?? 0)}</strong>
            </dd>
          </div>
        </dl>
      )}
      <p>
        <AppLink href={ADVANCE_OUTSTANDING_PATH}>Everyone’s outstanding advances</AppLink>
      </p>
    </section>
  );
};
