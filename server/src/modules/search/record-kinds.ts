import { USER } from '@backoffice/shared/entities/administration/user.entity';
import type { EntityDeclaration } from '@backoffice/shared/entities/entity-declaration';
import { PARTY } from '@backoffice/shared/entities/sales/party.entity';
import { PRODUCT } from '@backoffice/shared/entities/sales/product.entity';
import { activationListQuery } from '@backoffice/shared/mobile-banking/mobile-banking-inputs';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { orderListQuery } from '@backoffice/shared/sales/orders/order-inputs.schema';
import type { RecordHit, RecordKind } from '@backoffice/shared/search/record-search.contract';
import { USER_TYPE_OPTIONS } from '@backoffice/shared/user-types';
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

/** The first page of an entity's own list for the query, so the search sees what the list would. */
const entityRecords = async (
  ctx: UserContext,
  entity: EntityDeclaration,
  query: string,
  limit: number,
  source?: EntitySource,
): Promise<EntityRecord[]> =>
  (await readListPage(ctx.deps.db, entity, ctx.companyId, { pageNo: 1, pageSize: limit, query }, source))
    .Items;

const entityUrl = (entity: EntityDeclaration, record: EntityRecord): string =>
  `${entity.route}/${Number(record.Id)}`;

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
          Detail: joined(order.PartyName, order.OrderDate),
          Url: `/salesapp/orders/${order.Id}`,
        }),
      ),
  },
  {
    kind: 'party',
    page: PAGE_CODES[PARTY.page],
    find: async (ctx, query, limit) =>
      (await entityRecords(ctx, PARTY, query, limit)).map((party) => ({
        Kind: 'party',
        Id: Number(party.Id),
        Title: text(party.Name),
        Detail: joined(party.Code, party.Address),
        Url: entityUrl(PARTY, party),
      })),
  },
  {
    kind: 'product',
    page: PAGE_CODES[PRODUCT.page],
    find: async (ctx, query, limit) =>
      (await entityRecords(ctx, PRODUCT, query, limit)).map((product) => ({
        Kind: 'product',
        Id: Number(product.Id),
        Title: text(product.Name),
        Detail: text(product.Code),
        Url: entityUrl(PRODUCT, product),
      })),
  },
  {
    kind: 'user',
    page: PAGE_CODES[USER.page],
    find: async (ctx, query, limit) =>
      (await entityRecords(ctx, USER, query, limit, USER_SOURCE)).map((user) => ({
        Kind: 'user',
        Id: Number(user.Id),
        Title: text(user.UserName),
        Detail: joined(fullName(user), userTypeLabel(user.UserType)),
        Url: entityUrl(USER, user),
      })),
  },
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
          Url: `/mobilebanking/cooperative/activationrequest/detail?id=${request.Id}`,
        }),
      ),
  },
];
