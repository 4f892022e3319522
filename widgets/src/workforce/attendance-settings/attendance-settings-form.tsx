import type { AttendanceSettings } from '@backoffice/shared/workforce/attendance/attendance-answers.schema';
import type { AttendanceSettingsBody } from '@backoffice/shared/workforce/attendance/attendance-inputs.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProblems } from '../../sales/common/forms/form-problems.tsx';
import { FieldErrorText, FieldFrame, fieldAria } from '../../ui/fields/field-frame.tsx';
import { toast } from '../../ui/toast.store.ts';
import {
  ATTENDANCE_SETTINGS_KEY,
  attendanceApi,
  refreshAttendance,
} from '../attendance/attendance-queries.ts';
import { useCheckedForm } from '../attendance/use-checked-form.ts';
import {
  type AttendanceSettingsValues,
  checkSettings,
  mapSettingsServerErrors,
  OUTSIDE_POLICY_CHOICES,
  toggledDay,
  valuesFromSettings,
  WEEKDAY_OPTIONS,
} from './attendance-settings-values.ts';

type TextKey = 'OfficeStart' | 'OfficeEnd' | 'LateAfterMinutes' | 'HalfDayMinutes';

/** The company's attendance rules; read-only (no Save) for someone who may not change them. */
export const AttendanceSettingsForm = ({
  settings,
  canEdit,
}: {
  settings: AttendanceSettings;
  canEdit: boolean;
}) => {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AttendanceSettingsValues>(() => valuesFromSettings(settings));
  const form = useCheckedForm({
    check: checkSettings,
    mapErrors: mapSettingsServerErrors,
    send: async (body: AttendanceSettingsBody) => {
      const saved = await attendanceApi.saveSettings({ body });
      queryClient.setQueryData(ATTENDANCE_SETTINGS_KEY, saved);
      void refreshAttendance(queryClient);
      toast.success('Attendance settings saved.');
    },
  });
  const { errors, saving } = form;
  const field = (key: string) => `${id}-${key}`;
  const set = (key: keyof AttendanceSettingsValues, next: Partial<AttendanceSettingsValues>) => {
    setValues((current) => ({ ...current, ...next }));
    form.clearError(key);
  };

  const text = (key: TextKey, label: string, type: 'time' | 'number', help?: string) => (
    <FieldFrame id={field(key)} label={label} required help={help} error={errors[key]}>
      <input
        id={field(key)}
        type={type}
        className="bo-input"
        min={type === 'number' ? 0 : undefined}
        value={values[key]}
        required
        {...fieldAria(field(key), errors[key], help)}
        onChange={(event) => set(key, { [key]: event.currentTarget.value })}
      />
    </FieldFrame>
  );

  return (
    <form ref={form.formRef} className="bo-order-form" noValidate onSubmit={form.onSubmit(values)}>
      <FormProblems messages={form.problems} />
      <fieldset className="bo-fieldset-plain" disabled={!canEdit || saving}>
        <legend className="bo-sr-only">Attendance rules</legend>
        <section className="bo-card">
          <h2 className="bo-card-title">Office hours</h2>
          <div className="bo-form-grid">
            {text('OfficeStart', 'Office starts', 'time')}
            {text('OfficeEnd', 'Office ends', 'time')}
            {text(
              'LateAfterMinutes',
              'Late after (minutes)',
              'number',
              'A check-in this many minutes after the start is late.',
            )}
            {text(
              'HalfDayMinutes',
              'Half day under (minutes)',
              'number',
              'A day with fewer minutes between check-in and check-out is a half day.',
            )}
          </div>
        </section>
        <fieldset
          className="bo-card"
          aria-describedby={errors.WeeklyOff ? `${field('off')}-error` : undefined}
        >
          <legend className="bo-card-title">Weekly days off</legend>
          <div className="bo-check-row">
            {WEEKDAY_OPTIONS.map((option) => (
              <label key={option.value} className="bo-check">
                <input
                  type="checkbox"
                  checked={values.WeeklyOff.includes(option.value)}
                  onChange={(event) =>
                    set('WeeklyOff', {
                      WeeklyOff: toggledDay(values.WeeklyOff, option.value, event.currentTarget.checked),
                    })
                  }
                />{' '}
                {option.label}
              </label>
            ))}
          </div>
          <FieldErrorText id={field('off')} error={errors.WeeklyOff} />
        </fieldset>
        <fieldset className="bo-card">
          <legend className="bo-card-title">A check-in outside every allowed place</legend>
          {OUTSIDE_POLICY_CHOICES.map((choice) => (
            <div key={choice.value} className="bo-radio-choice">
              <label className="bo-check">
                <input
                  type="radio"
                  name={field('outside')}
                  value={choice.value}
                  checked={values.OutsidePolicy === choice.value}
                  aria-describedby={field(`outside-${choice.value}`)}
                  onChange={() => set('OutsidePolicy', { OutsidePolicy: choice.value })}
                />{' '}
                {choice.label}
              </label>
              <p id={field(`outside-${choice.value}`)} className="bo-field-help">
                {choice.text}
              </p>
            </div>
          ))}
          <FieldErrorText id={field('outside')} error={errors.OutsidePolicy} />
        </fieldset>
        <section className="bo-card">
          <label className="bo-check">
            <input
              type="checkbox"
              checked={values.PhotoRequired}
              onChange={(event) => set('PhotoRequired', { PhotoRequired: event.currentTarget.checked })}
            />{' '}
            A photo is required with every check-in and check-out
          </label>
        </section>
      </fieldset>
      {canEdit ? (
        <div className="bo-form-actions">
          <button type="submit" className="bo-btn bo-btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      ) : null}
    </form>
  );
};
