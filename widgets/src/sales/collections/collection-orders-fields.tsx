import { FieldErrorText } from '../../ui/fields/field-frame.tsx';
import { QueryProblem } from '../../ui/load-problem.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCalendarDay } from '../../ui/use-calendar-day.ts';
import { formatRupees } from '../orders/order-format.ts';
import { type ChosenOrder, orderKey } from './collection-form-values.ts';
import { useOwedOrders } from './collection-queries.ts';

interface CollectionOrdersFieldsProps {
  partyId: string;
  chosen: readonly ChosenOrder[];
  errors: Readonly<Record<string, string>>;
  idPrefix: string;
  onChange: (chosen: ChosenOrder[]) => void;
}

/**
 * The party's owed orders, to say what the payment is for: ticked ones are paid first, each with
 * an amount or, left empty, what it still owes. None ticked: the oldest orders are paid first.
 */
export const CollectionOrdersFields = ({
  partyId,
  chosen,
  errors,
  idPrefix,
  onChange,
}: CollectionOrdersFieldsProps) => {
  const day = useCalendarDay();
  const orders = useOwedOrders(partyId);
  if (partyId === '') return <p className="bo-muted">Choose the party to see the orders it owes.</p>;
  if (orders.isPending) return <Loader label="Loading the party’s orders" />;
  if (orders.isError) {
    return <QueryProblem query={orders} />;
  }
  if (orders.data.length === 0) {
    return (
      <p className="bo-muted">
        The party owes no delivered or completed order: the payment is kept as an advance.
      </p>
    );
  }
  const chosenOf = (orderId: number) => chosen.find((order) => order.orderId === orderId);
  return (
    <ul className="bo-money-orders">
      {orders.data.map((order) => {
        const current = chosenOf(order.Id);
        const id = `${idPrefix}-order-${order.Id}`;
        const error = errors[orderKey(order.Id)];
        return (
          <li key={order.Id} className="bo-money-order">
            <label className="bo-check">
              <input
                type="checkbox"
                checked={current !== undefined}
                onChange={(event) =>
                  onChange(
                    event.currentTarget.checked
                      ? [...chosen, { orderId: order.Id, amount: '' }]
                      : chosen.filter((item) => item.orderId !== order.Id),
                  )
                }
              />
              <span>
                <strong>{order.OrderNo}</strong>{' '}
                <span className="bo-muted">
                  {day(order.OrderDate)} · {formatRupees(order.TotalAmount)}
                </span>
              </span>
            </label>
            {current ? (
              <div className="bo-field bo-money-order-amount">
                <label htmlFor={id}>{`Amount for ${order.OrderNo} (Rs)`}</label>
                <input
                  id={id}
                  className="bo-input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="What it still owes"
                  value={current.amount}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => {
                    const amount = event.currentTarget.value;
                    onChange(chosen.map((item) => (item.orderId === order.Id ? { ...item, amount } : item)));
                  }}
                />
                <FieldErrorText id={id} error={error} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
};
