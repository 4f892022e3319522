import { NOTICE } from '@backoffice/shared/entities/administration/notice.entity';
import type { ActiveNotice, NoticeDismissed } from '@backoffice/shared/notices/notice.contract';
import type { UserType } from '@backoffice/shared/user-types';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { noticeReads } from '../../db/schema/notice-reads.schema.js';
import { entityTable } from '../../entities/entity-table.js';
import type { UserContext } from '../../http/request-context.js';
import { companyToday } from '../orders/company-today.js';

const column = entityTable(NOTICE);

/**
 * The Audience values that reach a kind of member. Administrators are staff; a delivery person is
 * reached by 'Everyone' only. A platform administrator acting for a company (no membership) sees
 * what staff see.
 */
type Audience = (typeof column.$inferSelect)['Audience'];

const audiencesOf = (userType: UserType | null): Audience[] => {
  switch (userType) {
    case 'salesPerson':
      return ['all', 'salesPerson'];
    case 'dealer':
      return ['all', 'dealer'];
    case 'deliveryPerson':
      return ['all'];
    default:
      return ['all', 'staff'];
  }
};

/** The company's active notices valid on `today` for this kind of member. */
const validFor = (ctx: UserContext, today: string): SQL =>
  and(
    eq(column.companyId, ctx.companyId),
    eq(column.IsActive, true),
    lte(column.NoticeDate, today),
    or(isNull(column.ExpiryDate), gte(column.ExpiryDate, today)),
    inArray(column.Audience, audiencesOf(ctx.userType)),
  ) as SQL;

/** GET /notice/active: valid today on the company's calendar (Nepal's by default), not yet put away. */
export const activeNotices = async (ctx: UserContext): Promise<ActiveNotice[]> => {
  const { db } = ctx.deps;
  const today = await companyToday(db, ctx.companyId, ctx.now);
  const dismissed = db
    .select({ one: sql`1` })
    .from(noticeReads)
    .where(
      and(
        eq(noticeReads.companyId, ctx.companyId),
        eq(noticeReads.userId, ctx.user.userId),
        eq(noticeReads.noticeId, column.id),
      ),
    );
  const rows = await db
    .select({
      id: column.id,
      title: column.Title,
      description: column.Description,
      noticeDate: column.NoticeDate,
      expiryDate: column.ExpiryDate,
      attachment: column.Attachment,
    })
    .from(entityTable(NOTICE))
    .where(and(validFor(ctx, today), sql`not exists (${dismissed})`))
    .orderBy(asc(column.NoticeDate), asc(column.id));
  return rows.map((row) => ({
    Id: Number(row.id),
    Title: String(row.title),
    Description: String(row.description),
    NoticeDate: String(row.noticeDate),
    ExpiryDate: typeof row.expiryDate === 'string' ? row.expiryDate : null,
    Attachment: typeof row.attachment === 'string' && row.attachment !== '' ? row.attachment : null,
  }));
};

/**
 * POST /notice/dismiss: remembers that the caller put the notice away. Any notice of the company
 * the caller may see may be put away, valid today or not (a notice that expired while the modal
 * was open still closes); another company's, or one for another audience, is null (404).
 * Putting it away again keeps the first time.
 */
export const dismissNotice = async (ctx: UserContext, id: number): Promise<NoticeDismissed | null> => {
  const { db } = ctx.deps;
  const [notice] = await db
    .select({ id: column.id })
    .from(entityTable(NOTICE))
    .where(
      and(
        eq(column.companyId, ctx.companyId),
        eq(column.id, id),
        inArray(column.Audience, audiencesOf(ctx.userType)),
      ),
    );
  if (!notice) return null;
  await db
    .insert(noticeReads)
    .values({ companyId: ctx.companyId, noticeId: id, userId: ctx.user.userId, dismissedAt: ctx.now })
    .onConflictDoNothing();
  const [read] = await db
    .select({ dismissedAt: noticeReads.dismissedAt })
    .from(noticeReads)
    .where(
      and(
        eq(noticeReads.companyId, ctx.companyId),
        eq(noticeReads.userId, ctx.user.userId),
        eq(noticeReads.noticeId, id),
      ),
    );
  return { Id: id, DismissedAt: (read?.dismissedAt ?? ctx.now).toISOString() };
};
