import type { Posting } from '@backoffice/shared/accounting/sales-postings';
import type { VoucherSourceKind } from '@backoffice/shared/accounting/voucher.contract';
import type { Database } from '../../../db/database.js';
import { type BooksActor, type PostedVoucher, postVoucher } from '../vouchers/voucher-poster.js';

/** A builder's posting written to the books under its source key, in the event's transaction. */
export const postSalesPosting = async (
  tx: Database,
  actor: BooksActor,
  posting: Posting,
  source: { kind: VoucherSourceKind; id: number },
  extra: { reference?: string | null; chequeNo?: string | null; chequeDate?: string | null } = {},
): Promise<PostedVoucher> =>
  postVoucher(tx, actor, {
    type: posting.type,
    date: posting.date,
    narration: posting.narration,
    reference: extra.reference ?? null,
    chequeNo: extra.chequeNo ?? null,
    chequeDate: extra.chequeDate ?? null,
    lines: posting.lines,
    source: { key: posting.sourceKey, kind: source.kind, id: source.id },
  });
