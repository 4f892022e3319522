import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { STORE } from '@backoffice/shared/entities/sales/store.entity';
import { requiredId } from '@backoffice/shared/form-fields';
import { PAGE_CODES } from '@backoffice/shared/page-codes';
import { z } from 'zod';
import { saveRecord } from '../../entities/entity-repository.js';
import { defineRoute, type MountableRoute } from '../../http/define-route.js';

/**
 * The spec's "Store: assign store by id and storeId": a sales person (id) is assigned the store
 * (storeId) they load from. It is the record's StoreId, so the save's checks apply (a store of
 * another company is 400, another company's sales person 404) and the change is audited as an update.
 */
export const salesPersonStoreRoutes: readonly MountableRoute[] = [
  defineRoute({
    method: 'post',
    path: '/store/assignstore',
    summary:
      'Assigns a sales person (id) to the store they load from (storeId): answers the sales person record.',
    access: 'user',
    tag: STORE.title,
    permission: { page: PAGE_CODES.SalesPerson, action: 'edit' },
    query: z.object({
      id: requiredId('id must be the number of a sales person'),
      storeId: requiredId('storeId must be the number of a store'),
    }),
    handler: async (ctx, { query }) => {
      const saved = await saveRecord(ctx, SALES_PERSON, query.id, { StoreId: query.storeId }, {});
      return {
        data: saved.record,
        message: `${String(saved.record.FullName)} now loads from ${String(saved.record.StoreIdDisplay)}.`,
      };
    },
  }),
];
