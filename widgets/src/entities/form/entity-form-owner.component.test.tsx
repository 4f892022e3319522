import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { accountContracts } from '@backoffice/shared/session/account.contract';
import type { UserType } from '@backoffice/shared/user-types';
import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { EntityFormPage } from './entity-form-page.tsx';

const SAVE = entityContracts(LEAVE).save;

const signedInAs = (UserType: UserType) =>
  fakeServer.answer(accountContracts.profile, {
    UserId: 9,
    UserType,
    UserName: 'sales1',
    FirstName: 'Sita',
    LastName: 'Rai',
    Email: 'sales1@example.com',
  });

const savedLeave = {
  Id: 4,
  UserId: 9,
  UserIdDisplay: 'Sita Rai',
  LeaveType: 'casual',
  FromDate: '2026-12-01',
  ToDate: '2026-12-02',
  Reason: 'Family wedding',
  Status: 'pending',
  AdminRemarks: null,
  CreatedAt: '2026-11-27T06:00:00.000Z',
  UpdatedAt: '2026-11-27T06:00:00.000Z',
  CreatedByName: 'Sita Rai',
};

describe('EntityForm of an entity with an owner (a leave)', () => {
  it('does not offer a field user the owner field and files the record for them', async () => {
    signedInAs('salesPerson');
    fakeServer.answer(SAVE, savedLeave);
    const { navigations } = renderScreen(<EntityFormPage entity={LEAVE} />);
    await user.type(await screen.findByLabelText('From'), '2026-12-01');
    await expect.poll(() => screen.queryByLabelText('Employee')).toBeNull();
    await user.type(screen.getByLabelText('To'), '2026-12-02');
    await user.type(screen.getByLabelText('Reason'), 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Save Leave' }));

    await expect.poll(() => navigations).toEqual([LEAVE.route]);
    const [sent] = fakeServer.callsTo(SAVE);
    expect(sent?.body).toMatchObject({ UserId: '9', FromDate: '2026-12-01', Reason: 'Family wedding' });
  });

  it('lets an office user pick whose leave it is, and asks for it', async () => {
    signedInAs('staff');
    renderScreen(<EntityFormPage entity={LEAVE} />);
    await user.type(await screen.findByLabelText('From'), '2026-12-01');
    await user.type(screen.getByLabelText('To'), '2026-12-02');
    await user.type(screen.getByLabelText('Reason'), 'Family wedding');
    await user.click(screen.getByRole('button', { name: 'Save Leave' }));
    expect(await screen.findByText('Employee is required')).toBeTruthy();
    expect(fakeServer.callsTo(SAVE)).toEqual([]);
  });
});
