import type { ContractData } from '@backoffice/shared/http/route-contract';
import { activationRequestContracts } from '@backoffice/shared/mobile-banking/mobile-banking.contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../core/api-client.ts';
import { callContract, contractKey } from '../core/contract-client.ts';
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

/**
 * JSON, not a form: a form body drops empty values, and an empty value is how a field goes back to
 * its default. The contract documents the route's form body (the server reads both), so this one
 * call sends JSON through callApi, with the contract's method, path and answer type.
 */
export const saveMobileBankingSettings = (body: SettingsFormValues) =>
  callApi<ContractData<typeof saveSettings>>(saveSettings.method, saveSettings.path, { json: body });
