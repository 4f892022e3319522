/**
 * The tracking screens' calls (issue 7): visits, the location retention, the pickers, and the two
 * messages an office sends (a high-priority notification, a company broadcast). Shapes from
 * shared/src/sales/tracking/tracking-api.types.ts.
 */
import type { Page } from '@backoffice/shared/paging';
import { TRACKING_PATHS, type VisitSummary } from '@backoffice/shared/sales/tracking/tracking-api.types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, getData } from '../core/api-client.ts';

export const TRACKING_KEY = ['tracking'] as const;

export interface VisitListParams {
  pageNo: number;
  pageSize: number;
  /** The sales person record's id; '' for everyone. */
  salesPersonId: string;
  /** YYYY-MM-DD, Nepal days; '' for open. */
  fromDate: string;
  toDate: string;
  query: string;
}

export const useVisitList = (params: VisitListParams) =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'visits', params] as const,
    queryFn: ({ signal }) =>
      getData<Page<VisitSummary>>(
        TRACKING_PATHS.visitList,
        {
          pageNo: params.pageNo,
          pageSize: params.pageSize,
          salesPersonId: params.salesPersonId,
          fromDate: params.fromDate,
          toDate: params.toDate,
          query: params.query.trim(),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useVisitDetail = (id: number) =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'visit', id] as const,
    queryFn: ({ signal }) => getData<VisitSummary>('/visit/detail', { id }, { signal }),
  });

/** A sales person record, for the visits filter (its Id is the sales person's, not the user's). */
export interface ActiveSalesPerson {
  Id: number;
  FullName: string;
  EmployeeCode: string | null;
}

export const useActiveSalesPersons = () =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'sales-persons'] as const,
    queryFn: ({ signal }) => getData<ActiveSalesPerson[]>('/salesperson/activelist', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** A sales person's sign-in (Id is the user id the travel history's spuid names). */
export interface SalesPersonUser {
  Id: number;
  UserName: string;
  FullName: string;
}

export const useSalesPersonUsers = () =>
  useQuery({
    queryKey: [...TRACKING_KEY, 'sales-person-users'] as const,
    queryFn: ({ signal }) => getData<SalesPersonUser[]>('/salesperson/activeusers', undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /location/settings. */
export interface LocationSettings {
  RetentionDays: number;
  IsDefault: boolean;
  Default: number;
  Min: number;
  Max: number;
  MayEdit: boolean;
}

export const LOCATION_SETTINGS_KEY = [...TRACKING_KEY, 'location-settings'] as const;

export const useLocationSettings = (enabled: boolean) =>
  useQuery({
    queryKey: LOCATION_SETTINGS_KEY,
    queryFn: ({ signal }) => getData<LocationSettings>('/location/settings', undefined, { signal }),
    enabled,
    staleTime: 0,
  });

export const saveLocationSettings = (retentionDays: number) =>
  callApi<LocationSettings>('post', '/location/settings', { form: { RetentionDays: retentionDays } });

export const sendHighPriorityNotification = (userId: number, title: string, message: string) =>
  callApi<{ Id: number }>('post', TRACKING_PATHS.highPriorityNotification, {
    query: { userId },
    form: { Title: title, Message: message },
  });
