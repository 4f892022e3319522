import type {
  MobileBankingSettings,
  MobileBankingSettingValue,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import {
  MAX_SMS_SENDER_NAME_LENGTH,
  MOBILE_BANKING_SETTING_FIELD_NAMES,
  type MobileBankingSettingField,
} from '@backoffice/shared/mobile-banking/mobile-banking-settings-inputs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../core/api-client.ts';
import { SalesListHead } from '../sales/common/sales-list-head.tsx';
import { describedBy, FieldFrame } from '../ui/fields/field-frame.tsx';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { toast } from '../ui/toast.store.ts';
import { refreshMobileBanking } from './activation-queries.ts';
import {
  checkSettingsForm,
  formValuesOf,
  type SettingsFormErrors,
  type SettingsFormValues,
  sameValues,
  settingsFieldErrors,
} from './mobile-banking-settings-form.ts';
import {
  MOBILE_BANKING_SETTINGS_KEY,
  saveMobileBankingSettings,
  useMobileBankingSettings,
} from './mobile-banking-settings-queries.ts';

interface FieldText {
  label: string;
  help: (defaultValue: string) => string;
  inputMode: 'decimal' | 'numeric' | 'text';
  maxLength: number;
}

const FIELD_TEXT: Readonly<Record<MobileBankingSettingField, FieldText>> = {
  RenewalCharge: {
    label: 'Renewal charge (Rs)',
    help: (value) =>
      `What renewing a member's service costs: the amount the Renew dialog proposes. From 0 to 100000, at most two decimals. Default Rs ${value}.`,
    inputMode: 'decimal',
    maxLength: 12,
  },
  RenewalPeriodDays: {
    label: 'Renewal period (days)',
    help: (value) =>
      `How long one renewal or activation keeps the service running. From 1 to 3650 days. Default ${value} days.`,
    inputMode: 'numeric',
    maxLength: 4,
  },
  UpcomingDays: {
    label: 'Upcoming window (days)',
    help: (value) =>
      `How many days before expiry a service shows as upcoming in the renewal list. From 1 to 365 days. Default ${value} days.`,
    inputMode: 'numeric',
    maxLength: 3,
  },
  SmsSenderName: {
    label: 'SMS sender name',
    help: (value) =>
      `The name members see as the sender of the cooperative's SMS: up to ${MAX_SMS_SENDER_NAME_LENGTH} letters, digits or spaces (the most an SMS sender id holds). Default ${value}.`,
    inputMode: 'text',
    maxLength: MAX_SMS_SENDER_NAME_LENGTH,
  },
};

/**
 * The cooperative's mobile-banking settings: the renewal charge and period, the renewal list's
 * upcoming window and the SMS sender name. An empty field is the module's default.
 */
export const MobileBankingSettingsPage = () => {
  const settings = useMobileBankingSettings();
  return (
    <div className="bo-page bo-mb-settings-page">
      <SalesListHead title="Mobile Banking Settings" />
      {settings.isPending ? <Loader label="Loading the settings" /> : null}
      {settings.isError ? <QueryProblem query={settings} /> : null}
      {settings.data ? <SettingsForm settings={settings.data} /> : null}
    </div>
  );
};

const SettingsForm = ({ settings }: { settings: MobileBankingSettings }) => {
  const id = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<SettingsFormValues>(() => formValuesOf(settings));
  const [values, setValues] = useState<SettingsFormValues>(saved);
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [focusInvalid, setFocusInvalid] = useState(0);
  const mayEdit = settings.MayEdit;
  const itemOf = (field: MobileBankingSettingField): MobileBankingSettingValue | undefined =>
    settings.Items.find((item) => item.Field === field);

  useEffect(() => {
    if (focusInvalid === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const showErrors = (found: SettingsFormErrors) => {
    setErrors(found);
    if (Object.keys(found).length > 0) setFocusInvalid((count) => count + 1);
  };

  const save = useMutation({
    mutationFn: saveMobileBankingSettings,
    onSuccess: (envelope) => {
      toast.success(envelope.Message);
      queryClient.setQueryData(MOBILE_BANKING_SETTINGS_KEY, envelope.Data);
      const next = formValuesOf(envelope.Data);
      setSaved(next);
      setValues(next);
      setErrors({});
      // The renewal list and the Renew dialog read these settings.
      void refreshMobileBanking(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      if (error instanceof ApiError) showErrors(settingsFieldErrors(error.errors));
    },
  });

  const change = (field: MobileBankingSettingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mayEdit || save.isPending) return;
    const checked = checkSettingsForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body);
  };

  const dirty = !sameValues(values, saved);

  return (
    <form ref={formRef} className="bo-card bo-mb-settings-form" noValidate onSubmit={submit}>
      {mayEdit ? null : (
        <p className="bo-muted bo-mb-settings-note">
          You may view these settings; changing them needs edit permission on Activation Requests.
        </p>
      )}
      {MOBILE_BANKING_SETTING_FIELD_NAMES.map((field) => {
        const text = FIELD_TEXT[field];
        const fallback = itemOf(field)?.Default ?? '';
        const controlId = `${id}-${field}`;
        const help = text.help(fallback);
        const usingDefault = values[field].trim() === '';
        return (
          <FieldFrame
            key={field}
            id={controlId}
            label={text.label}
            help={help}
            error={errors[field]}
            className="bo-mb-setting"
          >
            <div className="bo-mb-setting-control">
              <input
                id={controlId}
                name={field}
                className="bo-input"
                inputMode={text.inputMode}
                autoComplete="off"
                maxLength={text.maxLength}
                placeholder={`Default: ${fallback}`}
                value={values[field]}
                readOnly={!mayEdit}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={describedBy(controlId, help, errors[field])}
                onChange={(event) => change(field, event.currentTarget.value)}
              />
              <button
                type="button"
                className="bo-btn"
                disabled={!mayEdit || usingDefault}
                aria-label={`Use default for ${text.label}`}
                onClick={() => {
                  change(field, '');
                  document.getElementById(controlId)?.focus();
                }}
              >
                Use default
              </button>
            </div>
            <span className="bo-mb-setting-state bo-muted" aria-live="polite">
              {usingDefault ? `Using the default (${fallback})` : null}
            </span>
          </FieldFrame>
        );
      })}
      <div className="bo-form-actions">
        <button type="submit" className="bo-btn bo-btn-primary" disabled={!mayEdit || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        <button
          type="button"
          className="bo-btn"
          disabled={!mayEdit || !dirty || save.isPending}
          onClick={() => {
            setValues(saved);
            setErrors({});
          }}
        >
          Undo changes
        </button>
      </div>
    </form>
  );
};
