import {
  AGEING_BUCKETS,
  type AgeingBill,
  type AgeingBucketKey,
  type AgeingKind,
  type AgeingParty,
  type ageingExportQuery,
} from '@backoffice/shared/accounting/ledger-reports.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../../http/api-error.js';
import { containsPattern } from '../../../http/page-query.js';
import type { UserContext } from '../../../http/request-context.js';
import {
  booksDayOf,
  ledgerStartSql,
  numberOf,
  numberOrNull,
  rowsOf,
  signedAmount,
  textOf,
  textOrNull,
} from '../books/books-balance.js';
import { groupsUnderSql } from './ledger-report-scope.js';

export type AgeingFilters = Omit<z.infer<typeof ageingExportQuery>, 'format'>;

export type Buckets = Record<AgeingBucketKey, number>;
const NO_BUCKETS: Buckets = { Days0To30: 0, Days31To60: 0, Days61To90: 0, Over90: 0 };

export interface AgeingReport {
  kind: AgeingKind;
  asOn: string;
  parties: AgeingParty[];
  totals: Buckets & { OnAccount: number; Total: number };
}

/** The bucket of a bill `days` old. */
export const bucketOf = (days: number): AgeingBucketKey =>
  AGEING_BUCKETS.find((bucket) => bucket.upTo === null || days <= bucket.upTo)?.key ?? 'Over90';

/** Paisa as rupees, without the float dust of adding rupees. */
const rupees = (paisa: number): number => paisa / 100;

const groupFilter = (companyId: number, groupId: number | undefined): { cte: SQL; where: SQL } =>
  groupId === undefined
    ? { cte: sql``, where: sql`` }
    : {
        cte: sql`, chosen_groups as (
          select id from ledger_groups where company_id = ${companyId} and id = ${groupId}
          union
          select g.id from ledger_groups g join chosen_groups c on g.parent_id = c.id
          where g.company_id = ${companyId})`,
        where: sql`and l.group_id in (select id from chosen_groups)`,
      };

/**
 * Each party ledger's bills as on the day: the lines of one bill reference summed (a sales
 * invoice's debit less the receipts and credit notes against it), dated by the bill's first line
 * on its own side; the lines with no bill reference and the ledger's opening balance are on
 * account. Lines count from the ledger's start under the balance rule, so a party's total is its
 * balance. Receivables count Dr positive, payables Cr positive.
 */
export const loadAgeing = async (ctx: UserContext, filters: AgeingFilters): Promise<AgeingReport> => {
  const { db } = ctx.deps;
  const { companyId } = ctx;
  if (filters.GroupId !== undefined) {
    const group = await db.execute(
      sql`select 1 from ledger_groups where company_id = ${companyId} and id = ${filters.GroupId}`,
    );
    if (rowsOf(group).length === 0) throw notFound('No such ledger group');
  }
  const day = await booksDayOf(db, companyId, filters.AsOn, ctx.now, ctx.log);
  const receivable = filters.Kind === 'receivables';
  const ownSide = receivable ? 'Dr' : 'Cr';
  const chosen = groupFilter(companyId, filters.GroupId);
  const name = filters.query?.trim();
  const result = await db.execute(sql`
    with recursive ${groupsUnderSql('party_groups', companyId, receivable ? 'Sundry Debtors' : 'Sundry Creditors')}
      ${chosen.cte},
    parties as (
      select l.id, l.name, l.party_id, g.name as group_name, start.opening, start.since
      from ledgers l
      join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
      cross join lateral (${ledgerStartSql(companyId, sql`l.id`, sql`g.nature`, day)}) start
      where l.company_id = ${companyId} and l.group_id in (select id from party_groups) ${chosen.where}
        ${name ? sql`and l.name ilike ${containsPattern(name)}` : sql``}
    ),
    bills as (
      select vl.ledger_id, vl.bill_ref, sum(${signedAmount(sql`vl.side`, sql`vl.amount`)}) as amount,
        coalesce(min(vl.voucher_date) filter (where vl.side = ${ownSide}), min(vl.voucher_date)) as bill_day
      from parties p
      join voucher_lines vl on vl.company_id = ${companyId} and vl.ledger_id = p.id
      where vl.in_books and vl.voucher_date >= p.since and vl.voucher_date <= ${day.asOn}::date
      group by vl.ledger_id, vl.bill_ref
    )
    select p.id, p.name, p.party_id, p.group_name, p.opening, b.bill_ref, b.amount,
      to_char(b.bill_day, 'YYYY-MM-DD') as bill_day, ${day.asOn}::date - b.bill_day as age
    from parties p
    left join bills b on b.ledger_id = p.id
    order by lower(p.name), p.id, b.bill_day, b.bill_ref`);

  const sign = receivable ? 1 : -1;
  const byLedger = new Map<number, { party: AgeingParty; paisa: Buckets & { onAccount: number } }>();
  for (const row of rowsOf(result)) {
    const id = numberOf(row.id);
    let entry = byLedger.get(id);
    if (!entry) {
      entry = {
        party: {
          LedgerId: id,
          Name: textOf(row.name),
          GroupName: textOf(row.group_name),
          PartyId: numberOrNull(row.party_id),
          Bills: [],
          ...NO_BUCKETS,
          OnAccount: 0,
          Total: 0,
        },
        paisa: { ...NO_BUCKETS, onAccount: sign * numberOf(row.opening) },
      };
      byLedger.set(id, entry);
    }
    const amount = sign * numberOf(row.amount);
    const billRef = textOrNull(row.bill_ref);
    if (row.amount === null || row.amount === undefined) continue;
    if (billRef === null || billRef === '') {
      entry.paisa.onAccount += amount;
    } else if (amount !== 0) {
      const age = numberOf(row.age);
      const bucket = bucketOf(age);
      entry.paisa[bucket] += amount;
      entry.party.Bills.push({
        BillRef: billRef,
        BillDate: textOf(row.bill_day),
        AgeDays: age,
        Amount: rupees(amount),
        Bucket: bucket,
      });
    }
  }

  const totals = { ...NO_BUCKETS, OnAccount: 0, Total: 0 };
  const parties: AgeingParty[] = [];
  for (const { party, paisa } of byLedger.values()) {
    const total = paisa.Days0To30 + paisa.Days31To60 + paisa.Days61To90 + paisa.Over90 + paisa.onAccount;
    if (party.Bills.length === 0 && paisa.onAccount === 0) continue;
    if (paisa.onAccount !== 0) {
      const onAccount: AgeingBill = {
        BillRef: null,
        BillDate: null,
        AgeDays: null,
        Amount: rupees(paisa.onAccount),
        Bucket: null,
      };
      party.Bills.push(onAccount);
    }
    for (const bucket of AGEING_BUCKETS) {
      party[bucket.key] = rupees(paisa[bucket.key]);
      totals[bucket.key] += paisa[bucket.key];
    }
    party.OnAccount = rupees(paisa.onAccount);
    party.Total = rupees(total);
    totals.OnAccount += paisa.onAccount;
    totals.Total += total;
    parties.push(party);
  }
  return {
    kind: filters.Kind,
    asOn: day.asOn,
    parties,
    totals: {
      Days0To30: rupees(totals.Days0To30),
      Days31To60: rupees(totals.Days31To60),
      Days61To90: rupees(totals.Days61To90),
      Over90: rupees(totals.Over90),
      OnAccount: rupees(totals.OnAccount),
      Total: rupees(totals.Total),
    },
  };
};
