import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { entityServedAt } from '@backoffice/shared/entities/entity-registry';
import type { OrderDetail } from '@backoffice/shared/sales/orders/order.contract';
import type { OrderAction } from '@backoffice/shared/sales/orders/order-pipeline';
import { useQueries } from '@tanstack/react-query';
import { callContract } from '../../../core/contract-client.ts';
import type { ReferenceValue } from '../../../entities/form/reference-select.tsx';
import { NO_ORDER_FILTERS, type OrderFilters, referenceById } from '../order-filters.ts';
import { OrderBoardPage } from './order-board-page.tsx';

/** What a dispatcher's page hears after each action on the board. */
export interface OrderActionDetail {
  id: number;
  action: OrderAction;
  status: OrderDetail['Status'];
}

export interface OrderBoardElementProps {
  routeId?: number;
  areaId?: number;
  salesPersonId?: number;
  partyId?: number;
  /** The element's shadow root (given by r2wc): the event leaves from its host. */
  container?: ShadowRoot | HTMLElement;
}

const INITIAL_REFERENCES = [
  { key: 'route', prop: 'routeId', apiPath: 'route', nameField: 'Name' },
  { key: 'area', prop: 'areaId', apiPath: 'territory', nameField: 'Name' },
  { key: 'salesPerson', prop: 'salesPersonId', apiPath: 'salesperson', nameField: 'FullName' },
  { key: 'party', prop: 'partyId', apiPath: 'party', nameField: 'Name' },
] as const;

/**
 * The names of the records the attributes give by id, so the filter boxes show "Ring Road beat",
 * not "#4"; until they arrive (or when the record cannot be read) the id is shown.
 */
const useInitialFilters = (props: OrderBoardElementProps): OrderFilters | null => {
  const given = INITIAL_REFERENCES.map((reference) => ({
    ...reference,
    value: referenceById(props[reference.prop]),
  }));
  const names = useQueries({
    queries: given.map(({ apiPath, value, nameField }) => ({
      queryKey: ['reference-name', apiPath, value.id] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const record = await callContract(entityContracts(entityServedAt(apiPath)).detail, {
          query: { id: Number(value.id) },
          signal,
        });
        const name = record[nameField];
        return typeof name === 'string' && name !== '' ? name : value.name;
      },
      enabled: value.id !== '',
      staleTime: 5 * 60_000,
      retry: false,
    })),
  });
  if (names.some((answer, index) => given[index]?.value.id !== '' && answer.isPending)) return null;
  const filters: OrderFilters = { ...NO_ORDER_FILTERS };
  given.forEach(({ key, value }, index) => {
    const named: ReferenceValue = { id: value.id, name: names[index]?.data ?? value.name };
    filters[key] = named;
  });
  return filters;
};

/**
 * <bo-order-board route-id="4">: the board for a dispatcher's own dashboard. Attributes set the
 * first filters (route-id, area-id, sales-person-id, party-id); after every successful action the
 * element fires `order-action` with {id, action, status}, bubbling out of its shadow root.
 */
export const OrderBoardElement = (props: OrderBoardElementProps) => {
  const initial = useInitialFilters(props);
  if (!initial) return null;
  const key = INITIAL_REFERENCES.map(({ prop }) => props[prop] ?? '').join('|');
  return (
    <OrderBoardPage
      key={key}
      initialFilters={initial}
      onAction={(order, action) => {
        const root = props.container?.getRootNode();
        const host = root instanceof ShadowRoot ? root.host : props.container;
        const detail: OrderActionDetail = { id: order.Id, action, status: order.Status };
        host?.dispatchEvent(new CustomEvent('order-action', { detail, bubbles: true, composed: true }));
      }}
    />
  );
};
