/**
 * The beat-plan API as calls and react-query hooks, through its route contracts
 * (shared/src/sales/beat-plans/beat-plan.contract.ts).
 */
import type { BeatPlanAction, BeatPlanStatus } from '@backoffice/shared/sales/beat-plans/beat-plan';
import {
  type BeatPlanDetail,
  type BeatPlanSaveInput,
  beatPlanContracts,
} from '@backoffice/shared/sales/beat-plans/beat-plan.contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callContractForMessage, clientOf, contractKey } from '../../core/contract-client.ts';

const beatPlanApi = clientOf(beatPlanContracts);

/** A save or action refreshes every list and detail of plans (each read's [method, path] prefix). */
export const refreshBeatPlans = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKey(beatPlanContracts.list) }),
    queryClient.invalidateQueries({ queryKey: contractKey(beatPlanContracts.detail) }),
  ]);

export const beatPlanDetailKey = (id: number) => contractKey(beatPlanContracts.detail, { id });

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

/** Filters left blank are left out. */
const givenNumber = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** The list's filters and page as GET /beatplan/list (and its export) take them. */
export const beatPlanListQuery = (params: BeatPlanListParams) => {
  const trimmed = params.query.trim();
  return {
    pageNo: params.pageNo,
    pageSize: params.pageSize,
    SalesPersonId: givenNumber(params.salesPersonId),
    Year: givenNumber(params.year),
    Month: givenNumber(params.month),
    Status: params.status === '' ? undefined : [params.status],
    query: trimmed === '' ? undefined : trimmed,
  };
};

export const useBeatPlanList = (params: BeatPlanListParams) => {
  const query = beatPlanListQuery(params);
  return useQuery({
    queryKey: contractKey(beatPlanContracts.list, query),
    queryFn: ({ signal }) => beatPlanApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useBeatPlanDetail = (id: number) =>
  useQuery({
    queryKey: beatPlanDetailKey(id),
    queryFn: ({ signal }) => beatPlanApi.detail({ query: { id }, signal }),
    staleTime: 0,
  });

/** A form, its Lines as a JSON string (the server reads them so). */
export const saveBeatPlan = (input: BeatPlanSaveInput) =>
  callContractForMessage(beatPlanContracts.save, {
    body: { ...input, Lines: JSON.stringify(input.Lines) },
  });

export const runBeatPlanAction = (
  plan: Pick<BeatPlanDetail, 'Id' | 'Version'>,
  action: Exclude<BeatPlanAction, 'exclude'>,
  remarks?: string,
) =>
  callContractForMessage(beatPlanContracts[action], {
    query: { id: plan.Id },
    body: { Remarks: remarks, Version: plan.Version },
  });

export const excludeBeatVisit = (
  plan: Pick<BeatPlanDetail, 'Id' | 'Version'>,
  lineId: number,
  remarks: string,
) =>
  callContractForMessage(beatPlanContracts.exclude, {
    query: { id: plan.Id },
    body: { LineId: lineId, Remarks: remarks, Version: plan.Version },
  });

export const deleteBeatPlan = (id: number) =>
  callContractForMessage(beatPlanContracts.delete, { query: { id } });
