import { irdBillingContracts } from '@backoffice/shared/accounting/ird-billing.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { FAILED_ROW } from './ird-billing.fixture.ts';
import { IrdVoucherStatus } from './ird-voucher-status.tsx';

const ROW = {
  ...FAILED_ROW,
  LastAnswer: '104',
  LastMessage: 'The IRD found the bill’s data invalid (model invalid).',
};
const COUNTS = { pending: 0, synced: 0, failed: 1, withdrawn: 0 };

describe('IrdVoucherStatus', () => {
  it('shows where a sales voucher stands with the IRD', async () => {
    fakeServer.answer(permissionContracts.checkAction, true).answer(irdBillingContracts.outbox, {
      Items: [ROW],
      TotalCount: 1,
      PageNo: 1,
      PageSize: 1,
      Counts: COUNTS,
    });
    renderScreen(<IrdVoucherStatus voucherId={51} type="sales" />);
    expect(await screen.findByText(/data invalid/)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(fakeServer.contractCalls(irdBillingContracts.outbox).at(-1)?.parsedQuery).toMatchObject({
      VoucherId: 51,
    });
  });

  it('asks nothing for a voucher the IRD is not told of, and shows nothing without the permission', async () => {
    fakeServer.answer(permissionContracts.checkAction, false);
    renderScreen(<IrdVoucherStatus voucherId={52} type="journal" />);
    expect(fakeServer.contractCalls(permissionContracts.checkAction)).toHaveLength(0);
    renderScreen(<IrdVoucherStatus voucherId={51} type="sales" />);
    await expect.poll(() => fakeServer.contractCalls(permissionContracts.checkAction).length).toBe(1);
    expect(fakeServer.contractCalls(irdBillingContracts.outbox)).toHaveLength(0);
  });
});
