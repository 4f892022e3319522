import { LEDGER_GROUP } from '@backoffice/shared/entities/accounting/ledger-group.entity';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { answerOwnProfile } from '../../test-support/own-profile.fixture.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

describe('EntityForm of a tree (a ledger group)', () => {
  it('asks for the nature of a primary group, not of one under a parent, which takes its parent’s', async () => {
    answerOwnProfile();
    fakeServer.answer(entityContracts(LEDGER_GROUP).autocomplete, [{ Id: 6, Name: 'Current Assets' }]);
    renderScreen(<EntityFormPage entity={LEDGER_GROUP} />);
    expect(await screen.findByLabelText('Nature')).toBeTruthy();

    await user.type(screen.getByRole('combobox', { name: 'Under' }), 'Cur');
    await user.click(await screen.findByRole('option', { name: 'Current Assets' }));
    await expect.poll(() => screen.queryByLabelText('Nature')).toBeNull();
  });
});
