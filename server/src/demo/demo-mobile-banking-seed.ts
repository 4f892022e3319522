import type {
  ActivationHistoryAction,
  ActivationStatus,
} from '@backoffice/shared/mobile-banking/activation-request-machine';
import { addDays } from '@backoffice/shared/mobile-banking/renewal-tabs';
import type { Database } from '../db/database.js';
import {
  cooperativeMembersTable,
  memberAccountsTable,
  memberAccountTransactionsTable,
  mobileBankingActivationRequests,
  mobileBankingCharges,
  mobileBankingRequestTransitions,
  widgetOriginsTable,
} from '../db/schema/index.js';

/** Where examples/cooperative-bank serves by default. */
export const EXAMPLE_BANK_ORIGINS = ['http://localhost:4200', 'http://127.0.0.1:4200'] as const;

interface DemoMember {
  no: string;
  name: string;
  mobile: string;
  /** The request's state, or none (free to register in the demo). */
  request?: ActivationStatus;
  /** For activated and disabled services: days from today to the expiry (negative: expired). */
  expiresIn?: number;
  device?: string;
}

/**
 * The cooperative's members: requests in every state, and activated services in each renewal tab
 * (expired, due today, upcoming) plus one far from renewal; two members have not registered yet.
 */
const MEMBERS: readonly DemoMember[] = [
  { no: 'M-1001', name: 'Sita Sharma', mobile: '9841000001', request: 'requested' },
  { no: 'M-1002', name: 'Ram Bahadur Thapa', mobile: '9841000002', request: 'requested' },
  { no: 'M-1003', name: 'Gita Adhikari', mobile: '9841000003', request: 'rejected' },
  {
    no: 'M-1004',
    name: 'Krishna Prasad Koirala',
    mobile: '9841000004',
    request: 'activated',
    expiresIn: -10,
  },
  { no: 'M-1005', name: 'Anita Gurung', mobile: '9841000005', request: 'activated', expiresIn: -3 },
  { no: 'M-1006', name: 'Bikash Shrestha', mobile: '9841000006', request: 'activated', expiresIn: 0 },
  { no: 'M-1007', name: 'Sunita Tamang', mobile: '9841000007', request: 'activated', expiresIn: 7 },
  {
    no: 'M-1008',
    name: 'Prakash Karki',
    mobile: '9841000008',
    request: 'activated',
    expiresIn: 20,
    device: 'android-8b1d42c07f9e3a55',
  },
  { no: 'M-1009', name: 'Laxmi Maharjan', mobile: '9841000009', request: 'activated', expiresIn: 200 },
  { no: 'M-1012', name: 'Hari Prasad Poudel', mobile: '9841000012', request: 'disabled', expiresIn: 90 },
  { no: 'M-1010', name: 'Deepak Bhandari', mobile: '9841000010' },
  { no: 'M-1011', name: 'Kamala Rai', mobile: '9841000011' },
];

const PERIOD_DAYS = 365;
const RENEWAL_PAISA = 50_000;
const DAY_MS = 86_400_000;

/** YYYY-MM-DD of an instant in Kathmandu, the demo cooperative's time zone. */
const kathmanduDate = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(instant);

const insertId = async (rows: Promise<{ id: unknown }[]>): Promise<number> => {
  const [row] = await rows;
  if (!row) throw new Error('seed: mobile banking row not inserted');
  return Number(row.id);
};

/** Members, accounts and transactions the default core-banking adapter reads. */
const seedMemberAccounts = async (tx: Database, companyId: number, addedBy: number, today: string) => {
  const memberIds = new Map<string, number>();
  for (const [index, member] of MEMBERS.entries()) {
    const memberId = await insertId(
      tx
        .insert(cooperativeMembersTable)
        .values({
          companyId,
          MemberNo: member.no,
          Name: member.name,
          MobileNumber: member.mobile,
          Address: index % 2 === 0 ? 'Baneshwor, Kathmandu' : 'Jawalakhel, Lalitpur',
          IsActive: true,
          createdBy: addedBy,
        })
        .returning({ id: cooperativeMembersTable.id }),
    );
    memberIds.set(member.no, memberId);
    const saving = await insertId(
      tx
        .insert(memberAccountsTable)
        .values({
          companyId,
          MemberId: memberId,
          AccountNo: `SAV-${member.no.slice(2)}`,
          AccountType: 'saving',
          OpeningBalance: 1_000_000 + index * 250_000,
          OpenedOn: addDays(today, -900 + index * 10),
          IsActive: true,
          createdBy: addedBy,
        })
        .returning({ id: memberAccountsTable.id }),
    );
    if (index % 3 === 0) {
      await tx.insert(memberAccountsTable).values({
        companyId,
        MemberId: memberId,
        AccountNo: `FD-${member.no.slice(2)}`,
        AccountType: 'fixedDeposit',
        OpeningBalance: 10_000_000,
        OpenedOn: addDays(today, -400),
        IsActive: true,
        createdBy: addedBy,
      });
    }
    await tx.insert(memberAccountTransactionsTable).values([
      {
        companyId,
        AccountId: saving,
        TransactionDate: addDays(today, -45),
        Description: 'Cash deposit',
        Credit: 500_000,
        createdBy: addedBy,
      },
      {
        companyId,
        AccountId: saving,
        TransactionDate: addDays(today, -20),
        Description: 'Cash withdrawal',
        Debit: 200_000,
        createdBy: addedBy,
      },
      {
        companyId,
        AccountId: saving,
        TransactionDate: addDays(today, -5),
        Description: 'Interest credited',
        Credit: 12_550,
        createdBy: addedBy,
      },
    ]);
  }
  return memberIds;
};

/** Activation requests with their history and charges, as the API would have written them. */
export const seedDemoMobileBanking = async (
  tx: Database,
  companyId: number,
  addedBy: number,
  now: Date,
): Promise<void> => {
  const today = kathmanduDate(now);
  await seedMemberAccounts(tx, companyId, addedBy, today);
  // The example bank site (examples/cooperative-bank) runs here; an API key is made in the portal.
  await tx.insert(widgetOriginsTable).values(
    EXAMPLE_BANK_ORIGINS.map((Origin) => ({
      companyId,
      Origin,
      Note: 'The example bank site',
      createdBy: addedBy,
    })),
  );
  for (const member of MEMBERS) {
    if (!member.request) continue;
    const live = member.request === 'activated' || member.request === 'disabled';
    const expiresOn = live ? addDays(today, member.expiresIn ?? 0) : null;
    // A service a year or more old was renewed once; the last charge (or the activation) began its period.
    const chargeDate = expiresOn ? addDays(expiresOn, -PERIOD_DAYS) : null;
    const renewedOnce = chargeDate !== null && member.expiresIn !== undefined && member.expiresIn < 100;
    const activatedOn = chargeDate ? (renewedOnce ? addDays(chargeDate, -PERIOD_DAYS) : chargeDate) : null;
    // Office hours in Kathmandu (05:00 UTC is 10:45 there); asked for two days before activation.
    const at = (date: string) => new Date(`${date}T05:00:00.000Z`);
    const requestedAt = new Date((activatedOn ? at(activatedOn).getTime() : now.getTime()) - 2 * DAY_MS);
    const id = await insertId(
      tx
        .insert(mobileBankingActivationRequests)
        .values({
          companyId,
          memberNo: member.no,
          memberName: member.name,
          phoneNumber: member.mobile,
          deviceId: member.device ?? null,
          status: member.request,
          requestedAt,
          activatedAt: activatedOn ? at(activatedOn) : null,
          chargeDate,
          expiresOn,
          statusChangedAt: requestedAt,
          createdBy: addedBy,
        })
        .returning({ id: mobileBankingActivationRequests.id }),
    );
    const step = (
      action: ActivationHistoryAction,
      from: ActivationStatus | null,
      to: ActivationStatus,
      when: Date,
      remarks: string | null = null,
    ) => ({
      companyId,
      activationRequestId: id,
      action,
      fromStatus: from,
      toStatus: to,
      byUserId: addedBy,
      at: when,
      remarks,
    });
    const history = [step('register', null, 'requested', requestedAt)];
    if (member.request === 'rejected') {
      history.push(
        step(
          'reject',
          'requested',
          'rejected',
          new Date(requestedAt.getTime() + 3_600_000),
          'The member did not confirm the number at the branch.',
        ),
      );
    }
    if (activatedOn)
      history.push(
        step(
          'activatemanual',
          'requested',
          'activated',
          at(activatedOn),
          'Code read out at the Baneshwor counter.',
        ),
      );
    if (renewedOnce && chargeDate) {
      history.push(step('renew', 'activated', 'activated', at(chargeDate)));
      await tx.insert(mobileBankingCharges).values({
        companyId,
        activationRequestId: id,
        kind: 'renewal',
        amount: RENEWAL_PAISA,
        chargeDate,
        periodFrom: chargeDate,
        periodTo: expiresOn,
        byUserId: addedBy,
        createdAt: at(chargeDate),
      });
    }
    if (member.request === 'disabled') {
      history.push(
        step(
          'disable',
          'activated',
          'disabled',
          new Date(now.getTime() - 5 * DAY_MS),
          'Phone lost; the member asked at the branch.',
        ),
      );
    }
    await tx.insert(mobileBankingRequestTransitions).values(history);
  }
};
