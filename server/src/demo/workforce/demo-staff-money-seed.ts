import { pino } from 'pino';
import type { Database } from '../../db/database.js';
import {
  advanceRepaymentsTable,
  advanceRequestsTable,
  expensesTable,
  expenseTypesTable,
} from '../../db/schema/index.js';
import { personNameOf } from '../../entities/person-name.js';
import type { BooksActor } from '../../modules/accounting/vouchers/voucher-poster.js';
import { companyToday } from '../../modules/orders/company-today.js';
import {
  postAdvanceApproval,
  postAdvanceRepayment,
  postExpenseApproval,
} from '../../modules/workforce-money/staff-postings.js';
import { dayFrom } from '../demo-history-days.js';
import { userIdOf } from '../demo-ids.js';

/** Expense types with their limit per claim (paisa; null for none); each posts to Staff Expenses. */
const EXPENSE_TYPES = [
  { Name: 'Travel', MaxAmount: 500_000 },
  { Name: 'Fuel', MaxAmount: 300_000 },
  { Name: 'Food allowance', MaxAmount: 100_000 },
  { Name: 'Mobile recharge', MaxAmount: 50_000 },
] as const;

const inserted = <T>(row: T | undefined): T => {
  if (!row) throw new Error('seed: staff money row not inserted');
  return row;
};

/**
 * The demo sales person's advances (one waiting, one approved and partly repaid) and expense
 * claims (waiting, approved, rejected), with the approved ones in the books through the same
 * postings a decision makes, so the staff ledgers match the records.
 */
export const seedDemoStaffMoney = async (
  tx: Database,
  companyId: number,
  userIds: ReadonlyMap<string, number>,
  admin: number,
  now: Date,
): Promise<void> => {
  const today = await companyToday(tx, companyId, now);
  const person = userIdOf(userIds)('sales1');
  const name = await personNameOf(tx, person);
  const stamp = { companyId, createdBy: admin, updatedBy: admin };
  const actor: BooksActor = { companyId, userId: admin, now, log: pino({ level: 'silent' }) };

  const types = await tx
    .insert(expenseTypesTable)
    .values(EXPENSE_TYPES.map((type) => ({ ...stamp, ...type, IsActive: true })))
    .returning({ id: expenseTypesTable.id, name: expenseTypesTable.Name });
  const typeId = (typeName: string) => inserted(types.find((type) => type.name === typeName)).id;

  await tx.insert(advanceRequestsTable).values({
    ...stamp,
    UserId: person,
    RequestDate: today,
    Amount: 1_000_000,
    Reason: 'Dashain festival advance',
    RepayBy: 'deduction',
    Status: 'pending',
  });
  const reason = 'Travel to the Pokhara route';
  const advance = inserted(
    (
      await tx
        .insert(advanceRequestsTable)
        .values({
          ...stamp,
          UserId: person,
          RequestDate: dayFrom(today, -10),
          Amount: 500_000,
          Reason: reason,
          RepayBy: 'cash',
          RepaidAmount: 200_000,
          Status: 'approved',
          AdminRemarks: 'Repay from the next collections',
        })
        .returning({ id: advanceRequestsTable.id })
    )[0],
  );
  await postAdvanceApproval(
    tx,
    actor,
    { id: advance.id, amount: 500_000, paidFromLedgerId: null, person: name, reason },
    dayFrom(today, -9),
  );
  const repayment = inserted(
    (
      await tx
        .insert(advanceRepaymentsTable)
        .values({
          ...stamp,
          AdvanceRequestId: advance.id,
          RepaidOn: dayFrom(today, -2),
          Amount: 200_000,
          Method: 'cash',
          Remarks: 'First part',
        })
        .returning({ id: advanceRepaymentsTable.id })
    )[0],
  );
  await postAdvanceRepayment(
    tx,
    actor,
    { person: name, reason },
    { id: repayment.id, amount: 200_000, method: 'cash', repaidOn: dayFrom(today, -2) },
  );

  const claim = (fields: {
    type: string;
    offset: number;
    amount: number;
    description: string;
    status: 'pending' | 'approved' | 'rejected';
    remarks?: string;
  }) => ({
    ...stamp,
    UserId: person,
    ExpenseTypeId: typeId(fields.type),
    ExpenseDate: dayFrom(today, fields.offset),
    Amount: fields.amount,
    Description: fields.description,
    Status: fields.status,
    AdminRemarks: fields.remarks ?? null,
  });
  const [, approved] = await tx
    .insert(expensesTable)
    .values([
      claim({
        type: 'Fuel',
        offset: -1,
        amount: 150_000,
        description: 'Motorbike fuel, Lalitpur beat',
        status: 'pending',
      }),
      claim({
        type: 'Travel',
        offset: -4,
        amount: 240_000,
        description: 'Bus to Pokhara and back',
        status: 'approved',
      }),
      claim({
        type: 'Food allowance',
        offset: -3,
        amount: 90_000,
        description: 'Lunch with a retailer',
        status: 'rejected',
        remarks: 'Client meals are not claimable',
      }),
    ])
    .returning({ id: expensesTable.id });
  await postExpenseApproval(
    tx,
    actor,
    {
      id: inserted(approved).id,
      amount: 240_000,
      typeName: 'Travel',
      typeLedgerId: null,
      paidFromLedgerId: null,
      person: name,
      expenseDate: dayFrom(today, -4),
      description: 'Bus to Pokhara and back',
    },
    dayFrom(today, -3),
  );
};
