import type {
  ContractBody,
  ContractData,
  ContractQuery,
  RouteContract,
} from '@backoffice/shared/http/route-contract';
import { type CallOptions, callApi, type Params, type SuccessEnvelope } from './api-client.ts';

/** How a call may differ from the session's usual one (see CallOptions). */
type CallSettings = Pick<
  CallOptions,
  'companyId' | 'bearer' | 'withoutSession' | 'signal' | 'fromServerRoot'
>;

/** The query and body a contract takes: required where it has them, absent where it has none. */
export type ContractInput<C extends RouteContract> = (ContractQuery<C> extends undefined
  ? { query?: undefined }
  : { query: ContractQuery<C> }) &
  (ContractBody<C> extends undefined ? { body?: undefined } : { body: ContractBody<C> }) &
  CallSettings;

const formDataOf = (body: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      form.append(name, item instanceof Blob ? item : String(item));
  }
  return form;
};

const optionsOf = <C extends RouteContract>(contract: C, input: ContractInput<C>): CallOptions => {
  const { query, body, ...settings } = input;
  const options: CallOptions = { ...settings };
  if (query !== undefined) options.query = query as Params;
  if (body !== undefined) {
    if (contract.bodyKind === 'json') options.json = body;
    else if (contract.bodyKind === 'multipart')
      options.formData = formDataOf(body as Record<string, unknown>);
    else options.form = body as Params;
  }
  return options;
};

/**
 * Calls a route by its contract: the path, the method, how the body travels and the answer's type
 * all come from the contract, so no call site names them. Resolves to the answer's Data; a refusal
 * is an ApiError with the server's message, as with callApi.
 */
export const callContract = async <C extends RouteContract>(
  contract: C,
  input: ContractInput<C>,
): Promise<ContractData<C>> =>
  (await callApi<ContractData<C>>(contract.method, contract.path, optionsOf(contract, input))).Data;

/**
 * The same call answered with its whole envelope, for a screen that shows the server's Message
 * after an action (it names the record and what became of it).
 */
export const callContractForMessage = <C extends RouteContract>(
  contract: C,
  input: ContractInput<C>,
): Promise<SuccessEnvelope<ContractData<C>>> =>
  callApi<ContractData<C>>(contract.method, contract.path, optionsOf(contract, input));

/**
 * A contract's call with a body the screen has already encoded (a form whose files go as FormData,
 * a list's query built from its filters): the path, method and answer type still come from the contract.
 */
export const callContractEncoded = async <C extends RouteContract>(
  contract: C,
  options: Pick<CallOptions, 'query' | 'form' | 'formData' | 'signal'>,
): Promise<ContractData<C>> => (await callContractEncodedForMessage(contract, options)).Data;

/**
 * The encoded call answered with its whole envelope, for a screen that shows the server's Message.
 * `base` sends it to another host serving the same contract (the site's support host) instead of
 * our API.
 */
export const callContractEncodedForMessage = <C extends RouteContract>(
  contract: C,
  { base, ...options }: Pick<CallOptions, 'query' | 'form' | 'formData' | 'signal'> & { base?: string },
): Promise<SuccessEnvelope<ContractData<C>>> =>
  callApi<ContractData<C>>(
    contract.method,
    base === undefined ? contract.path : `${base.replace(/\/+$/, '')}${contract.path}`,
    base === undefined ? options : { ...options, fromServerRoot: true },
  );

type Caller<C extends RouteContract> =
  ContractQuery<C> extends undefined
    ? ContractBody<C> extends undefined
      ? (input?: ContractInput<C>) => Promise<ContractData<C>>
      : (input: ContractInput<C>) => Promise<ContractData<C>>
    : (input: ContractInput<C>) => Promise<ContractData<C>>;

/** A domain's contracts as functions: `noticeApi.dismiss({ query: { id } })`. */
export const clientOf = <const M extends Record<string, RouteContract>>(
  contracts: M,
): { [K in keyof M]: Caller<M[K]> } =>
  Object.fromEntries(
    Object.entries(contracts).map(([name, contract]) => [
      name,
      (input?: ContractInput<RouteContract>) => callContract(contract, input ?? {}),
    ]),
  ) as { [K in keyof M]: Caller<M[K]> };

/**
 * The react-query key of a contract's answer for a query: the method and path first, so one
 * invalidation (`[method, path]`) reaches every query of the route.
 */
export const contractKey = <C extends RouteContract>(contract: C, query?: ContractQuery<C>) =>
  query === undefined
    ? ([contract.method, contract.path] as const)
    : ([contract.method, contract.path, query] as const);
