import { USER } from '@backoffice/shared/entities/administration/user.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { activationListQuery } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { orderListQuery } from '@backoffice/shared/sales/orders/order-inputs.schema';
import type { RecordHit, RecordKind } from '@backoffice/shared/search/record-search.contract';
import { USER_TYPE_OPTIONS } from '@backoffice/shared/user-types';
import { ownerOf } from '../../entities/entity-owner.js';
import { readListPage } from '../../entities/entity-read.js';
import type { EntitySource } from '../../entities/entity-source.js';
import type { EntityRecord } from '../../entities/entity-values.js';
import type { UserContext } from '../../http/request-context.js';
import { listActivationRequests } from '../mobile-banking/activation/activation-request-list.js';
import { orderPage } from '../orders/order-list-page.js';
import { USER_SOURCE } from '../users/user-record.js';

/** One kind of record the search looks through: the page whose view it needs and its list's read. */
export interface RecordKindSearch {
  kind: RecordKind;
  page: number;
  find: (ctx: UserContext, query: string, limit: number) => Promise<RecordHit[]>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const joined = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' · ');
const fullName = (record: EntityRecord): string =>
  [record.FirstName, record.LastName].map(text).filter(Boolean).join(' ');

/**
 * A declared entity searched through the first page of its own list (its search fields, its source),
 * so the search sees what the list would; the title is the entity's display field.
 */
const entitySearch = (
  kind: RecordKind,
  entity: EntityDeclaration,
  detail: (record: EntityRecord) => string,
  source?: EntitySource,
): RecordKindSearch => ({
  kind,
  page: PAGE_CODES[entity.page],
  find: async (ctx, query, limit) => {
    const page = { pageNo: 1, pageSize: limit, query };
    const found = await readListPage(ctx.deps.db, entity, ctx.companyId, page, source, ownerOf(ctx, entity));
    return found.Items.map((record) => ({
      Kind: kind,
      Id: Number(record.Id),
      Title: text(record[entity.displayField]),
      Detail: detail(record),
      Date: null,
      Url: `${entity.route}/${Number(record.Id)}`,
    }));
  },
});

const userTypeLabel = (value: unknown): string =>
  USER_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? text(value);

export const RECORD_KIND_SEARCHES: readonly RecordKindSearch[] = [
  {
    kind: 'order',
    page: PAGE_CODES.Order,
    // The order list's own read: a dealer or delivery person gets only the orders assigned to them.
    find: async (ctx, query, limit) =>
      (await orderPage(ctx, orderListQuery.parse({ pageSize: limit, query }), { query })).Items.map(
        (order) => ({
          Kind: 'order',
          Id: order.Id,
          Title: order.OrderNo,
          Detail: order.PartyName,
          Date: order.OrderDate,
          Url: `/salesapp/orders/${order.Id}`,
        }),
      ),
  },
  entitySearch('party', PARTY, (party) => joined(party.Code, party.Address)),
  entitySearch('product', PRODUCT, (product) => text(product.Code)),
  entitySearch('user', USER, (user) => joined(fullName(user), userTypeLabel(user.UserType)), USER_SOURCE),
  {
    kind: 'activationRequest',
    page: PAGE_CODES.ActivationRequest,
    find: async (ctx, query, limit) =>
      (await listActivationRequests(ctx, activationListQuery.parse({ pageSize: limit, query }))).Items.map(
        (request) => ({
          Kind: 'activationRequest',
          Id: request.Id,
          Title: request.MemberName,
          Detail: joined(request.MemberNo, request.StatusLabel),
          Date: null,
          Url: `/mobilebanking/cooperative/activationrequest/detail?id=${request.Id}`,
        }),
      ),
  },
];
