import {
  STATEMENT_FILE_PART,
  STATEMENT_PREVIEW_ROWS,
  type StatementImport,
  type StatementMapping,
  type StatementPreview,
} from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { and, eq } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { bankStatementLines, bankStatements } from '../../../db/schema/index.js';
import { badRequest } from '../../../http/api-error.js';
import type { UploadedFiles } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { findAccount, type ReconciledAccount } from './bank-account-record.js';
import {
  type CsvRow,
  csvRows,
  fingerprintsOf,
  guessMapping,
  readStatement,
  statementText,
  toParsedLine,
} from './statement-csv.js';
import {
  type MappingInput,
  mappingGiven,
  mappingOf,
  readSavedMapping,
  saveMapping,
} from './statement-mapping.js';

export const STATEMENT_ENTITY = 'BankStatement';

interface FileInput extends MappingInput {
  BankAccountId: number;
  SkipBadRows?: boolean | undefined;
}

const fileRows = (files: UploadedFiles): CsvRow[] => {
  const file = files[STATEMENT_FILE_PART];
  if (!file) throw badRequest('File is required', [{ Field: 'File', Message: 'File is required' }]);
  return csvRows(statementText(file.originalName, file.buffer));
};

const chosenMapping = async (
  ctx: UserContext,
  account: ReconciledAccount,
  input: MappingInput,
  rows: readonly CsvRow[],
): Promise<{ mapping: StatementMapping; source: StatementPreview['MappingSource'] }> => {
  if (mappingGiven(input)) return { mapping: mappingOf(input), source: 'given' };
  const saved = await readSavedMapping(ctx.deps.db, ctx.companyId, account.bankId);
  return saved ? { mapping: saved, source: 'saved' } : { mapping: guessMapping(rows), source: 'guessed' };
};

const columnsOf = (rows: readonly CsvRow[], mapping: StatementMapping): string[] => {
  const width = Math.max(0, ...rows.slice(0, 50).map(({ cells }) => cells.length));
  const headings = [...rows].reverse().find(({ row }) => row <= mapping.SkipRows)?.cells ?? [];
  return Array.from({ length: width }, (_, index) => headings[index] || `Column ${index + 1}`);
};

/** POST /bankreconciliation/preview: the file's first rows and how the mapping reads them. */
export const previewStatement = async (
  ctx: UserContext,
  input: FileInput,
  files: UploadedFiles,
): Promise<StatementPreview> => {
  const account = await findAccount(ctx.deps.db, ctx.companyId, input.BankAccountId);
  const rows = fileRows(files);
  const { mapping, source } = await chosenMapping(ctx, account, input, rows);
  const body = rows.filter(({ row }) => row > mapping.SkipRows);
  const { lines, badRows } = readStatement(rows, mapping);
  return {
    Columns: columnsOf(rows, mapping),
    Rows: body.slice(0, STATEMENT_PREVIEW_ROWS).map(({ cells }) => cells),
    Mapping: mapping,
    MappingSource: source,
    Lines: lines.slice(0, STATEMENT_PREVIEW_ROWS).map(toParsedLine),
    BadRows: badRows,
    RowCount: body.length,
  };
};

const BAD_ROWS_SHOWN = 20;

/**
 * POST /bankreconciliation/import: the file's lines written once each. A bad row refuses the whole
 * file (naming the bad rows) unless the caller chose to leave bad rows out. A mapping the caller
 * sent is saved for the bank in the same transaction, so the next file of that bank needs none.
 */
export const importStatement = async (
  ctx: UserContext,
  input: FileInput,
  files: UploadedFiles,
): Promise<StatementImport> => {
  const { db } = ctx.deps;
  const account = await findAccount(db, ctx.companyId, input.BankAccountId);
  const rows = fileRows(files);
  const given = mappingGiven(input);
  const mapping = given ? mappingOf(input) : await readSavedMapping(db, ctx.companyId, account.bankId);
  if (!mapping) throw badRequest('No column mapping is saved for this bank: map the columns first.');
  const { lines, badRows } = readStatement(rows, mapping);
  if (badRows.length > 0 && input.SkipBadRows !== true) {
    const shown = badRows.slice(0, BAD_ROWS_SHOWN);
    const more = badRows.length > shown.length ? ` and ${badRows.length - shown.length} more` : '';
    throw badRequest(
      `${badRows.length} row${badRows.length === 1 ? '' : 's'} cannot be read, so nothing was imported: ${shown
        .map((bad) => `row ${bad.Row}: ${bad.Message}`)
        .join('; ')}${more}. Correct the file or the mapping, or import with the bad rows left out.`,
      shown.map((bad) => ({ Field: `Row ${bad.Row}`, Message: bad.Message })),
    );
  }
  if (lines.length === 0) throw badRequest('The file has no statement lines under its headings.');
  const fingerprints = fingerprintsOf(lines);
  const dates = lines.map((line) => line.date).sort();
  const fileName = files[STATEMENT_FILE_PART]?.originalName.slice(0, 200) ?? 'statement.csv';

  return db.transaction(async (transaction) => {
    const tx = transaction as Database;
    if (given) await saveMapping(tx, ctx, account.bankId, mapping);
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        companyId: ctx.companyId,
        bankAccountId: account.id,
        fileName,
        fromDate: dates[0] ?? null,
        toDate: dates.at(-1) ?? null,
        importedAt: ctx.now,
        importedBy: ctx.user.userId,
      })
      .returning({ id: bankStatements.id });
    if (!statement) throw new Error('The statement was not written');
    const written = await tx
      .insert(bankStatementLines)
      .values(
        lines.map((line, index) => ({
          companyId: ctx.companyId,
          statementId: statement.id,
          bankAccountId: account.id,
          lineNo: index + 1,
          txnDate: line.date,
          description: line.description,
          reference: line.reference,
          withdrawal: line.withdrawal,
          deposit: line.deposit,
          balance: line.balance,
          fingerprint: fingerprints[index] ?? '',
        })),
      )
      .onConflictDoNothing()
      .returning({ id: bankStatementLines.id });
    const imported = written.length;
    const skipped = lines.length - imported;
    await tx
      .update(bankStatements)
      .set({ lineCount: imported, skippedCount: skipped })
      .where(and(eq(bankStatements.companyId, ctx.companyId), eq(bankStatements.id, statement.id)));
    const answer: StatementImport = {
      StatementId: statement.id,
      Imported: imported,
      Skipped: skipped,
      BadRows: badRows,
      FromDate: dates[0] ?? null,
      ToDate: dates.at(-1) ?? null,
    };
    await writeUserAudit(tx, ctx, {
      action: 'import',
      entity: STATEMENT_ENTITY,
      entityId: statement.id,
      after: {
        BankAccountId: account.id,
        FileName: fileName,
        Imported: imported,
        Skipped: skipped,
        BadRows: badRows.length,
        FromDate: answer.FromDate,
        ToDate: answer.ToDate,
      },
    });
    return answer;
  });
};
