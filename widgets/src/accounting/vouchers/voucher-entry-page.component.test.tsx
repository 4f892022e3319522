import { booksContracts } from '@backoffice/shared/accounting/books.contract';
import { voucherContracts } from '@backoffice/shared/accounting/voucher.contract';
import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { JOURNAL, ledgersMatching } from './voucher.fixture.ts';
import { VoucherEntryPage } from './voucher-entry-page.tsx';

const DRAFT = {
  ...JOURNAL,
  Status: 'draft' as const,
  VoucherNo: null,
  AllowedActions: ['post' as const, 'edit' as const, 'delete' as const],
};

const shownValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Types into the focused ledger box and picks the first match with Enter. */
const pickLedger = async (text: string, name: string) => {
  await user.keyboard(text);
  await screen.findByRole('option', { name: new RegExp(name) });
  await user.keyboard('{Enter}');
};

/** Cash Dr 1,000, then Enter through the line's optional fields to the next line. */
const typeFirstLine = async () => {
  await user.click(await screen.findByLabelText('Dr or Cr, line 1'));
  await user.keyboard('{Enter}');
  await pickLedger('Cas', 'Cash');
  expect(document.activeElement).toBe(screen.getByLabelText('Amount, line 1'));
  await user.keyboard('1000{Enter}{Enter}{Enter}{Enter}');
};

describe('VoucherEntryPage', () => {
  beforeEach(() => {
    fakeServer
      .answer(permissionContracts.checkAction, true)
      .answer(booksContracts.ledgerOptions, (request) => ledgersMatching(request.parsedQuery?.query));
  });

  it('takes a two-line journal from Enter alone, offers the balancing line, and saves it on Ctrl+S', async () => {
    fakeServer.answer(voucherContracts.save, DRAFT);
    const { navigations } = renderScreen(<VoucherEntryPage type="journal" />);
    await typeFirstLine();

    // The new line is offered the side and amount that balance the voucher.
    expect(document.activeElement).toBe(screen.getByLabelText('Dr or Cr, line 2'));
    expect(shownValue('Dr or Cr, line 2')).toBe('Cr');
    expect(shownValue('Amount, line 2')).toBe('1000.00');
    expect(screen.getByText('Cur Bal: 12,345.00 Dr', { exact: false })).toBeTruthy();

    await user.keyboard('{Enter}');
    await pickLedger('Sal', 'Sales Account');
    await user.keyboard('{Enter}{Enter}{Enter}{Enter}');
    // A balanced voucher's next line is offered nothing; Enter on its empty ledger ends the lines.
    expect(shownValue('Amount, line 3')).toBe('');
    await user.keyboard('{Enter}{Enter}');
    expect(screen.queryByLabelText('Dr or Cr, line 3')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Narration'));
    await user.keyboard('Opening cash{Control>}s{/Control}');

    await expect.poll(() => navigations).toEqual([`/accounting/vouchers/${DRAFT.Id}`]);
    const [sent] = fakeServer.contractCalls(voucherContracts.save);
    expect(sent?.parsedBody).toMatchObject({
      VoucherType: 'journal',
      Narration: 'Opening cash',
      Post: false,
    });
    expect(JSON.parse(String(sent?.parsedBody?.Lines))).toEqual([
      { LedgerId: 1, Side: 'Dr', Amount: 1000 },
      { LedgerId: 2, Side: 'Cr', Amount: 1000 },
    ]);
  });

  it("puts the server's message about a line's amount on that line", async () => {
    fakeServer.refuse(voucherContracts.save, {
      code: 400,
      message: 'Check the lines',
      errors: [
        { Field: 'Lines[1].Amount', Message: 'Line 2: amount must be more than 0 with at most 2 decimals' },
      ],
    });
    renderScreen(<VoucherEntryPage type="journal" />);
    await typeFirstLine();
    await user.keyboard('{Enter}');
    await pickLedger('Sal', 'Sales Account');
    await user.click(screen.getByRole('button', { name: 'Save and post' }));

    const message = await screen.findByText('Line 2: amount must be more than 0 with at most 2 decimals');
    const amount = screen.getByLabelText('Amount, line 2');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Amount, line 1').getAttribute('aria-invalid')).toBeNull();
    expect(fakeServer.contractCalls(voucherContracts.save)[0]?.parsedBody).toMatchObject({ Post: true });
  });

  it('shows the message of a 409 above the form', async () => {
    fakeServer.answer(voucherContracts.detail, DRAFT).refuse(voucherContracts.save, {
      code: 409,
      message: 'This voucher was changed by someone else: reload it.',
    });
    renderScreen(<VoucherEntryPage voucherId={DRAFT.Id} />);
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('This voucher was changed by someone else: reload it.', { selector: 'li' }),
    ).toBeTruthy();
    expect(fakeServer.contractCalls(voucherContracts.save)[0]?.parsedBody).toMatchObject({
      Id: DRAFT.Id,
      Version: DRAFT.Version,
    });
  });

  it('removes a line on Alt+Delete, and asks on Escape before unsaved lines are lost', async () => {
    const { navigations } = renderScreen(<VoucherEntryPage type="journal" />);
    await typeFirstLine();
    expect(screen.getByLabelText('Dr or Cr, line 2')).toBeTruthy();
    await user.keyboard('{Alt>}{Delete}{/Alt}');
    expect(screen.queryByLabelText('Dr or Cr, line 2')).toBeNull();

    await user.click(screen.getByLabelText('Amount, line 1'));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(navigations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(navigations).toEqual(['/accounting/daybook']);
  });

  it('picks a ledger with the arrow keys and shows its group and current balance', async () => {
    renderScreen(<VoucherEntryPage type="journal" />);
    await user.click(await screen.findByLabelText('Ledger, line 1'));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: /Sales Account/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(shownValue('Ledger, line 1')).toBe('Sales Account');
    expect(document.activeElement).toBe(screen.getByLabelText('Amount, line 1'));
    expect(screen.getByText('Sales Accounts · Cur Bal: 50,000.00 Cr')).toBeTruthy();
  });

  it('offers only the types the user may create', async () => {
    fakeServer.answer(permissionContracts.checkAction, (request) => request.parsedQuery?.screenId === 511);
    renderScreen(<VoucherEntryPage type="receipt" />);
    const type = (await screen.findByLabelText('Type')) as HTMLSelectElement;
    expect([...type.options].map((option) => option.textContent)).toEqual(['Journal']);
  });

  it('names every control of a line itself, so a phone can hide the column heads', async () => {
    renderScreen(<VoucherEntryPage type="journal" />);
    await screen.findByLabelText('Dr or Cr, line 1');
    const line = document.querySelector('.bo-voucher-lines tbody tr');
    if (!line) throw new Error('The grid has no line');
    const controls = [...line.querySelectorAll<HTMLElement>('input, select, button')].filter(
      (control) => !control.closest('[hidden]'),
    );
    const named = (control: HTMLElement) =>
      Boolean(control.getAttribute('aria-label')) ||
      (control.id !== '' && document.querySelector(`label[for="${control.id}"]`) !== null);
    expect(controls.filter((control) => !named(control)).map((control) => control.outerHTML)).toEqual([]);
    for (const name of [
      'Dr or Cr, line 1',
      'Ledger, line 1',
      'Amount, line 1',
      'Cost center, line 1',
      'Bill ref, line 1',
      'Narration, line 1',
      'Remove line 1',
    ])
      expect(screen.getByLabelText(name)).toBeTruthy();
  });
});
