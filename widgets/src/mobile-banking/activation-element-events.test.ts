import type {
  ActivationActionResult,
  ActivationRequestDetail,
  MobileBankingCharge,
} from '@backoffice/shared/mobile-banking/mobile-banking-answers.schema';
import { describe, expect, it } from 'vitest';
import { changedDetailOf, renewedDetailOf } from './activation-element-events.ts';

const charge = (Id: number, Kind: MobileBankingCharge['Kind'], Amount: number): MobileBankingCharge => ({
  Id,
  ActivationRequestId: 7,
  Kind,
  Amount,
  ChargeDate: '2025-01-01',
  PeriodFrom: null,
  PeriodTo: null,
  Remarks: null,
});

const resultOf = (request: Partial<ActivationRequestDetail>): ActivationActionResult => ({
  Request: {
    Id: 7,
    MemberNo: 'M-7',
    MemberName: 'Anita Gurung',
    PhoneNumber: '9841000002',
    Status: 'activated',
    StatusLabel: 'Activated',
    DeviceBound: true,
    RequestedAt: '2024-01-01T00:00:00Z',
    ActivatedAt: '2024-01-02T00:00:00Z',
    ChargeDate: '2025-01-01',
    ExpiresOn: '2026-01-01',
    DueDays: -30,
    AllowedActions: [],
    DeviceId: null,
    HasPin: true,
    HasPassword: true,
    PendingCodes: [],
    History: [],
    Charges: [],
    ...request,
  },
  Sms: null,
});

describe('the events of <bo-activation-request-detail>', () => {
  it('says which request changed and its status now', () => {
    expect(changedDetailOf(resultOf({ Status: 'disabled' }))).toEqual({ id: 7, status: 'disabled' });
  });

  it('gives the renewal charge the server recorded, the newest renewal among the charges', () => {
    const result = resultOf({
      Charges: [charge(3, 'renewal', 500), charge(9, 'renewal', 650.5), charge(12, 'other', 100)],
    });
    expect(renewedDetailOf(result)).toEqual({
      id: 7,
      phone: '9841000002',
      chargeAmount: 650.5,
      disabled: false,
    });
  });

  it('says when the renewal also disabled the service', () => {
    const result = resultOf({ Status: 'disabled', Charges: [charge(4, 'renewal', 500)] });
    expect(renewedDetailOf(result)).toMatchObject({ chargeAmount: 500, disabled: true });
    expect(renewedDetailOf(resultOf({}))).toMatchObject({ chargeAmount: null });
  });
});
