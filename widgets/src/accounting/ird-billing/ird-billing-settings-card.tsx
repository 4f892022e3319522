import type { IrdBillingMode, IrdBillingSettings } from '@backoffice/shared/accounting/ird-billing.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/api-client.ts';
import { PasswordField } from '../../ui/fields/password-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { toast } from '../../ui/toast.store.ts';
import { refreshIrdBilling, saveIrdSettings } from './ird-billing-queries.ts';

const MODE_TEXT: Readonly<Record<IrdBillingMode, string>> = {
  realtime: 'Each invoice as soon as it is posted',
  batch: 'In batches',
};

/**
 * Turns IRD billing on or off, with how invoices go and the credentials the IRD issued. The kept
 * password is never shown: the field says one is set, and typing replaces it.
 */
export const IrdBillingSettingsCard = ({
  settings,
  canEdit,
}: {
  settings: IrdBillingSettings;
  canEdit: boolean;
}) => {
  const id = useId();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(settings.Enabled);
  const [mode, setMode] = useState<IrdBillingMode>(settings.Mode);
  const [username, setUsername] = useState(settings.Username);
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: saveIrdSettings,
    onSuccess: async () => {
      setPassword('');
      toast.success('IRD billing settings saved.');
      await refreshIrdBilling(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <section className="bo-card bo-ird-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-card-title">
        IRD billing system
      </h2>
      {settings.ServiceConfigured ? null : (
        <p className="bo-filter-note" role="note">
          Sending is off on this server: it has no address for the IRD’s billing system (CBMS_URL). Invoices
          wait in the outbox until it is set.
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            Enabled: enabled,
            Mode: mode,
            Username: username,
            ...(password === '' ? {} : { Password: password }),
          });
        }}
      >
        <fieldset disabled={!canEdit || save.isPending} className="bo-fieldset-plain">
          <label className="bo-check">
            <input
              type="checkbox"
              checked={enabled}
              onChange={(event) => setEnabled(event.currentTarget.checked)}
            />{' '}
            Send sales invoices and credit notes to the IRD
          </label>
          <fieldset className="bo-fieldset-plain">
            <legend>When they go</legend>
            {(['realtime', 'batch'] as const).map((value) => (
              <label key={value} className="bo-check">
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />{' '}
                {value === 'batch'
                  ? `${MODE_TEXT.batch}, every ${settings.BatchMinutes} minutes`
                  : MODE_TEXT.realtime}
              </label>
            ))}
          </fieldset>
          <TextField
            label="Username"
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <PasswordField
            label={settings.PasswordSet ? 'Password (set; type to replace it)' : 'Password'}
            autoComplete="new-password"
            placeholder={settings.PasswordSet ? '•••••••• (set)' : ''}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          {canEdit ? (
            <button type="submit" className="bo-btn bo-btn-primary">
              {save.isPending ? 'Saving…' : 'Save settings'}
            </button>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
};
