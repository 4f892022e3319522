import { voucherContracts } from '@backoffice/shared/accounting/voucher.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { JOURNAL } from './voucher.fixture.ts';
import { VoucherDetailPage } from './voucher-detail-page.tsx';

const DRAFT = {
  ...JOURNAL,
  Status: 'draft' as const,
  VoucherNo: null,
  AllowedActions: ['post' as const, 'edit' as const, 'delete' as const],
};

describe('VoucherDetailPage', () => {
  it('shows the lines with Dr and Cr totals, the words and the source document', async () => {
    fakeServer.answer(voucherContracts.detail, {
      ...JOURNAL,
      VoucherType: 'sales',
      SourceKind: 'order',
      SourceId: 21,
      SourceNo: 'SO-2026-000021',
      AllowedActions: [],
    });
    // A sales voucher asks whether its IRD billing state may be shown.
    fakeServer.answer(permissionContracts.checkAction, false);
    renderScreen(<VoucherDetailPage voucherId={JOURNAL.Id} />);
    expect(await screen.findByText('Rupees One Thousand Only')).toBeTruthy();
    expect(screen.getAllByText('1,000.00')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'SO-2026-000021' }).getAttribute('href')).toContain(
      '/salesapp/orders/21',
    );
    expect(screen.getByRole('link', { name: 'Print tax invoice' }).getAttribute('href')).toContain(
      `/accounting/vouchers/${JOURNAL.Id}/invoice`,
    );
  });

  it('posts a draft, and deletes one after asking', async () => {
    fakeServer
      .answer(voucherContracts.detail, DRAFT)
      .answer(voucherContracts.post, { ...JOURNAL, Version: 3 })
      .answer(voucherContracts.delete, null);
    const { navigations } = renderScreen(<VoucherDetailPage voucherId={DRAFT.Id} />);
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toContain(
      `/accounting/vouchers/${DRAFT.Id}/edit`,
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await expect
      .poll(() => fakeServer.contractCalls(voucherContracts.post)[0]?.parsedQuery)
      .toEqual({ id: DRAFT.Id });
    expect(fakeServer.contractCalls(voucherContracts.post)[0]?.parsedBody).toMatchObject({
      Version: DRAFT.Version,
    });

    fakeServer.answer(voucherContracts.detail, DRAFT);
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog');
    expect(fakeServer.callsTo(voucherContracts.delete)).toHaveLength(0);
    await user.click(dialog.querySelector('.bo-btn-danger') ?? dialog);
    await expect.poll(() => navigations).toEqual(['/accounting/daybook']);
    expect(fakeServer.contractCalls(voucherContracts.delete)[0]?.parsedQuery).toEqual({ id: DRAFT.Id });
  });

  it('asks for a reason before it cancels a posted voucher', async () => {
    const cancelled = {
      ...JOURNAL,
      Status: 'cancelled' as const,
      ReversedById: 43,
      ReversedByNo: 'JV-2083/84-000008',
      AllowedActions: [],
      Version: 3,
    };
    fakeServer.answer(voucherContracts.detail, JOURNAL).answer(voucherContracts.cancel, cancelled);
    renderScreen(<VoucherDetailPage voucherId={JOURNAL.Id} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel voucher' }));
    await user.type(await screen.findByLabelText('Reason'), 'Entered twice');
    const dialog = screen.getByRole('dialog');
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === 'Cancel voucher',
    );
    if (!confirm) throw new Error('The dialog has no Cancel voucher button');
    fakeServer.answer(voucherContracts.detail, cancelled);
    await user.click(confirm);
    await expect
      .poll(() => fakeServer.contractCalls(voucherContracts.cancel)[0]?.parsedBody)
      .toMatchObject({ Remarks: 'Entered twice', Version: JOURNAL.Version });
    expect((await screen.findByRole('link', { name: 'JV-2083/84-000008' })).getAttribute('href')).toContain(
      '/accounting/vouchers/43',
    );
  });

  it('opens the cheque register at a voucher’s cheque', async () => {
    fakeServer.answer(voucherContracts.detail, {
      ...JOURNAL,
      VoucherType: 'payment',
      ChequeNo: '000451',
      ChequeDate: '2026-11-20',
      AllowedActions: [],
    });
    renderScreen(<VoucherDetailPage voucherId={JOURNAL.Id} />);
    expect(
      (await screen.findByRole('link', { name: 'In the cheque register' })).getAttribute('href'),
    ).toContain(`/accounting/cheques?VoucherId=${JOURNAL.Id}`);
  });

  it('has no cheque register link when the voucher has no cheque', async () => {
    fakeServer.answer(voucherContracts.detail, { ...JOURNAL, AllowedActions: [] });
    renderScreen(<VoucherDetailPage voucherId={JOURNAL.Id} />);
    expect(await screen.findByText('Rupees One Thousand Only')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'In the cheque register' })).toBeNull();
  });
});
