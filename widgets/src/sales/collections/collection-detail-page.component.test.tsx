import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { CASH_PAYMENT as CASH, CHEQUE_PAYMENT as CHEQUE } from './collection.fixture.ts';
import { CollectionDetailPage } from './collection-detail-page.tsx';

describe('CollectionDetailPage', () => {
  it('opens the cheque register at a cheque payment’s cheque', async () => {
    fakeServer.answer(collectionContracts.detail, CHEQUE);
    renderScreen(<CollectionDetailPage paymentId={CHEQUE.Id} />);
    expect(
      (await screen.findByRole('link', { name: 'In the cheque register' })).getAttribute('href'),
    ).toContain(`/accounting/cheques?PaymentId=${CHEQUE.Id}`);
  });

  it('has no cheque register link for a cash payment', async () => {
    fakeServer.answer(collectionContracts.detail, CASH);
    renderScreen(<CollectionDetailPage paymentId={CASH.Id} />);
    expect(await screen.findByText('Receipt RC-2026-000034')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'In the cheque register' })).toBeNull();
  });
});
