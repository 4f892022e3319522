import type { CostCenterRow, CostCenterSummary } from '@backoffice/shared/accounting/ledger-reports.contract';
import { sql } from 'drizzle-orm';
import type { UserContext } from '../../../http/request-context.js';
import { numberOf, numberOrNull, rowsOf, signedAmount, textOf } from '../books/books-balance.js';
import { reportRange } from './ledger-report-scope.js';

export const NO_COST_CENTER = 'No cost center';

interface Sums {
  income: number;
  expense: number;
}

/**
 * What each cost center earned and spent over the range: its lines on income ledgers (credits
 * less debits) and on expense ledgers (debits less credits), ledger by ledger; every cost center
 * of the company is listed (nil when it has no lines), and the lines carrying none make the last
 * row.
 */
export const loadCostCenterSummary = async (
  ctx: UserContext,
  query: { FromDate?: string | undefined; ToDate?: string | undefined },
): Promise<CostCenterSummary> => {
  const { db } = ctx.deps;
  const { companyId } = ctx;
  const { start, to } = await reportRange(ctx, query);
  const [lines, centers] = await Promise.all([
    db.execute(sql`
      select vl.cost_center_id, l.id as ledger_id, l.name, g.nature,
        sum(${signedAmount(sql`vl.side`, sql`vl.amount`)}) as net
      from voucher_lines vl
      join ledgers l on l.company_id = vl.company_id and l.id = vl.ledger_id
      join ledger_groups g on g.company_id = l.company_id and g.id = l.group_id
      where vl.company_id = ${companyId} and vl.in_books
        and vl.voucher_date >= ${start.asOn}::date and vl.voucher_date <= ${to}::date
        and g.nature in ('income', 'expense')
      group by vl.cost_center_id, l.id, l.name, g.nature
      order by lower(l.name), l.id`),
    db.execute(
      sql`select id, name from cost_centers where company_id = ${companyId} order by lower(name), id`,
    ),
  ]);
  const rows = new Map<number | null, CostCenterRow & { paisa: Sums }>();
  const rowOf = (id: number | null, name: string) => {
    const known = rows.get(id);
    if (known) return known;
    const made = {
      CostCenterId: id,
      Name: name,
      Income: 0,
      Expense: 0,
      Net: 0,
      Ledgers: [],
      paisa: { income: 0, expense: 0 },
    };
    rows.set(id, made);
    return made;
  };
  for (const center of rowsOf(centers)) rowOf(numberOf(center.id), textOf(center.name));
  for (const line of rowsOf(lines)) {
    const row = rowOf(numberOrNull(line.cost_center_id), NO_COST_CENTER);
    const income = line.nature === 'income';
    const amount = (income ? -1 : 1) * numberOf(line.net);
    if (income) row.paisa.income += amount;
    else row.paisa.expense += amount;
    row.Ledgers.push({
      LedgerId: numberOf(line.ledger_id),
      Name: textOf(line.name),
      Nature: income ? 'income' : 'expense',
      Amount: amount / 100,
    });
  }
  // The lines carrying no cost center close the list, after the named ones.
  const ordered = [...rows.values()].sort(
    (a, b) => Number(a.CostCenterId === null) - Number(b.CostCenterId === null),
  );
  const total = { income: 0, expense: 0 };
  const Rows = ordered.map(({ paisa, ...row }) => {
    total.income += paisa.income;
    total.expense += paisa.expense;
    return {
      ...row,
      Income: paisa.income / 100,
      Expense: paisa.expense / 100,
      Net: (paisa.income - paisa.expense) / 100,
    };
  });
  return {
    FromDate: start.asOn,
    ToDate: to,
    Rows,
    Income: total.income / 100,
    Expense: total.expense / 100,
    Net: (total.income - total.expense) / 100,
  };
};
