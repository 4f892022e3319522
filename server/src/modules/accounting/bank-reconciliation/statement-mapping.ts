import {
  type StatementMapping,
  statementMappingSchema,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { bankStatementMappings } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { mappingProblem } from './statement-csv.js';

/** The mapping fields as a caller sends them (each may be left out). */
export interface MappingInput {
  DateColumn?: number | undefined;
  DescriptionColumn?: number | undefined;
  ReferenceColumn?: number | undefined;
  WithdrawalColumn?: number | undefined;
  DepositColumn?: number | undefined;
  AmountColumn?: number | undefined;
  BalanceColumn?: number | undefined;
  DateFormat?: StatementMapping['DateFormat'] | undefined;
  SkipRows?: number | undefined;
}

const COLUMNS = [
  'DateColumn',
  'DescriptionColumn',
  'ReferenceColumn',
  'WithdrawalColumn',
  'DepositColumn',
  'AmountColumn',
  'BalanceColumn',
] as const;

/** Whether the caller sent a mapping at all (any column named). */
export const mappingGiven = (input: MappingInput): boolean =>
  COLUMNS.some((column) => input[column] !== undefined);

/** The caller's mapping, complete, or a 400 naming what it lacks. */
export const mappingOf = (input: MappingInput): StatementMapping => {
  if (input.DateColumn === undefined)
    throw badRequest('DateColumn is required', [{ Field: 'DateColumn', Message: 'DateColumn is required' }]);
  const mapping: StatementMapping = {
    DateColumn: input.DateColumn,
    DescriptionColumn: input.DescriptionColumn ?? null,
    ReferenceColumn: input.ReferenceColumn ?? null,
    WithdrawalColumn: input.WithdrawalColumn ?? null,
    DepositColumn: input.DepositColumn ?? null,
    AmountColumn: input.AmountColumn ?? null,
    BalanceColumn: input.BalanceColumn ?? null,
    DateFormat: input.DateFormat ?? 'YYYY-MM-DD',
    SkipRows: input.SkipRows ?? 0,
  };
  const problem = mappingProblem(mapping);
  if (problem) throw badRequest(problem, [{ Field: 'AmountColumn', Message: problem }]);
  return mapping;
};

/** The mapping saved for a bank, or null (none, or one an older shape no longer reads). */
export const readSavedMapping = async (
  db: Database,
  companyId: number,
  bankId: number,
): Promise<StatementMapping | null> => {
  const [row] = await db
    .select({ mapping: bankStatementMappings.mapping })
    .from(bankStatementMappings)
    .where(and(eq(bankStatementMappings.companyId, companyId), eq(bankStatementMappings.bankId, bankId)));
  const parsed = statementMappingSchema.safeParse(row?.mapping);
  return parsed.success ? parsed.data : null;
};

/** Saves (or replaces) a bank's mapping, in the caller's transaction. */
export const saveMapping = async (
  db: Database,
  ctx: UserContext,
  bankId: number,
  mapping: StatementMapping,
): Promise<void> => {
  await db
    .insert(bankStatementMappings)
    .values({ companyId: ctx.companyId, bankId, mapping, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .onConflictDoUpdate({
      target: [bankStatementMappings.companyId, bankStatementMappings.bankId],
      set: { mapping, updatedAt: ctx.now, updatedBy: ctx.user.userId },
    });
};
