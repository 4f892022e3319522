import { permissionContracts } from '@backoffice/shared/administration/permission.contract';
import { entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { LEAVE } from '@backoffice/shared/entities/sales/leave.entity';
import { EXPENSE } from '@backoffice/shared/entities/workforce/expense.entity';
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

describe('EntityForm of an entity with an office-only field (an expense)', () => {
  it('does not offer a field user the ledger it is paid from', async () => {
    signedInAs('salesPerson');
    renderScreen(<EntityFormPage entity={EXPENSE} />);
    await screen.findByLabelText('Description');
    await expect.poll(() => screen.queryByLabelText('Employee')).toBeNull();
    expect(screen.queryByLabelText('Paid from')).toBeNull();
  });

  it("does not send it back when a field user changes their claim, so the office's value stays", async () => {
    signedInAs('salesPerson');
    const claim = {
      Id: 6,
      UserId: 9,
      UserIdDisplay: 'Sita Rai',
      ExpenseTypeId: 2,
      ExpenseTypeIdDisplay: 'Travel',
      ExpenseDate: '2026-11-20',
      Amount: 120,
      Description: 'Tea',
      Receipt: null,
      PaidFromLedgerId: 7,
      PaidFromLedgerIdDisplay: 'Cash',
      Status: 'pending',
      AdminRemarks: null,
      CreatedAt: '2026-11-27T06:00:00.000Z',
      UpdatedAt: '2026-11-27T06:00:00.000Z',
      CreatedByName: 'Sita Rai',
    };
    const { detail, audit, save } = entityContracts(EXPENSE);
    fakeServer
      .answer(detail, claim)
      .answer(audit, [])
      .answer(permissionContracts.checkAction, true)
      .answer(save, claim);
    renderScreen(<EntityFormPage entity={EXPENSE} recordId={6} />);
    await screen.findByRole('button', { name: 'Save changes' });
    await expect.poll(() => screen.queryByLabelText('Paid from')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await expect.poll(() => fakeServer.callsTo(save).length).toBe(1);
    const [sent] = fakeServer.callsTo(save);
    expect(sent?.body).toMatchObject({ Id: '6', Description: 'Tea' });
    expect(sent?.body).not.toHaveProperty('PaidFromLedgerId');
  });

  it('offers it to an office user', async () => {
    signedInAs('staff');
    renderScreen(<EntityFormPage entity={EXPENSE} />);
    expect(await screen.findByLabelText('Paid from')).toBeTruthy();
    expect(screen.getByLabelText('Employee')).toBeTruthy();
  });
});
