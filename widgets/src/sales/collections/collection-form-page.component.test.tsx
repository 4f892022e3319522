import { type DeclaredRecord, entityContracts } from '@backoffice/shared/entities/entity-contracts';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { collectionContracts } from '@backoffice/shared/sales/collections/collection.contract';
import { orderReadContracts } from '@backoffice/shared/sales/orders/order.contract';
import { screen } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test-support/fake-contract-server.ts';
import { renderScreen, user } from '../../test-support/render-screen.tsx';
import { CASH_PAYMENT } from './collection.fixture.ts';
import { CollectionFormPage } from './collection-form-page.tsx';

const PARTY_ID = 11;

const EVEREST_TRADERS: DeclaredRecord<typeof PARTY> = {
  Id: PARTY_ID,
  Name: 'Everest Traders',
  Code: 'P-011',
  PartyType: 'retailer',
  PartyGroupId: null,
  PartyGroupIdDisplay: null,
  ContactPerson: null,
  Phone: '9800000011',
  Email: null,
  Address: 'New Road, Kathmandu',
  PanVatNumber: null,
  Latitude: null,
  Longitude: null,
  RouteId: null,
  RouteIdDisplay: null,
  AreaId: null,
  AreaIdDisplay: null,
  SalesPersonId: null,
  SalesPersonIdDisplay: null,
  CreditLimit: null,
  CreditDays: null,
  IsActive: true,
  CreatedAt: '2026-01-05T06:00:00.000Z',
  UpdatedAt: '2026-01-05T06:00:00.000Z',
  CreatedByName: 'Admin',
};

const SAVED = CASH_PAYMENT;

describe('CollectionFormPage', () => {
  beforeEach(() => {
    // The party the statement sent the person from, and the orders it still owes (none).
    fakeServer.answer(entityContracts(PARTY).detail, EVEREST_TRADERS);
    fakeServer.answer(orderReadContracts.list, { Items: [], TotalCount: 0, PageNo: 1, PageSize: 100 });
  });

  it('names the missing party and amount, and a cheque without its number and bank', async () => {
    renderScreen(<CollectionFormPage />);
    await user.selectOptions(await screen.findByLabelText('Method'), 'Cheque');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('Party is required')).toBeTruthy();
    expect(screen.getByText('Amount is required')).toBeTruthy();
    expect(screen.getByText('Cheque number is required')).toBeTruthy();
    expect(screen.getByText('Bank is required')).toBeTruthy();
    expect(fakeServer.callsTo(collectionContracts.save)).toEqual([]);
  });

  it('refuses an amount of 0', async () => {
    renderScreen(<CollectionFormPage partyId={PARTY_ID} />);
    await user.type(await screen.findByLabelText('Amount (Rs)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByText('Amount must be more than 0 with at most 2 decimals')).toBeTruthy();
    expect(fakeServer.callsTo(collectionContracts.save)).toEqual([]);
  });

  it("saves a cash payment for the statement's party and opens it", async () => {
    fakeServer.answer(collectionContracts.save, SAVED);
    const { navigations } = renderScreen(<CollectionFormPage partyId={PARTY_ID} />);
    expect(((await screen.findByLabelText('Party')) as HTMLInputElement).value).toBe('Everest Traders');
    await user.type(screen.getByLabelText('Amount (Rs)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Save payment' }));

    await expect.poll(() => navigations).toEqual([`/salesapp/collections/${SAVED.Id}`]);
    const [sent] = fakeServer.contractCalls(collectionContracts.save);
    expect(sent?.parsedBody).toMatchObject({ PartyId: PARTY_ID, Method: 'cash', Amount: 1500 });
  });
});
