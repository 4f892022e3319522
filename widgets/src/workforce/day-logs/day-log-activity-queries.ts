import { dayLogActivityContracts } from '@backoffice/shared/workforce/day-logs/day-log-activity.contract';
import { useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../../core/contract-client.ts';

const dayLogApi = clientOf(dayLogActivityContracts);

/** The day behind a day log: its visits, orders, collections, attendance and tracked distance. */
export const useDayLogActivity = (id: number) =>
  useQuery({
    queryKey: contractKey(dayLogActivityContracts.activity, { id }),
    queryFn: ({ signal }) => dayLogApi.activity({ query: { id }, signal }),
  });
