/**
 * The beat-plan API (issue 5) as calls and react-query hooks. Shapes from
 * shared/src/sales/beat-plans/beat-plan-api.types.ts.
 */
import type { BeatPlanAction, BeatPlanStatus } from '@backoffice/shared/sales/beat-plans/beat-plan';
import type {
  BeatPlanDetail,
  BeatPlanPage,
  BeatPlanSaveInput,
} from '@backoffice/shared/sales/beat-plans/beat-plan-api.types';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, getData } from '../../core/api-client.ts';

/** Every beat-plan query starts with this key, so a save or action refreshes lists and details. */
export const BEAT_PLANS_KEY = ['beat-plans'] as const;

export const refreshBeatPlans = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: BEAT_PLANS_KEY });

export const beatPlanDetailKey = (id: number) => [...BEAT_PLANS_KEY, 'plan', id] as const;

export interface BeatPlanListParams {
  pageNo: number;
  pageSize: number;
  salesPersonId: string;
  /** '' for any. */
  year: string;
  month: string;
  status: BeatPlanStatus | '';
  query: string;
}

export const useBeatPlanList = (params: BeatPlanListParams) =>
  useQuery({
    queryKey: [...BEAT_PLANS_KEY, 'list', params] as const,
    queryFn: ({ signal }) =>
      getData<BeatPlanPage>(
        '/beatplan/list',
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          SalesPersonId: params.salesPersonId,
          Year: params.year,
          Month: params.month,
          Status: params.status,
          query: params.query.trim(),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useBeatPlanDetail = (id: number) =>
  useQuery({
    queryKey: beatPlanDetailKey(id),
    queryFn: ({ signal }) => getData<BeatPlanDetail>('/beatplan/detail', { id }, { signal }),
    staleTime: 0,
  });

export const saveBeatPlan = (body: { json: BeatPlanSaveInput }) =>
  callApi<BeatPlanDetail>('post', '/beatplan/save', body);

export const runBeatPlanAction = (
  plan: Pick<BeatPlanDetail, 'Id' | 'Version'>,
  action: Exclude<BeatPlanAction, 'exclude'>,
  remarks?: string,
) =>
  callApi<BeatPlanDetail>('post', `/beatplan/${action}`, {
    query: { id: plan.Id },
    form: { Remarks: remarks, Version: plan.Version },
  });

export const excludeBeatVisit = (
  plan: Pick<BeatPlanDetail, 'Id' | 'Version'>,
  lineId: number,
  remarks: string,
) =>
  callApi<BeatPlanDetail>('post', '/beatplan/exclude', {
    query: { id: plan.Id },
    form: { LineId: lineId, Remarks: remarks, Version: plan.Version },
  });

export const deleteBeatPlan = (id: number) =>
  callApi<{ Id: number }>('post', '/beatplan/delete', { query: { id } });
