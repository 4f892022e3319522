import { activationRequestContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import { useQuery } from '@tanstack/react-query';
import { callContract, callContractForMessage, contractKey } from '../core/contract-client.ts';
import type { SettingsFormValues } from './mobile-banking-settings-form.ts';

const { settings, saveSettings } = activationRequestContracts;

/** The route's key, which the module's refresh reaches: a saved charge refreshes what the Renew dialog proposes. */
export const MOBILE_BANKING_SETTINGS_KEY = contractKey(settings);

export const useMobileBankingSettings = () =>
  useQuery({
    queryKey: MOBILE_BANKING_SETTINGS_KEY,
    queryFn: ({ signal }) => callContract(settings, { signal }),
    staleTime: 0,
  });

/** As JSON (the contract says so): an empty value is how a field goes back to its default. */
export const saveMobileBankingSettings = (body: SettingsFormValues) =>
  callContractForMessage(saveSettings, { body });
