import { screen, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { DocumentVouchers } from './document-vouchers.tsx';

describe('DocumentVouchers', () => {
  it('lists a payment’s receipt, its reversal and the new receipt, each opening its voucher', async () => {
    renderScreen(
      <DocumentVouchers
        empty="Not in the books yet."
        vouchers={[
          { Id: 7, VoucherNo: 'RV-2083/84-000003', VoucherType: 'receipt', Status: 'cancelled' },
          { Id: 8, VoucherNo: 'RV-2083/84-000004', VoucherType: 'receipt', Status: 'posted' },
          { Id: 9, VoucherNo: 'RV-2083/84-000005', VoucherType: 'receipt', Status: 'posted' },
        ]}
      />,
    );
    const books = await screen.findByRole('region', { name: 'Books' });
    const links = within(books).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'RV-2083/84-000003',
      'RV-2083/84-000004',
      'RV-2083/84-000005',
    ]);
    expect(links[2]?.getAttribute('href')).toContain('/accounting/vouchers/9');
    expect(within(books).getAllByText('Receipt')).toHaveLength(3);
  });

  it('says what posts it while the document has no voucher', async () => {
    renderScreen(<DocumentVouchers empty="Not in the books yet." vouchers={[]} />);
    const books = await screen.findByRole('region', { name: 'Books' });
    expect(within(books).getByText('Not in the books yet.')).toBeTruthy();
    expect(within(books).queryByRole('link')).toBeNull();
  });
});
