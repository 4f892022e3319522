import type { MobileBankingSettings } from '@backoffice/shared/mobile-banking/mobile-banking-api.types';
import { useQuery } from '@tanstack/react-query';
import { callApi, getData } from '../core/api-client.ts';
import { ACTIVATION_API } from './activation-paths.ts';
import { MOBILE_BANKING_KEY } from './activation-queries.ts';
import type { SettingsFormValues } from './mobile-banking-settings-form.ts';

/** Under the module's key: a saved charge refreshes what the Renew dialog proposes. */
export const MOBILE_BANKING_SETTINGS_KEY = [...MOBILE_BANKING_KEY, 'settings'] as const;

export const useMobileBankingSettings = () =>
  useQuery({
    queryKey: MOBILE_BANKING_SETTINGS_KEY,
    queryFn: ({ signal }) =>
      getData<MobileBankingSettings>(`${ACTIVATION_API}/settings`, undefined, { signal }),
    staleTime: 0,
  });

/** JSON, not a form: a form body drops empty values, and an empty value is how a field goes back to its default. */
export const saveMobileBankingSettings = (body: SettingsFormValues) =>
  callApi<MobileBankingSettings>('post', `${ACTIVATION_API}/settings`, { json: body });
