import type { AttendanceDetail } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { ActionConfirmModal } from '../../ui/dialogs/action-confirm-modal.tsx';
import { toast } from '../../ui/toast.store.ts';
import { attendanceApi, attendanceDetailKey, refreshAttendance } from './attendance-queries.ts';

/** Approve, with optional remarks: the person is told, and the day shows who approved it. */
export const AttendanceApproveButton = ({ day }: { day: AttendanceDetail }) => {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const approve = useMutation({
    mutationFn: (remarks: string) =>
      attendanceApi.approve({
        query: { id: day.Id },
        body: remarks === '' ? {} : { Remarks: remarks },
      }),
    onSuccess: (approved) => {
      setAsking(false);
      toast.success(`${approved.UserName}'s day approved.`);
      queryClient.setQueryData(attendanceDetailKey(approved.Id), approved);
      void refreshAttendance(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <>
      <button type="button" className="bo-btn bo-btn-primary" onClick={() => setAsking(true)}>
        Approve
      </button>
      <ActionConfirmModal
        open={asking}
        title="Approve this day?"
        text={`${day.UserName} is told the day is approved.`}
        confirmLabel="Approve"
        danger={false}
        busy={approve.isPending}
        remarks={{ label: 'Remarks', required: false, max: 500 }}
        onConfirm={(remarks) => approve.mutate(remarks)}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
