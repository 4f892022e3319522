/** The attendance sheet and today's figures through their route contracts (attendance.contract). */

import { attendanceContracts } from '@backoffice/shared/workforce/attendance/attendance.contract';
import type { AttendanceSheetQuery } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract, contractKey } from '../../core/contract-client.ts';

export const ATTENDANCE_SHEET_PATH = '/workforce/attendance/sheet';

export const useAttendanceSheet = (query: AttendanceSheetQuery) =>
  useQuery({
    queryKey: contractKey(attendanceContracts.sheet, query),
    queryFn: ({ signal }) => callContract(attendanceContracts.sheet, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useAttendanceToday = (enabled: boolean) =>
  useQuery({
    queryKey: contractKey(attendanceContracts.today),
    queryFn: ({ signal }) => callContract(attendanceContracts.today, { signal }),
    enabled,
  });
