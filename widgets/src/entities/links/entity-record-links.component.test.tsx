import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { BANK_ACCOUNT } from '@backoffice/shared/entities/accounting/bank-account.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { answerOwnProfile } from '../../test-support/own-profile.fixture.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { EntityFormPage } from '../form/entity-form-page.tsx';

const ACCOUNT = {
  Id: 3,
  AccountNumber: '0012345678',
  BankId: 2,
  BankIdDisplay: 'Nabil Bank',
  Branch: 'Putalisadak',
  AccountName: 'Nabil current',
  LedgerId: 41,
  LedgerIdDisplay: 'Nabil current A/c',
  CreatedAt: '2026-11-01T06:00:00.000Z',
  UpdatedAt: '2026-11-01T06:00:00.000Z',
  CreatedByName: 'Admin',
};

const show = (account: typeof ACCOUNT | (Omit<typeof ACCOUNT, 'LedgerId'> & { LedgerId: null })) => {
  answerOwnProfile();
  fakeServer
    .answer(entityContracts(BANK_ACCOUNT).detail, account)
    .answer(entityContracts(BANK_ACCOUNT).audit, []);
  renderScreen(<EntityFormPage entity={BANK_ACCOUNT} recordId={account.Id} />);
};

const linksCard = () => screen.findByRole('navigation', { name: 'Go to' });

describe('A saved record’s declared links', () => {
  it('lead to the pages its declaration names, filled from the record', async () => {
    fakeServer.answer(permissionContracts.checkAction, true);
    show(ACCOUNT);
    await linksCard();
    expect((await screen.findByRole('link', { name: 'Cheques' })).getAttribute('href')).toContain(
      '/accounting/cheques?BankLedgerId=41',
    );
    expect(screen.getByRole('link', { name: 'Day book of its ledger' }).getAttribute('href')).toContain(
      '/accounting/daybook?LedgerId=41',
    );
  });

  it('leave out a link to a page the user may not view, and one the record cannot fill', async () => {
    fakeServer.answer(permissionContracts.checkAction, false);
    show(ACCOUNT);
    await linksCard();
    expect(screen.getByRole('link', { name: 'Day book of its ledger' })).toBeTruthy();
    await expect
      .poll(() => fakeServer.contractCalls(permissionContracts.checkAction).map((call) => call.parsedQuery))
      .toContainEqual({ screenId: 516, actionType: 'view' });
    expect(screen.queryByRole('link', { name: 'Cheques' })).toBeNull();
  });

  it('show nothing when no link can be filled', async () => {
    fakeServer.answer(permissionContracts.checkAction, true);
    show({ ...ACCOUNT, LedgerId: null });
    expect(await screen.findByText('Record')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Go to' })).toBeNull();
  });
});
