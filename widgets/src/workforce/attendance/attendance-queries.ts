/** Attendance as calls and react-query hooks, through its route contracts (attendance.contract). */

import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import type {
  AttendanceListQuery,
  UnattendanceQuery,
} from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { clientOf, contractKey } from '../../core/contract-client.ts';

export const attendanceApi = clientOf(attendanceContracts);

export const ATTENDANCE_PATH = '/workforce/attendance';
export const NEW_ATTENDANCE_PATH = `${ATTENDANCE_PATH}/new`;
export const attendancePath = (id: number) => `${ATTENDANCE_PATH}/${id}`;

export const attendanceDetailKey = (id: number) => contractKey(attendanceContracts.detail, { id });
export const ATTENDANCE_SETTINGS_KEY = contractKey(attendanceContracts.settings);

export const useAttendanceList = (query: AttendanceListQuery) =>
  useQuery({
    queryKey: contractKey(attendanceContracts.list, query),
    queryFn: ({ signal }) => attendanceApi.list({ query, signal }),
    placeholderData: keepPreviousData,
  });

/** The people not in, each keyed by their user id (a row per person: the lists' tables key by Id). */
export const useUnattendance = (query: UnattendanceQuery) =>
  useQuery({
    queryKey: contractKey(attendanceContracts.unattendance, query),
    queryFn: ({ signal }) => attendanceApi.unattendance({ query, signal }),
    placeholderData: keepPreviousData,
    select: (page) => ({ ...page, Items: page.Items.map((row) => ({ ...row, Id: row.UserId })) }),
  });

export const useAttendanceDetail = (id: number) =>
  useQuery({
    queryKey: attendanceDetailKey(id),
    queryFn: ({ signal }) => attendanceApi.detail({ query: { id }, signal }),
  });

export const useAttendanceSettings = () =>
  useQuery({
    queryKey: ATTENDANCE_SETTINGS_KEY,
    queryFn: ({ signal }) => attendanceApi.settings({ signal }),
  });

/** After an approval or an entry: every list, sheet and figure of attendance reads again. */
export const refreshAttendance = (queryClient: QueryClient) =>
  Promise.all(
    [
      attendanceContracts.list,
      attendanceContracts.unattendance,
      attendanceContracts.sheet,
      attendanceContracts.today,
    ].map((contract) => queryClient.invalidateQueries({ queryKey: contractKey(contract) })),
  );
