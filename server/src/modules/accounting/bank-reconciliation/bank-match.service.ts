import { DEFAULT_MATCH_WINDOW_DAYS } from '@backoffice/shared/accounting/bank-reconciliation.contract';
import { and, eq, isNull } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { bankStatementLines } from '../../../db/schema/index.js';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../../entities/database-errors.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UserContext } from '../../../http/request-context.js';
import { findAccount } from './bank-account-record.js';
import { removeClearance, writeClearance } from './bank-clearance.js';
import { chooseMatches, matchStrength } from './bank-matching.js';
import { type BankBookLine, bookLineMatched, findBankBookLine, readOpenBookLines } from './book-lines.js';
import { findStatementLine, readUnmatchedCandidates } from './statement-lines.js';

export const STATEMENT_LINE_ENTITY = 'BankStatementLine';

const ALREADY_MATCHED = 'That statement line is already matched; unmatch it first.';
const BOOK_LINE_TAKEN = 'That voucher line is already matched to another statement line.';

/** Writes one match and its clearance; false when the statement line was matched meanwhile. */
const writeMatch = async (
  tx: Database,
  ctx: UserContext,
  statementLine: { id: number; date: string },
  bankAccountId: number,
  book: BankBookLine,
  kind: 'auto' | 'manual',
): Promise<{ written: boolean; cheque: string | null }> => {
  const [row] = await tx
    .update(bankStatementLines)
    .set({
      matchedVoucherId: book.voucherId,
      matchedLineNo: book.lineNo,
      matchKind: kind,
      matchedAt: ctx.now,
      matchedBy: ctx.user.userId,
    })
    .where(
      and(
        eq(bankStatementLines.companyId, ctx.companyId),
        eq(bankStatementLines.id, statementLine.id),
        isNull(bankStatementLines.matchedVoucherId),
      ),
    )
    .returning({ id: bankStatementLines.id });
  if (!row) return { written: false, cheque: null };
  await writeUserAudit(tx, ctx, {
    action: 'match',
    entity: STATEMENT_LINE_ENTITY,
    entityId: statementLine.id,
    after: { VoucherId: book.voucherId, LineNo: book.lineNo, MatchKind: kind },
  });
  const cheque = await writeClearance(tx, ctx, bankAccountId, book, statementLine.date, statementLine.id);
  return { written: true, cheque };
};

/** A unique index refusing a second match of one book line (a race with another request): 409. */
const takenAsConflict = (error: unknown): never => {
  if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(BOOK_LINE_TAKEN);
  throw error;
};

/** POST /bankreconciliation/match: one statement line with one book line, chosen by hand. */
export const matchByHand = async (
  ctx: UserContext,
  input: { StatementLineId: number; VoucherId: number; LineNo: number },
) => {
  const { db } = ctx.deps;
  const statementLine = await findStatementLine(db, ctx.companyId, input.StatementLineId);
  const account = await findAccount(db, ctx.companyId, statementLine.bankAccountId);
  const book = await findBankBookLine(db, ctx.companyId, account.ledgerId, input.VoucherId, input.LineNo);
  if (statementLine.matchedVoucherId !== null) throw conflict(ALREADY_MATCHED);
  if (await bookLineMatched(db, ctx.companyId, book.voucherId, book.lineNo)) throw conflict(BOOK_LINE_TAKEN);
  // Any window: by hand the user knows the two belong together; amounts, sides and order must agree.
  if (!matchStrength(statementLine, book, Number.MAX_SAFE_INTEGER)) {
    if (statementLine.date < book.date)
      throw badRequest(
        `The statement line’s date ${statementLine.date} is before the voucher’s date ${book.date}; the bank cannot clear a line before it was written.`,
      );
    throw badRequest(
      'The statement line and the voucher line differ: a deposit matches a debit of the same amount, a withdrawal a credit.',
    );
  }
  const done = await db
    .transaction(async (transaction) =>
      writeMatch(transaction as Database, ctx, statementLine, account.id, book, 'manual'),
    )
    .catch(takenAsConflict);
  if (!done.written) throw conflict(ALREADY_MATCHED);
  return {
    StatementLineId: statementLine.id,
    VoucherId: book.voucherId,
    LineNo: book.lineNo,
    ClearanceDate: statementLine.date,
    ClearedCheque: done.cheque,
  };
};

/** POST /bankreconciliation/unmatch: the match and the clearance it set undone. */
export const unmatch = async (ctx: UserContext, statementLineId: number): Promise<void> => {
  const { db } = ctx.deps;
  const statementLine = await findStatementLine(db, ctx.companyId, statementLineId);
  const { matchedVoucherId, matchedLineNo } = statementLine;
  if (matchedVoucherId === null || matchedLineNo === null)
    throw conflict('That statement line is not matched.');
  const account = await findAccount(db, ctx.companyId, statementLine.bankAccountId);
  const book = await findBankBookLine(db, ctx.companyId, account.ledgerId, matchedVoucherId, matchedLineNo);
  const undone = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const [row] = await tx
      .update(bankStatementLines)
      .set({ matchedVoucherId: null, matchedLineNo: null, matchKind: null, matchedAt: null, matchedBy: null })
      .where(
        and(
          eq(bankStatementLines.companyId, ctx.companyId),
          eq(bankStatementLines.id, statementLine.id),
          eq(bankStatementLines.matchedVoucherId, matchedVoucherId),
          eq(bankStatementLines.matchedLineNo, matchedLineNo),
        ),
      )
      .returning({ id: bankStatementLines.id });
    if (!row) return false;
    await removeClearance(tx, ctx, book);
    await writeUserAudit(tx, ctx, {
      action: 'unmatch',
      entity: STATEMENT_LINE_ENTITY,
      entityId: statementLine.id,
      before: { VoucherId: matchedVoucherId, LineNo: matchedLineNo },
    });
    return true;
  });
  if (!undone) throw conflict('That statement line was changed by someone else; reload it.');
};

/**
 * POST /bankreconciliation/automatch: the account's unmatched statement lines matched to its open
 * book lines, strongest and nearest first, all in one transaction.
 */
export const matchAutomatically = async (
  ctx: UserContext,
  input: { BankAccountId: number; WindowDays?: number | undefined },
) => {
  const { db } = ctx.deps;
  const account = await findAccount(db, ctx.companyId, input.BankAccountId);
  const [statements, books] = await Promise.all([
    readUnmatchedCandidates(db, ctx.companyId, account.id),
    readOpenBookLines(db, ctx.companyId, account.ledgerId, {}),
  ]);
  const chosen = chooseMatches(statements, books, input.WindowDays ?? DEFAULT_MATCH_WINDOW_DAYS);
  const written = await db
    .transaction(async (transaction) => {
      const tx = transaction as Database;
      let matched = 0;
      let byCheque = 0;
      for (const pair of chosen) {
        const book = books.find(
          (line) => line.voucherId === pair.book.voucherId && line.lineNo === pair.book.lineNo,
        );
        if (!book) continue;
        const done = await writeMatch(tx, ctx, pair.statement, account.id, book, 'auto');
        if (!done.written) continue;
        matched += 1;
        if (pair.strength === 'cheque') byCheque += 1;
      }
      return { matched, byCheque };
    })
    .catch(takenAsConflict);
  return {
    Matched: written.matched,
    ByCheque: written.byCheque,
    Unmatched: statements.length - written.matched,
  };
};

/** POST /bankreconciliation/clearance: a book line's bank date set or removed by hand. */
export const setClearanceByHand = async (
  ctx: UserContext,
  input: { BankAccountId: number; VoucherId: number; LineNo: number; ClearanceDate?: string | undefined },
) => {
  const { db } = ctx.deps;
  const account = await findAccount(db, ctx.companyId, input.BankAccountId);
  const book = await findBankBookLine(db, ctx.companyId, account.ledgerId, input.VoucherId, input.LineNo);
  if (await bookLineMatched(db, ctx.companyId, book.voucherId, book.lineNo))
    throw conflict(
      'That voucher line is matched to a statement line, which dates its clearance: unmatch it to change the date.',
    );
  const day = input.ClearanceDate;
  const cheque = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    if (day === undefined) {
      if (book.clearanceDate !== null) await removeClearance(tx, ctx, book);
      return null;
    }
    return writeClearance(tx, ctx, account.id, book, day, null);
  });
  return {
    VoucherId: book.voucherId,
    LineNo: book.lineNo,
    ClearanceDate: day ?? null,
    ClearedCheque: cheque,
  };
};
