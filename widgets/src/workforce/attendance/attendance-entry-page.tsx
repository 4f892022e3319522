import type { AttendanceOfficeBody } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { companyToday } from '../../core/company-time.ts';
import { useNavigate } from '../../core/navigation.tsx';
import { ReferenceField } from '../../entities/form/reference-field.tsx';
import { DocumentPageHead } from '../../sales/common/document-page-head.tsx';
import { FormProblems } from '../../sales/common/forms/form-problems.tsx';
import { SalesFormActions } from '../../sales/common/forms/sales-form-actions.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { toast } from '../../ui/toast.store.ts';
import { checkEntry, emptyEntryValues, mapEntryServerErrors } from './attendance-entry-values.ts';
import { ATTENDANCE_PATH, attendanceApi, attendancePath, refreshAttendance } from './attendance-queries.ts';
import { useCheckedForm } from './use-checked-form.ts';

/**
 * /workforce/attendance/new: the office enters or corrects a person's day (a phone left at home, a
 * forgotten check-out), saying why; the saved day opens.
 */
export const AttendanceEntryPage = ({ embedded = false }: { embedded?: boolean }) => {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => emptyEntryValues(companyToday()));
  const form = useCheckedForm({
    check: checkEntry,
    mapErrors: mapEntryServerErrors,
    send: async (body: AttendanceOfficeBody) => {
      const saved = await attendanceApi.officeEntry({ body });
      toast.success(`${saved.UserName}'s day saved.`);
      void refreshAttendance(queryClient);
      navigate(attendancePath(saved.Id));
    },
  });
  const { errors } = form;
  const field = (key: string) => `${id}-${key}`;
  const change = (key: string, next: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...next }));
    form.clearError(key);
  };

  return (
    <div className="bo-page bo-attendance-entry-page">
      <DocumentPageHead
        back={embedded ? undefined : { href: ATTENDANCE_PATH, label: 'Attendance' }}
        title="Enter a day"
      />
      <form ref={form.formRef} className="bo-order-form" noValidate onSubmit={form.onSubmit(values)}>
        <FormProblems messages={form.problems} />
        <section className="bo-card">
          <p className="bo-field-help">
            For a day the person could not record themselves. An entry replaces that day's check-in and
            check-out, and is kept with your remarks.
          </p>
          <div className="bo-form-grid">
            <ReferenceField
              id={field('person')}
              label="Person"
              apiPath="user"
              value={values.person}
              onChange={(person) => change('UserId', { person })}
              error={errors.UserId}
              required
            />
            <DateField
              id={field('date')}
              label="Date"
              value={values.date}
              onChange={(date) => change('AttendanceDate', { date })}
              error={errors.AttendanceDate}
              required
            />
            <FieldFrame id={field('in')} label="Check-in" required error={errors.CheckIn}>
              <input
                id={field('in')}
                type="time"
                className="bo-input"
                value={values.checkIn}
                required
                {...fieldAria(field('in'), errors.CheckIn)}
                onChange={(event) => change('CheckIn', { checkIn: event.currentTarget.value })}
              />
            </FieldFrame>
            <FieldFrame id={field('out')} label="Check-out" error={errors.CheckOut}>
              <input
                id={field('out')}
                type="time"
                className="bo-input"
                value={values.checkOut}
                {...fieldAria(field('out'), errors.CheckOut)}
                onChange={(event) => change('CheckOut', { checkOut: event.currentTarget.value })}
              />
            </FieldFrame>
            <FieldFrame
              id={field('remarks')}
              label="Remarks"
              required
              error={errors.Remarks}
              className="bo-field-wide"
            >
              <textarea
                id={field('remarks')}
                className="bo-input bo-textarea"
                maxLength={500}
                value={values.remarks}
                required
                {...fieldAria(field('remarks'), errors.Remarks)}
                onChange={(event) => change('Remarks', { remarks: event.currentTarget.value })}
              />
            </FieldFrame>
          </div>
        </section>
        <SalesFormActions
          saving={form.saving}
          editing={false}
          createLabel="Save day"
          cancelHref={ATTENDANCE_PATH}
        />
      </form>
    </div>
  );
};
