import type { ContractAnswer, RouteContract } from '@backoffice/shared/http/route-contract';
import { screen } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import { type ContractRequest, fakeServer } from './fake-contract-server.ts';
import { user } from './render-screen.tsx';

/**
 * Clicks a list's Export CSV and lets the file come and be saved as a browser would (the save
 * caught, and let go once done): answers the call the list made, its query as the export's
 * contract reads it (a request the contract refuses fails the test, as every fake call does).
 */
export const exportFromList = async <C extends RouteContract>(contract: C): Promise<ContractRequest<C>> => {
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export'),
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined),
  ];
  const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    // The file's bytes do not matter here: the export control's own tests read them.
    fakeServer.answer(contract, null as ContractAnswer<C>);
    const before = fakeServer.callsTo(contract).length;
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await expect.poll(() => save.mock.calls.length).toBe(1);
    const calls = fakeServer.contractCalls(contract);
    expect(calls).toHaveLength(before + 1);
    const call = calls.at(-1);
    if (!call) throw new Error(`The list did not call ${contract.path}`);
    return call;
  } finally {
    for (const spy of [...spies, save]) spy.mockRestore();
  }
};

/**
 * Exports from the list and checks the export went with the list's last query as it was sent,
 * its paging left out and the format added; answers the export's call.
 */
export const exportWithListQuery = async <C extends RouteContract>(
  list: Pick<RouteContract, 'method' | 'path'>,
  exported: C,
): Promise<ContractRequest<C>> => {
  const { pageNo: _pageNo, pageSize: _pageSize, ...filters } = fakeServer.callsTo(list).at(-1)?.query ?? {};
  const call = await exportFromList(exported);
  expect(call.query).toEqual({ ...filters, format: 'csv' });
  return call;
};
