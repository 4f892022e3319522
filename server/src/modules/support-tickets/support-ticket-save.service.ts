import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import {
  canEditTicket,
  formatTicketNo,
  INITIAL_TICKET_STATUS,
  TICKET_IMAGE_MAX_BYTES,
  TICKET_IMAGE_TYPES,
  TICKET_MESSAGES,
  TICKET_STATUS_LABELS,
} from '@backoffice/shared/support/support-ticket';
import { TICKET_IMAGE_PART, type TicketSaveBody } from '@backoffice/shared/support/support-ticket.contract';
import { and, eq, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import {
  modules,
  pages,
  supportTicketNumberSequences,
  supportTickets,
  supportTicketTransitions,
} from '../../db/schema/index.js';
import { discardUploads, storeUpload } from '../../entities/files/entity-files.js';
import { badRequest, conflict, forbidden } from '../../http/api-error.js';
import type { UploadedFile } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { transitionStep } from '../audit/transition-history.js';
import { SUPPORT_TICKET_ENTITY } from './support-ticket-access.js';
import { notifySupportDesk } from './support-ticket-notify.js';
import { notifyTicketCompany } from './support-ticket-notify-event.js';
import { findTicketState } from './support-ticket-record.js';

export const TICKET_IMAGE_FIELD: FileField = {
  kind: 'file',
  label: 'Issue image',
  accept: TICKET_IMAGE_TYPES,
  maxBytes: TICKET_IMAGE_MAX_BYTES,
};

/** The module must exist and the page be one of its pages: the desk files it by both. */
const checkModulePage = async (db: Database, body: TicketSaveBody): Promise<void> => {
  const [module] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, body.ModuleId));
  if (!module)
    throw badRequest(TICKET_MESSAGES.selectModule, [
      { Field: 'ModuleId', Message: TICKET_MESSAGES.selectModule },
    ]);
  const [page] = await db
    .select({ code: pages.code })
    .from(pages)
    .where(and(eq(pages.code, body.PageCode), eq(pages.moduleId, body.ModuleId)));
  if (!page)
    throw badRequest(TICKET_MESSAGES.selectPage, [
      { Field: 'PageCode', Message: TICKET_MESSAGES.selectPage },
    ]);
};

const allocateTicketNo = async (tx: Database, companyId: number, year: number): Promise<string> => {
  const [row] = await tx
    .insert(supportTicketNumberSequences)
    .values({ companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [supportTicketNumberSequences.companyId, supportTicketNumberSequences.year],
      set: { lastNumber: sql`${supportTicketNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: supportTicketNumberSequences.lastNumber });
  if (!row) throw new Error('No support ticket number was allocated');
  return formatTicketNo(year, row.lastNumber);
};

const fieldsOf = (body: TicketSaveBody) => ({
  ticketType: body.TicketType,
  moduleId: body.ModuleId,
  pageCode: body.PageCode,
  priority: body.PriorityLevel,
  remarks: body.Remarks,
  issuerName: body.IssuerName,
});

const auditFields = (body: TicketSaveBody, imagePath: string | null | undefined) => ({
  TicketType: body.TicketType,
  ModuleId: body.ModuleId,
  PageCode: body.PageCode,
  PriorityLevel: body.PriorityLevel,
  Remarks: body.Remarks,
  IssuerName: body.IssuerName,
  ...(imagePath === undefined ? {} : { ImagePath: imagePath }),
});

/** Files a new open ticket in the caller's company. The image is required. Answers its id and number. */
export const createTicket = async (
  ctx: UserContext,
  body: TicketSaveBody,
  image: UploadedFile | undefined,
): Promise<{ id: number; ticketNo: string }> => {
  const { db } = ctx.deps;
  await checkModulePage(db, body);
  if (!image) {
    throw badRequest(TICKET_MESSAGES.selectImage, [
      { Field: TICKET_IMAGE_PART, Message: TICKET_MESSAGES.selectImage },
    ]);
  }
  const imagePath = await storeUpload(
    ctx.deps.env.DATA_DIR,
    ctx.companyId,
    TICKET_IMAGE_PART,
    TICKET_IMAGE_FIELD,
    image,
  );
  // The save did not happen: the stored image names no ticket.
  const discard = async (error: unknown): Promise<never> => {
    await discardUploads(ctx.deps.env.DATA_DIR, [imagePath]);
    throw error;
  };
  return db
    .transaction(async (transaction) => {
      const tx = transaction as Database;
      const ticketNo = await allocateTicketNo(tx, ctx.companyId, ctx.now.getUTCFullYear());
      const [row] = await tx
        .insert(supportTickets)
        .values({
          companyId: ctx.companyId,
          ticketNo,
          ...fieldsOf(body),
          imagePath,
          status: INITIAL_TICKET_STATUS,
          statusChangedAt: ctx.now,
          createdAt: ctx.now,
          createdBy: ctx.user.userId,
          updatedAt: ctx.now,
          updatedBy: ctx.user.userId,
        })
        .returning({ id: supportTickets.id });
      if (!row) throw new Error('support ticket not created');
      await tx.insert(supportTicketTransitions).values({
        ...transitionStep(ctx, 'create', null, INITIAL_TICKET_STATUS, null),
        ticketId: row.id,
      });
      await writeUserAudit(tx, ctx, {
        action: 'create',
        entity: SUPPORT_TICKET_ENTITY,
        entityId: row.id,
        after: { TicketNo: ticketNo, ...auditFields(body, imagePath) },
      });
      const ticket = { id: row.id, companyId: ctx.companyId, ticketNo, status: INITIAL_TICKET_STATUS };
      const alreadyTold = await notifySupportDesk(tx, {
        ticket,
        actorUserId: ctx.user.userId,
        title: `New support ticket ${ticketNo}: ${body.Remarks.slice(0, 80)}`,
        at: ctx.now,
      });
      await notifyTicketCompany(tx, ctx, {
        event: 'created',
        ticketId: row.id,
        issuerTitle: null,
        alreadyTold,
      });
      return { id: row.id, ticketNo };
    })
    .catch(discard);
};

/**
 * The person who filed a ticket corrects it while it is open; a new image replaces the old one,
 * none keeps it. Once the desk has it (assigned or later): 409, comment instead.
 */
export const updateTicket = async (
  ctx: UserContext,
  id: number,
  body: TicketSaveBody,
  image: UploadedFile | undefined,
): Promise<string> => {
  const { db } = ctx.deps;
  const current = await findTicketState(db, ctx.companyId, id);
  if (current.createdBy !== ctx.user.userId) {
    throw forbidden('Only the person who filed a support ticket may edit it.');
  }
  const refusal = `A ticket that is ${TICKET_STATUS_LABELS[current.status].toLowerCase()} can no longer be edited; add a comment instead.`;
  if (!canEditTicket(current.status)) throw conflict(refusal);
  await checkModulePage(db, body);
  const imagePath = image
    ? await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, TICKET_IMAGE_PART, TICKET_IMAGE_FIELD, image)
    : undefined;
  const saved = await db
    .transaction(async (transaction) => {
      const tx = transaction as Database;
      const [before] = await tx
        .select()
        .from(supportTickets)
        .where(and(eq(supportTickets.companyId, ctx.companyId), eq(supportTickets.id, id)));
      const [row] = await tx
        .update(supportTickets)
        .set({
          ...fieldsOf(body),
          ...(imagePath === undefined ? {} : { imagePath }),
          updatedAt: ctx.now,
          updatedBy: ctx.user.userId,
        })
        .where(
          and(
            eq(supportTickets.companyId, ctx.companyId),
            eq(supportTickets.id, id),
            eq(supportTickets.status, 'open'),
          ),
        )
        .returning({ id: supportTickets.id });
      if (!row || !before) return false;
      await tx.insert(supportTicketTransitions).values({
        ...transitionStep(ctx, 'update', 'open', 'open', null),
        ticketId: id,
      });
      await writeUserAudit(tx, ctx, {
        action: 'update',
        entity: SUPPORT_TICKET_ENTITY,
        entityId: id,
        before: {
          TicketType: before.ticketType,
          ModuleId: before.moduleId,
          PageCode: before.pageCode,
          PriorityLevel: before.priority,
          Remarks: before.remarks,
          IssuerName: before.issuerName,
          ImagePath: before.imagePath,
        },
        after: auditFields(body, imagePath),
      });
      return true;
    })
    .catch(async (error: unknown) => {
      if (imagePath !== undefined) await discardUploads(ctx.deps.env.DATA_DIR, [imagePath]);
      throw error;
    });
  // The desk took it between the read and the write: the new image names no ticket.
  if (!saved) {
    if (imagePath !== undefined) await discardUploads(ctx.deps.env.DATA_DIR, [imagePath]);
    throw conflict('The ticket was taken up by the support desk meanwhile; add a comment instead.');
  }
  return current.ticketNo;
};
