import { readVoucherLines, type VoucherLine } from '@backoffice/shared/accounting/voucher';
import type { VoucherSaveRouteBody } from '@backoffice/shared/accounting/voucher.contract';
import { fiscalYearOf } from '@backoffice/shared/calendar/fiscal-year';
import type { FieldError } from '@backoffice/shared/envelope';
import { and, eq, inArray } from 'drizzle-orm';
import { writeUserAudit } from '../../../audit/audit-log.js';
import type { Database } from '../../../db/database.js';
import { costCentersTable, ledgersTable, vouchers } from '../../../db/schema/index.js';
import { badRequest, conflict } from '../../../http/api-error.js';
import type { UploadedFiles } from '../../../http/define-route.js';
import type { UserContext } from '../../../http/request-context.js';
import { readFiscalYearStartMonth } from '../../sales-common/company-calendar.js';
import { refuse, storeDocumentFile } from '../../sales-common/sales-input.js';
import { requireVoucherRight, type VoucherRights } from './voucher-access.js';
import {
  type BooksActor,
  insertVoucherDraft,
  postVoucherDraft,
  recordVoucherStep,
  replaceVoucherDraft,
  type VoucherDraft,
} from './voucher-poster.js';
import { ownVoucher, voucherNotFound } from './voucher-record.js';

export const VOUCHER_ENTITY = 'Voucher';
export const STALE_VOUCHER_MESSAGE = 'This voucher was changed by someone else; reload it.';
export const notDraftMessage = (status: string) =>
  `A ${status} voucher is in the books and never changes; cancel it to reverse it.`;

export const booksActorOf = (ctx: UserContext): BooksActor => ({
  companyId: ctx.companyId,
  userId: ctx.user.userId,
  branchId: ctx.user.branchId ?? null,
  now: ctx.now,
  log: ctx.log,
});

/**
 * Every line's ledger and cost center must be the company's and active (an inactive one is kept
 * by what was posted to it, but takes nothing new); each problem names its line.
 */
const checkMasters = async (
  db: Database,
  companyId: number,
  lines: readonly VoucherLine[],
): Promise<void> => {
  const ledgerIds = [...new Set(lines.map((line) => line.ledgerId))];
  const centerIds = [...new Set(lines.flatMap((line) => (line.costCenterId ? [line.costCenterId] : [])))];
  const [ledgers, centers] = await Promise.all([
    db
      .select({ id: ledgersTable.id, active: ledgersTable.IsActive, name: ledgersTable.Name })
      .from(ledgersTable)
      .where(and(eq(ledgersTable.companyId, companyId), inArray(ledgersTable.id, ledgerIds))),
    centerIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: costCentersTable.id, active: costCentersTable.IsActive, name: costCentersTable.Name })
          .from(costCentersTable)
          .where(and(eq(costCentersTable.companyId, companyId), inArray(costCentersTable.id, centerIds))),
  ]);
  const ledgerOf = new Map(ledgers.map((row) => [row.id, row]));
  const centerOf = new Map(centers.map((row) => [row.id, row]));
  const problems: FieldError[] = [];
  lines.forEach((line, index) => {
    const ledger = ledgerOf.get(line.ledgerId);
    if (!ledger) {
      problems.push({
        Field: `Lines[${index}].LedgerId`,
        Message: `Line ${index + 1}: ledger ${line.ledgerId} was not found.`,
      });
    } else if (ledger.active === false) {
      problems.push({
        Field: `Lines[${index}].LedgerId`,
        Message: `Line ${index + 1}: ledger ${ledger.name} is not active.`,
      });
    }
    if (line.costCenterId === undefined) return;
    const center = centerOf.get(line.costCenterId);
    if (!center) {
      problems.push({
        Field: `Lines[${index}].CostCenterId`,
        Message: `Line ${index + 1}: cost center ${line.costCenterId} was not found.`,
      });
    } else if (center.active === false) {
      problems.push({
        Field: `Lines[${index}].CostCenterId`,
        Message: `Line ${index + 1}: cost center ${center.name} is not active.`,
      });
    }
  });
  if (problems.length > 0) refuse(problems);
};

const readDraft = async (ctx: UserContext, body: VoucherSaveRouteBody): Promise<VoucherDraft> => {
  const read = readVoucherLines(body.Lines);
  if (!read.ok) throw badRequest(read.errors[0]?.Message ?? 'The lines are not valid.', read.errors);
  if (read.lines.length < 2) {
    const message = 'A voucher needs at least two lines: one debit and one credit.';
    throw badRequest(message, [{ Field: 'Lines', Message: message }]);
  }
  await checkMasters(ctx.deps.db, ctx.companyId, read.lines);
  return {
    type: body.VoucherType,
    date: body.VoucherDate,
    narration: body.Narration ?? null,
    reference: body.Reference ?? null,
    chequeNo: body.ChequeNo ?? null,
    chequeDate: body.ChequeDate ?? null,
    lines: read.lines,
  };
};

const auditPicture = (draft: VoucherDraft, posted: boolean) => ({
  VoucherType: draft.type,
  VoucherDate: draft.date,
  Narration: draft.narration ?? null,
  Reference: draft.reference ?? null,
  Posted: posted,
  Lines: draft.lines.map((line) => ({
    LedgerId: line.ledgerId,
    Side: line.side,
    Amount: line.amount / 100,
    CostCenterId: line.costCenterId ?? null,
    BillRef: line.billRef ?? null,
  })),
});

const numberingYear = async (ctx: UserContext, date: string) =>
  fiscalYearOf(date, await readFiscalYearStartMonth(ctx.deps.db, ctx.companyId, ctx.log)).startBsYear;

/** A new voucher: a draft, or posted at once when Post is true. Answers its id. */
export const createVoucher = async (
  ctx: UserContext,
  rights: VoucherRights,
  body: VoucherSaveRouteBody,
  files: UploadedFiles,
): Promise<number> => {
  requireVoucherRight(rights, body.VoucherType, 'create');
  const draft = await readDraft(ctx, body);
  const fiscalYear = await numberingYear(ctx, draft.date);
  const actor = booksActorOf(ctx);
  return ctx.deps.db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const filePath = await storeDocumentFile(ctx, files);
    const id = await insertVoucherDraft(tx, actor, { ...draft, filePath }, fiscalYear);
    if (id === null) throw new Error('A voucher without a source was refused as a duplicate');
    if (body.Post === true) await postVoucherDraft(tx, actor, id, draft);
    await recordVoucherStep(tx, actor, id, {
      action: 'create',
      from: null,
      to: body.Post === true ? 'posted' : 'draft',
    });
    await writeUserAudit(tx, ctx, {
      action: 'create',
      entity: VOUCHER_ENTITY,
      entityId: id,
      after: auditPicture(draft, body.Post === true),
    });
    return id;
  });
};

/**
 * Replaces a draft's fields and lines, and posts it when Post is true. The draft is matched at the
 * version read and in the draft state, so a post or another save in between makes this one lose.
 */
export const updateVoucher = async (
  ctx: UserContext,
  rights: VoucherRights,
  id: number,
  body: VoucherSaveRouteBody,
  files: UploadedFiles,
): Promise<void> => {
  const { db } = ctx.deps;
  const [current] = await db
    .select({ type: vouchers.voucherType, status: vouchers.status, version: vouchers.version })
    .from(vouchers)
    .where(ownVoucher(ctx.companyId, id));
  if (!current || !rights.view.has(current.type)) throw voucherNotFound(id);
  requireVoucherRight(rights, current.type, 'edit');
  requireVoucherRight(rights, body.VoucherType, 'edit');
  if (body.Version !== undefined && body.Version !== current.version) throw conflict(STALE_VOUCHER_MESSAGE);
  if (current.status !== 'draft') throw conflict(notDraftMessage(current.status));
  const draft = await readDraft(ctx, body);
  const fiscalYear = await numberingYear(ctx, draft.date);
  const actor = booksActorOf(ctx);
  const saved = await db.transaction(async (transaction) => {
    const tx = transaction as Database;
    const [claimed] = await tx
      .update(vouchers)
      .set({ updatedAt: ctx.now })
      .where(
        and(
          ownVoucher(ctx.companyId, id),
          eq(vouchers.status, 'draft'),
          eq(vouchers.version, current.version),
        ),
      )
      .returning({ id: vouchers.id });
    if (!claimed) return false;
    const filePath = await storeDocumentFile(ctx, files);
    await replaceVoucherDraft(tx, actor, id, { ...draft, filePath: filePath ?? undefined }, fiscalYear);
    if (body.Post === true) {
      await postVoucherDraft(tx, actor, id, draft);
      await recordVoucherStep(tx, actor, id, { action: 'post', from: 'draft', to: 'posted' });
    }
    await writeUserAudit(tx, ctx, {
      action: 'update',
      entity: VOUCHER_ENTITY,
      entityId: id,
      after: auditPicture(draft, body.Post === true),
    });
    return true;
  });
  if (!saved) throw conflict(STALE_VOUCHER_MESSAGE);
};
