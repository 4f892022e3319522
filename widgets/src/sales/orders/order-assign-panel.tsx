import type { FieldError } from '@backoffice/shared/envelope';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import { useStore } from '@nanostores/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../core/api-client.ts';
import { companyToday } from '../../core/company-time.ts';
import { $calendarMode } from '../../core/preferences.store.ts';
import { DateInput } from '../../ui/fields/date-input.tsx';
import { FieldErrorText, fieldAria } from '../../ui/fields/field-frame.tsx';
import { shownDay } from '../../ui/shown-dates.ts';
import { toast } from '../../ui/toast.store.ts';
import { assignOrder, orderDetailKey, refreshOrders, userName, useUsersOfType } from './order-queries.ts';

type AssigneeKind = 'deliveryPerson' | 'dealer';

const KIND_LABELS: Record<AssigneeKind, string> = { deliveryPerson: 'Delivery person', dealer: 'Dealer' };
/** The radio buttons' words: not the select's label, so each control has a name of its own. */
const KIND_CHOICES: Record<AssigneeKind, string> = {
  deliveryPerson: 'A delivery person',
  dealer: 'A dealer',
};

/** Who has the order now, in words. */
const assignedText = (order: OrderDetail, date: string) => {
  const who = [
    order.DeliveryUserName ? `${order.DeliveryUserName} (delivery person)` : '',
    order.DealerUserName ? `${order.DealerUserName} (dealer)` : '',
  ].filter(Boolean);
  if (who.length === 0) return 'Not assigned yet.';
  return `Assigned to ${who.join(' and ')}${date ? ` for ${date}` : ''}.`;
};

/** The server's field messages on the panel's two controls. */
const assignErrors = (errors: readonly FieldError[]): { user?: string; date?: string } => {
  const found: { user?: string; date?: string } = {};
  for (const { Field, Message } of errors) {
    if (Field === 'DeliveryUserId' || Field === 'DealerUserId') found.user ??= Message;
    if (Field === 'AssignDate') found.date ??= Message;
  }
  return found;
};

/** Spec: an order goes to a delivery person (with a date) or to a dealer, both company users. */
/**
 * Whom the order is assigned to, for someone who may not assign it (a dealer, a viewer): the
 * assigning form needs Orders edit and lists the company's users, which they may not see.
 */
export const OrderAssignmentSummary = ({ order, children }: { order: OrderDetail; children?: ReactNode }) => {
  const calendarMode = useStore($calendarMode);
  const id = useId();
  const shownDate = order.AssignedDate ? shownDay(order.AssignedDate, calendarMode) : '';
  return (
    <section className="bo-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        Assignment
      </h2>
      <p className="bo-order-assigned">{assignedText(order, shownDate)}</p>
      {children}
    </section>
  );
};

export const OrderAssignPanel = ({ order }: { order: OrderDetail }) => {
  const queryClient = useQueryClient();
  const id = useId();
  const [kind, setKind] = useState<AssigneeKind>(
    order.DealerUserId && !order.DeliveryUserId ? 'dealer' : 'deliveryPerson',
  );
  const current = kind === 'dealer' ? order.DealerUserId : order.DeliveryUserId;
  const [userId, setUserId] = useState(current ? String(current) : '');
  const [date, setDate] = useState(order.AssignedDate ?? companyToday());
  const [errors, setErrors] = useState<{ user?: string; date?: string }>({});
  const users = useUsersOfType(kind);

  const assign = useMutation({
    mutationFn: () =>
      assignOrder(order.Id, {
        ...(kind === 'dealer' ? { DealerUserId: Number(userId) } : { DeliveryUserId: Number(userId) }),
        AssignDate: date,
        Version: order.Version,
      }),
    onSuccess: async (envelope) => {
      toast.success(envelope.Message);
      queryClient.setQueryData(orderDetailKey(order.Id), envelope.Data);
      await refreshOrders(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError) setErrors(assignErrors(error.errors));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(userId === '' ? { user: `${KIND_LABELS[kind]} is required` } : {}),
      ...(date === '' ? { date: 'Date is required' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) assign.mutate();
  };

  const userError = errors.user;
  const dateError = errors.date;
  return (
    <OrderAssignmentSummary order={order}>
      <form noValidate onSubmit={submit}>
        <fieldset className="bo-assign-kind">
          <legend>Assign to</legend>
          {(['deliveryPerson', 'dealer'] as const).map((value) => (
            <label key={value} className="bo-check">
              <input
                type="radio"
                name={`${id}-kind`}
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  const stored = value === 'dealer' ? order.DealerUserId : order.DeliveryUserId;
                  setUserId(stored ? String(stored) : '');
                  setErrors({});
                }}
              />
              {KIND_CHOICES[value]}
            </label>
          ))}
        </fieldset>
        <div className="bo-field">
          <label htmlFor={`${id}-user`}>{KIND_LABELS[kind]}</label>
          <select
            id={`${id}-user`}
            className="bo-input"
            value={userId}
            {...fieldAria(`${id}-user`, userError)}
            onChange={(event) => {
              setUserId(event.currentTarget.value);
              setErrors(({ user: _cleared, ...rest }) => rest);
            }}
          >
            <option value="">
              {users.isPending ? 'Loading…' : `Choose a ${KIND_LABELS[kind].toLowerCase()}`}
            </option>
            {(users.data ?? []).map((user) => (
              <option key={user.Id} value={user.Id}>
                {userName(user)}
              </option>
            ))}
          </select>
          <FieldErrorText id={`${id}-user`} error={userError} />
          {users.isError ? <p className="bo-field-error">{errorMessage(users.error)}</p> : null}
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-date`}>{kind === 'dealer' ? 'Date' : 'Delivery date'}</label>
          <DateInput
            id={`${id}-date`}
            value={date}
            {...fieldAria(`${id}-date`, dateError)}
            onChange={(next) => {
              setDate(next);
              setErrors(({ date: _cleared, ...rest }) => rest);
            }}
          />
          <FieldErrorText id={`${id}-date`} error={dateError} />
        </div>
        <button type="submit" className="bo-btn bo-btn-primary" disabled={assign.isPending}>
          {assign.isPending ? 'Assigning…' : 'Assign'}
        </button>
      </form>
    </OrderAssignmentSummary>
  );
};
