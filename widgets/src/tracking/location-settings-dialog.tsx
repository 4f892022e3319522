import { retentionProblem } from '@backoffice/shared/sales/tracking/location-retention';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormModal } from '../ui/dialogs/form-modal.tsx';
import { useDialogSend } from '../ui/dialogs/use-dialog-send.ts';
import { QueryProblem } from '../ui/load-problem.tsx';
import { Loader } from '../ui/loader.tsx';
import { LOCATION_SETTINGS_KEY, saveLocationSettings, useLocationSettings } from './tracking-queries.ts';

/** How long location points are kept (GET/POST /location/settings). */
export const LocationSettingsDialog = ({ onClose }: { onClose: () => void }) => {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useLocationSettings(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState<string | undefined>(undefined);
  const [error, setError] = useState('');
  const { busy, send } = useDialogSend(onClose);
  const loaded = settings.data;
  const value = text ?? (loaded ? String(loaded.RetentionDays) : '');
  useEffect(() => {
    if (loaded) inputRef.current?.focus();
  }, [loaded]);

  const save = async () => {
    if (!loaded) return;
    const problem = retentionProblem(value, loaded.Min, loaded.Max);
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    await send(
      () => saveLocationSettings(Number(value.trim())),
      'Location settings saved.',
      setError,
      (answer) => queryClient.setQueryData(LOCATION_SETTINGS_KEY, answer.Data),
    );
  };

  return (
    <FormModal
      title="Location settings"
      onClose={onClose}
      submitLabel="Save"
      busyLabel="Saving…"
      busy={busy}
      onSubmit={() => void save()}
      ready={Boolean(loaded)}
      canSubmit={Boolean(loaded?.MayEdit)}
      before={
        <>
          {settings.isPending ? <Loader label="Loading the location settings" /> : null}
          {settings.isError ? <QueryProblem query={settings} /> : null}
        </>
      }
    >
      {loaded ? (
        <div className="bo-field">
          <label htmlFor={`${id}-days`}>Keep location points for (days)</label>
          <input
            ref={inputRef}
            id={`${id}-days`}
            className="bo-input"
            type="number"
            inputMode="numeric"
            min={loaded.Min}
            max={loaded.Max}
            step={1}
            value={value}
            readOnly={!loaded.MayEdit}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError('');
            }}
          />
          <p id={`${id}-help`} className="bo-muted bo-field-help">
            From {loaded.Min} to {loaded.Max} days
            {loaded.IsDefault ? ` (the default, ${loaded.Default}, applies now)` : ''}. Older points are
            deleted within the hour.
          </p>
          {error ? (
            <p id={`${id}-error`} className="bo-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </FormModal>
  );
};
