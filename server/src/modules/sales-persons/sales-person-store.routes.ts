import { SALES_PERSON } from '@backoffice/shared/entities/sales/sales-person.entity';
import { salesPersonContracts } from '@backoffice/shared/sales/sales-persons/sales-person.contract';
import { saveRecord } from '../../entities/entity-repository.js';
import { implementRoute, type MountableRoute } from '../../http/define-route.js';

/**
 * The spec's "Store: assign store by id and storeId": a sales person (id) is assigned the store
 * (storeId) they load from. It is the record's StoreId, so the save's checks apply (a store of
 * another company is 400, another company's sales person 404) and the change is audited as an update.
 */
export const salesPersonStoreRoutes: readonly MountableRoute[] = [
  implementRoute(salesPersonContracts.assignStore, {
    handler: async (ctx, { query }) => {
      const saved = await saveRecord(ctx, SALES_PERSON, query.id, { StoreId: query.storeId }, {});
      return {
        data: saved.record,
        message: `${String(saved.record.FullName)} now loads from ${String(saved.record.StoreIdDisplay)}.`,
      };
    },
  }),
];
