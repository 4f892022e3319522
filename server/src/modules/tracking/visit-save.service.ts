import type { FileField } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { VISIT_PURPOSE } from '@backoffice/shared/entities/sales/visit-purpose.entity';
import {
  VISIT_FILE_MAX_BYTES,
  VISIT_FILE_PARTS,
  type VisitSaveBody,
} from '@backoffice/shared/sales/tracking/tracking.contract';
import { TRACKING_LIMITS } from '@backoffice/shared/sales/tracking/tracking-plausibility';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { writeUserAudit } from '../../audit/audit-log.js';
import type { Database } from '../../db/database.js';
import { partiesTable, visitFiles, visitPurposesTable, visits } from '../../db/schema/index.js';
import { entityTable } from '../../entities/entity-table.js';
import { storeUpload } from '../../entities/files/entity-files.js';
import { badRequest, conflict, notFound } from '../../http/api-error.js';
import type { UploadedFileLists } from '../../http/define-route.js';
import type { UserContext } from '../../http/request-context.js';
import { requireFieldSalesPerson } from './tracking-access.js';
import { VISIT_NOT_FOUND } from './visit-record.js';

/** Photos and documents of a visit: the types the product shows, checked by their bytes. */
export const VISIT_FILE: FileField = {
  kind: 'file',
  label: 'File',
  required: false,
  accept: ['png', 'gif', 'jpeg', 'pdf'],
  maxBytes: VISIT_FILE_MAX_BYTES,
};

const party = entityTable(PARTY);
const purpose = entityTable(VISIT_PURPOSE);

export const VISIT_PURPOSE_MESSAGES = {
  notFound: 'Visit purpose not found.',
  inactive: 'This visit purpose is no longer in use: choose an active one.',
} as const;

const requireParty = async (db: Database, companyId: number, partyId: number): Promise<void> => {
  const [row] = await db
    .select({ id: party.id })
    .from(partiesTable)
    .where(and(eq(party.companyId, companyId), eq(party.id, partyId)))
    .limit(1);
  if (!row) throw notFound('Party not found.');
};

/** A purpose of the company (another's is 404, as a missing one) that is still offered. */
const requirePurpose = async (db: Database, companyId: number, purposeId: number): Promise<void> => {
  const [row] = await db
    .select({ isActive: purpose.IsActive })
    .from(visitPurposesTable)
    .where(and(eq(purpose.companyId, companyId), eq(purpose.id, purposeId)))
    .limit(1);
  if (!row) throw notFound(VISIT_PURPOSE_MESSAGES.notFound);
  if (row.isActive === false)
    throw badRequest(VISIT_PURPOSE_MESSAGES.inactive, [
      { Field: 'PurposeId', Message: VISIT_PURPOSE_MESSAGES.inactive },
    ]);
};

/**
 * Records the caller's visit: their own, at the company's party (or elsewhere without PartyId),
 * with its files checked by content and stored under server-made names. Answers the new id.
 */
export const saveVisit = async (
  ctx: UserContext,
  body: VisitSaveBody,
  files: UploadedFileLists,
): Promise<number> => {
  const person = await requireFieldSalesPerson(ctx);
  const db = ctx.deps.db;
  const checkInAt = body.CheckInAt ?? ctx.now;
  if (checkInAt.getTime() - ctx.now.getTime() > TRACKING_LIMITS.maxFutureMs)
    throw badRequest('CheckInAt is in the future', [
      { Field: 'CheckInAt', Message: 'CheckInAt is in the future' },
    ]);
  if (body.CheckOutAt && body.CheckOutAt < checkInAt)
    throw badRequest('CheckOutAt is before CheckInAt', [
      { Field: 'CheckOutAt', Message: 'CheckOutAt is before CheckInAt' },
    ]);
  if (body.PartyId !== undefined) await requireParty(db, ctx.companyId, body.PartyId);
  if (body.PurposeId !== undefined) await requirePurpose(db, ctx.companyId, body.PurposeId);
  const stored: { fileName: string; path: string }[] = [];
  for (const part of VISIT_FILE_PARTS) {
    for (const file of files[part.name] ?? []) {
      const path = await storeUpload(ctx.deps.env.DATA_DIR, ctx.companyId, part.name, VISIT_FILE, file);
      stored.push({ fileName: file.originalName.slice(0, 250), path });
    }
  }
  return db.transaction(async (tx) => {
    const [visit] = await tx
      .insert(visits)
      .values({
        companyId: ctx.companyId,
        salesPersonId: person.id,
        userId: person.userId,
        partyId: body.PartyId ?? null,
        purposeId: body.PurposeId ?? null,
        latitude: body.Latitude,
        longitude: body.Longitude,
        locationName: body.LocationName ?? null,
        checkInAt,
        checkOutAt: body.CheckOutAt ?? null,
        remarks: body.Remarks ?? null,
        createdAt: ctx.now,
      })
      .returning({ id: visits.id });
    if (!visit) throw new Error('visit not created');
    if (stored.length > 0)
      await tx.insert(visitFiles).values(
        stored.map((file) => ({
          companyId: ctx.companyId,
          visitId: visit.id,
          ...file,
          createdAt: ctx.now,
        })),
      );
    await writeUserAudit(tx as Database, ctx, {
      action: 'create',
      entity: 'Visit',
      entityId: visit.id,
      before: null,
      after: {
        PartyId: body.PartyId ?? null,
        PurposeId: body.PurposeId ?? null,
        CheckInAt: checkInAt.toISOString(),
        Files: stored.length,
      },
    });
    return visit.id;
  });
};

/** Closes the caller's own open visit now; one already closed is 409, someone else's 404. */
export const checkOutVisit = async (ctx: UserContext, id: number): Promise<void> => {
  const person = await requireFieldSalesPerson(ctx);
  const own = and(
    eq(visits.companyId, ctx.companyId),
    eq(visits.id, id),
    eq(visits.salesPersonId, person.id),
  );
  const [closed] = await ctx.deps.db
    .update(visits)
    .set({ checkOutAt: sql`greatest(${ctx.now.toISOString()}::timestamptz, ${visits.checkInAt})` })
    .where(and(own, isNull(visits.checkOutAt)))
    .returning({ id: visits.id });
  if (closed) return;
  const [exists] = await ctx.deps.db.select({ id: visits.id }).from(visits).where(own);
  if (!exists) throw notFound(VISIT_NOT_FOUND);
  throw conflict('This visit is already checked out.');
};
